// What the app says through `console` reaches the server's log as JSON lines (server/console-to-log.ts).
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { routeConsoleToLog } from '../../../server/console-to-log'
import { logOptions } from '../../../server/logger'

let restore = () => {}
afterEach(() => restore())

function capture(level = 'debug') {
  const lines: Array<Record<string, unknown>> = []
  // The server's own options (server/logger.ts), written to this array instead of stdout.
  const logger = pino(logOptions(level), { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) })
  restore = routeConsoleToLog(logger)
  return lines
}

describe('routeConsoleToLog', () => {
  it('logs each console method at its level, formatted as console would', () => {
    const lines = capture()
    console.log('Created %s %s (start-up)', 'admin', 'a@b.c')
    console.info('ready', { port: 3000 })
    console.warn('SUPABASE_URL and SUPABASE_ANON_KEY work together')
    console.debug('detail')
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['info', 'Created admin a@b.c (start-up)'],
      ['info', 'ready { port: 3000 }'],
      ['warn', 'SUPABASE_URL and SUPABASE_ANON_KEY work together'],
      ['debug', 'detail'],
    ])
  })

  it('keeps an Error whole in err, with its stack, and the rest as the message', () => {
    const lines = capture()
    console.error('Enquiry could not be stored:', new Error('disk full'))
    console.error(new TypeError('bad input'))
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'Enquiry could not be stored:', err: { type: 'Error', message: 'disk full' } })
    expect((lines[0]!.err as { stack: string }).stack).toContain('console-to-log.test.ts')
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'bad input', err: { type: 'TypeError' } })
  })

  it('follows the log level, and puts console back', () => {
    const lines = capture('warn')
    console.log('quiet')
    console.error('loud')
    expect(lines.map((line) => line.msg)).toEqual(['loud'])
    const patched = console.error
    restore()
    expect(console.error).not.toBe(patched)
  })
})
