// A form's own fields, one value each: what an answer to a refused form may echo back (so the
// visitor keeps what they typed) without a parser ever seeing the rest of an untrusted body.
export function pickFields(formData: FormData, names: readonly string[]): FormData {
  const picked = new FormData()
  for (const name of names) {
    const value = formData.get(name)
    if (typeof value === 'string') picked.set(name, value)
  }
  return picked
}
