// The app and its libraries report through `console` (about forty places: a failed query, an
// e-mail that could not be sent, a library's warning). Sent through the server's log instead, they
// are JSON lines in production like every other line, with their level, time and pid, and an
// Error's stack in `err` (docs/decisions/265-request-log.md).
import { formatWithOptions } from 'node:util'
import type { Logger } from 'pino'

type Level = 'debug' | 'info' | 'warn' | 'error'
type Method = 'debug' | 'log' | 'info' | 'warn' | 'error' | 'trace'
const LEVELS: Record<Method, Level> = {
  debug: 'debug',
  trace: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
}

/** Points console.log, info, debug, trace, warn and error at `logger`; returns what puts them back. */
export function routeConsoleToLog(logger: Logger): () => void {
  const methods = Object.keys(LEVELS) as Method[]
  const saved = methods.map((name) => [name, console[name]] as const)
  for (const name of methods) {
    const level = LEVELS[name]
    console[name] = (...args: unknown[]) => {
      // The first Error goes whole into `err`; the message is the rest, as console would print it.
      const at = args.findIndex((arg) => arg instanceof Error)
      const err = at === -1 ? undefined : (args[at] as Error)
      const rest = at === -1 ? args : args.filter((_, i) => i !== at)
      const msg = rest.length ? formatWithOptions({ colors: false, breakLength: Infinity }, ...rest) : (err?.message ?? '')
      if (err) logger[level]({ err }, msg)
      else logger[level](msg)
    }
  }
  return () => {
    for (const [name, original] of saved) console[name] = original
  }
}
