/** Sets a field's value as typing would (input and change events), so the form's checks and its unsaved-changes guard see it. */
export function fillField(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  element.value = value
  element.dispatchEvent(new Event('input', { bubbles: true }))
  element.dispatchEvent(new Event('change', { bubbles: true }))
}
