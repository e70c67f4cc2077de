/** What the Not Found page's countdown tells the page, and how the page sends the visitor home. */
export type Countdown = {
  /** 0 counting; 1 a key was pressed (staying, the Stay button stays); 2 stayed (the button, or Back after being sent home). */
  stay: number
  /** The way home once the timer has run out: a document navigation until the app takes over. */
  go: () => void
  /** Called when `stay` changes (the app re-renders). */
  onChange: () => void
  /** Ends it: its timer and its listeners (the page is left, or the app unmounts it). */
  stop: () => void
}

type CountdownWindow = { __notFound?: Countdown }

/** The countdown running in this page, if any. */
export const currentCountdown = () => (window as unknown as CountdownWindow).__notFound

/**
 * The Not Found page's countdown: the browser goes home after `ms` (as specified), and a visitor
 * can stop that (WCAG 2.2.1). A key pressed anywhere stops it (a keyboard user Tabbing through the
 * header has not reached the controls in time); so does the Stay button (`[data-not-found-stay]`);
 * and it waits while focus or the pointer is on the controls (`controls`, a selector). Going home
 * adds a history entry, and Back to a page that sent the visitor home stays there.
 *
 * Its source is an inline script in the page (NotFound), so that it counts and listens from the
 * first parse, before the app has hydrated; the app then adopts the one running (window.__notFound).
 * For a Not Found page reached by a client-side navigation the app starts it itself. It therefore
 * uses nothing from outside its own body.
 */
export function notFoundCountdown(ms: number, controls: string): Countdown {
  const page = window as unknown as CountdownWindow
  if (page.__notFound) return page.__notFound
  let left = ms
  let since = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let hold = 0 // 1: focus is on the controls; 2: the pointer is over them
  const inControls = (node: EventTarget | null) => node instanceof Element && node.closest(controls) !== null
  const run = () => {
    const paused = countdown.stay > 0 || hold > 0
    if (paused && timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
      left -= Date.now() - since
    } else if (!paused && timer === undefined) {
      since = Date.now()
      timer = setTimeout(() => {
        countdown.stop()
        window.history.replaceState({ ...window.history.state, leftForHome: true }, '')
        countdown.go()
      }, left)
    }
  }
  const setHold = (bit: number, on: boolean) => {
    hold = on ? hold | bit : hold & ~bit
    run()
  }
  const stayAt = (stay: number) => {
    if (stay <= countdown.stay) return
    countdown.stay = stay
    run()
    countdown.onChange()
  }
  const listeners: Record<string, (event: Event) => void> = {
    keydown: () => stayAt(1),
    click: (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-not-found-stay]')) return
      stayAt(2)
      // The button goes: focus to the control beside it.
      document.querySelector<HTMLElement>(`${controls} a`)?.focus()
    },
    focusin: (event) => inControls(event.target) && setHold(1, true),
    focusout: (event) => inControls((event as FocusEvent).relatedTarget) || setHold(1, false),
    pointerover: (event) => inControls(event.target) && setHold(2, true),
    pointerout: (event) => inControls((event as PointerEvent).relatedTarget) || setHold(2, false),
  }
  const countdown: Countdown = {
    stay: (window.history.state as { leftForHome?: boolean } | null)?.leftForHome === true ? 2 : 0,
    go: () => window.location.assign('/'),
    onChange: () => {},
    stop: () => {
      clearTimeout(timer)
      for (const type in listeners) document.removeEventListener(type, listeners[type]!, true)
      if (page.__notFound === countdown) delete page.__notFound
    },
  }
  for (const type in listeners) document.addEventListener(type, listeners[type]!, true)
  page.__notFound = countdown
  run()
  return countdown
}
