import type { MouseEvent } from 'react'

// The forms check a field as the visitor leaves it, and show its message at once. Pressing the
// submit button leaves the field: the message pushes the button down before the press ends, the
// click lands beside it and is lost (an error shows, nothing is sent, focus sits on the button).
// A press that does not take focus keeps the field focused and the button in place; the submission
// then checks every field and focuses the first in error. Keyboard presses are not concerned.
export const keepFocusOnPress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
