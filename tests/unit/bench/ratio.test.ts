// The HTTP bench's figures (bench/http.js, bench/wrk.js): wrk's report read, and a row's ratio of the
// app's requests/s to the static server's.
import { describe, expect, it } from 'vitest'
import { ratio } from '../../../bench/http.js'
import { parseWrk } from '../../../bench/wrk.js'

const WRK = `Running 5s test @ http://127.0.0.1:3200/blog
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.10ms    1.20ms  30.00ms   90.00%
  Latency Distribution
     50%    3.90ms
     75%    4.50ms
     90%    5.20ms
     99%    1.10s
  40000 requests in 5.00s, 1.20GB read
  Socket errors: connect 0, read 2, write 1, timeout 0
  Non-2xx or 3xx responses: 3
Requests/sec:   8000.42
Transfer/sec:    245.00MB
`

describe('the HTTP bench', () => {
  it("reads wrk's requests/s, percentiles in ms, and errors", () => {
    expect(parseWrk(WRK)).toEqual({ rps: 8000, requests: 40000, p50: 3.9, p99: 1100, non2xx: 3, errors: 3 })
  })

  it("divides the app's requests/s by the static server's", () => {
    expect(ratio({ rps: 6000 }, { rps: 20000 })).toBe(0.3)
    expect(ratio({ rps: 1234 }, { rps: 3000 })).toBe(0.411)
  })

  it('measures no ratio when a server answered nothing', () => {
    expect(ratio({ rps: 0 }, { rps: 20000 })).toBeNaN()
    expect(ratio({ rps: 5000 }, { rps: 0 })).toBeNaN()
  })
})
