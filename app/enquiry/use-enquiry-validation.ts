import { useEffect, useRef, useState, type FormEvent, type FocusEvent } from 'react'
import type { FieldErrors } from './validate'

type Validate = (formData: FormData) => FieldErrors

// The schema (zod) arrives with the first focus on the form, not with the page.
let loading: Promise<Validate> | undefined
export const loadEnquiryValidator = () => (loading ??= import('./validate').then((module) => module.validateEnquiry))

const isField = (target: EventTarget): target is HTMLInputElement =>
  'name' in target && typeof target.name === 'string' && target.name !== ''

/**
 * conform's behaviour for the enquiry form, without conform in the browser: a field is checked
 * when the visitor leaves it, then again on every change; a submission checks every field.
 * `serverErrors` (the action's answer) replace the browser's until the visitor edits the field.
 */
export function useEnquiryValidation(serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {})
  const touched = useRef(new Set<string>())

  useEffect(() => {
    if (!serverErrors) return
    for (const name of Object.keys(serverErrors)) touched.current.add(name)
    setErrors(serverErrors)
  }, [serverErrors])

  async function check(form: HTMLFormElement) {
    const found = (await loadEnquiryValidator())(new FormData(form))
    const shown: FieldErrors = {}
    for (const name of touched.current) if (found[name]) shown[name] = found[name]
    setErrors(shown)
    return found
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
      first?.focus()
      return first
    },
    reset() {
      touched.current.clear()
      setErrors({})
    },
  }
}
