// A job that empties an outbox in the background (the enquiry and account e-mails): one run at a
// time per outbox, a kick during a run asks for one more round (so a row stored while a claim was
// already running is not left for the timer), and a timer from the first kick retries failures.
interface DrainState {
  running: Promise<void> | null
  again: boolean
  timer: NodeJS.Timeout | null
}
// Kept across Vite's module reloads in development.
const store = globalThis as typeof globalThis & { __backgroundDrains?: Map<object, DrainState> }
const states = () => (store.__backgroundDrains ??= new Map())

/** Runs `drain` for `outbox` now, or once more after the run going on; never throws. */
export function kickDrain(outbox: object, drain: () => Promise<void>, options: { everyMs: number; label: string }): Promise<void> {
  let state = states().get(outbox)
  if (!state) states().set(outbox, (state = { running: null, again: false, timer: null }))
  const s = state
  s.timer ??= setInterval(() => void kickDrain(outbox, drain, options), options.everyMs).unref()
  if (s.running) {
    s.again = true
    return s.running
  }
  s.running = (async () => {
    do {
      s.again = false
      await drain().catch((error) => console.error(`${options.label} failed:`, error))
    } while (s.again)
  })().finally(() => (s.running = null))
  return s.running
}

/** Stops every retry timer (tests). */
export function stopDrainTimers() {
  for (const state of states().values()) if (state.timer) clearInterval(state.timer)
  states().clear()
}
