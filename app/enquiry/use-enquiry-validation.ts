import { useRef, useState, type FormEvent, type FocusEvent } from 'react'
import type { FieldErrors } from './validate'
import { showField } from './show-field'

type Validate = (formData: FormData) => FieldErrors

// The schema (zod) arrives with the first focus on the form, not with the page.
let loading: Promise<Validate> | undefined
const loadEnquiryValidator = () => (loading ??= import('./validate').then((module) => module.validateEnquiry))

const isField = (target: EventTarget): target is HTMLInputElement =>
  'name' in target && typeof target.name === 'string' && target.name !== ''

/**
 * conform's behaviour for the enquiry form, without conform in the browser: a field is checked
 * when the visitor leaves it, then again on every change; a submission checks every field.
 * `serverErrors` (the action's answer) replace the browser's until the visitor edits the field.
 */
export function useEnquiryValidation(serverErrors: FieldErrors | undefined) {
  // The browser's findings, and the server answer they were made after: a newer answer wins.
  const [found, setFound] = useState<{ errors: FieldErrors; after: FieldErrors | undefined }>({ errors: {}, after: undefined })
  const errors = serverErrors && found.after !== serverErrors ? serverErrors : found.errors
  const touched = useRef(new Set<string>())

  async function check(form: HTMLFormElement) {
    for (const name of Object.keys(serverErrors ?? {})) touched.current.add(name)
    const all = (await loadEnquiryValidator())(new FormData(form))
    const shown: FieldErrors = {}
    for (const name of touched.current) if (all[name]) shown[name] = all[name]
    setFound({ errors: shown, after: serverErrors })
    return all
  }

  return {
    errors,
    onFocus: () => void loadEnquiryValidator(),
    onBlur(event: FocusEvent<HTMLFormElement>) {
      if (!isField(event.target) || event.target.type === 'hidden' || event.target.type === 'submit') return
      touched.current.add(event.target.name)
      void check(event.currentTarget)
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      if (isField(event.target) && touched.current.has(event.target.name)) void check(event.currentTarget)
    },
    /** Checks every field; resolves to the first invalid control (focused), or null. */
    async validateAll(form: HTMLFormElement) {
      const controls = [...form.elements].filter(isField).filter((el) => el.type !== 'hidden' && el.type !== 'submit')
      for (const control of controls) touched.current.add(control.name)
      const found = await check(form)
      const first = controls.find((control) => control.name in found) ?? null
      if (first) showField(first)
      return first
    },
    reset() {
      touched.current.clear()
      setFound({ errors: {}, after: serverErrors })
    },
  }
}
