import Upload from 'lucide-react/icons/upload'
import X from 'lucide-react/icons/x'
import { useEffect, useState, type RefObject } from 'react'
import { acceptAttribute, formatBytes, IMAGE_TYPES, mediaFileProblem } from '~/admin/media-rules'
import { Field } from '~/components/admin/field'

type Props = {
  maxBytes: number
  /** The refused file's message, kept by the dialog: Save is held while there is one. */
  problem: string | null
  onProblem: (problem: string | null) => void
  serverErrors?: string[]
  inputRef: RefObject<HTMLInputElement>
}

/**
 * The logo file: checked as it is chosen, shown before it is sent, and removable. A refused file
 * stays named under the field until another is chosen or it is removed, so Save cannot quietly
 * create the client without the logo the editor meant to give it.
 */
export function LogoUpload({ maxBytes, problem, onProblem, serverErrors, inputRef }: Props) {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  const errors = problem ? [problem] : serverErrors

  function remove() {
    if (inputRef.current) inputRef.current.value = ''
    onProblem(null)
    setPreview(null)
    inputRef.current?.focus()
  }

  return (
    <Field
      label="Upload a new logo"
      htmlFor="logo_file"
      errors={errors}
      errorId="logo_file-error"
      hint={`An image (PNG, JPEG, GIF, WebP, AVIF or SVG) up to ${formatBytes(maxBytes)}. It is added to the media library.`}
      hintId="logo_file-hint"
    >
      <div className="flex items-center gap-3">
        <input
          ref={inputRef}
          id="logo_file"
          name="logo_file"
          type="file"
          accept={acceptAttribute(IMAGE_TYPES)}
          aria-describedby={`logo_file-hint${errors ? ' logo_file-error' : ''}`}
          aria-invalid={errors ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-accent-soft file:px-3 file:py-1.5 file:font-semibold file:text-accent-strong hover:file:bg-accent/15"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            const found = file ? mediaFileProblem(file, { maxBytes, types: IMAGE_TYPES }) : null
            onProblem(found)
            if (found) event.currentTarget.value = ''
            setPreview(file && !found ? URL.createObjectURL(file) : null)
          }}
        />
        {preview ? (
          <img src={preview} alt="Selected logo" className="size-12 shrink-0 rounded border border-line object-contain" />
        ) : problem ? null : (
          <Upload aria-hidden className="size-5 shrink-0 text-ink-muted" />
        )}
        {preview || problem ? (
          <button
            type="button"
            onClick={remove}
            className="btn shrink-0 border border-line px-2.5 py-1.5 text-sm text-ink hover:bg-surface-muted"
          >
            <X aria-hidden className="size-4" />
            Remove file
          </button>
        ) : null}
      </div>
    </Field>
  )
}
