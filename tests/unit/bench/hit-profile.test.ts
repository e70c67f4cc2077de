// The hit profile's reading of `perf report` (bench/hit-profile.js): samples turned into µs a request.
import { describe, expect, it } from 'vitest'
import { usPerRequest } from '../../../bench/hit-profile.js'

const REPORT = `# Samples: 9K of event 'cpu-clock:ppp'
#      Samples  Symbol
# ............  ......
#
          2000  [k] tcp_sendmsg_locked
           400  [.] JS:*'processHeader node:_http_outgoing:575:23
           100  [.] JS:*'processHeader node:_http_outgoing:575:23
`

describe('the hit profile', () => {
  it('turns each function’s samples into µs a request, kernel and JIT functions alike, the comments left out', () => {
    // 1,000 samples a second for 10,000 requests: one sample is 0.1 µs a request.
    const profile = usPerRequest(REPORT, 10_000, 1_000)
    expect([...profile.keys()]).toEqual(['tcp_sendmsg_locked', "JS:*'processHeader node:_http_outgoing:575:23"])
    expect(profile.get('tcp_sendmsg_locked')).toBeCloseTo(200)
    // A name perf lists twice (two code objects of one function) is added up.
    expect(profile.get("JS:*'processHeader node:_http_outgoing:575:23")).toBeCloseTo(50)
  })
})
