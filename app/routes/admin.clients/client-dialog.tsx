import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import ImageOff from 'lucide-react/icons/image-off'
import { useEffect, useRef, useState } from 'react'
import { clientFormSchema } from './client-form-schema'
import type { ClientCard } from './clients-grid'
import { LogoUpload } from './logo-upload'
import { Dialog } from '~/components/admin/dialog'
import { Field } from '~/components/admin/field'
import { CsrfInput, SubmitButton } from '~/components/form-controls'
import { MediaThumb } from '~/components/admin/media-thumb'
import type { ContentImage } from '~/content/image'

export interface LogoChoice {
  name: string
  url: string
  image: ContentImage
}

type Props = {
  client: ClientCard | null
  csrf: string
  choices: LogoChoice[]
  logoPage: number
  hasNextLogoPage: boolean
  maxBytes: number
  lastResult?: SubmissionResult<string[]> | null
}

const radioCard =
  'relative flex h-20 cursor-pointer items-center justify-center rounded-lg border border-line bg-surface p-2 has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent focus-ring-within'

/** The Add/Edit Client dialog: name, and a logo uploaded now or picked from the media library. */
export function ClientDialog({ client, csrf, choices, logoPage, hasNextLogoPage, maxBytes, lastResult }: Props) {
  const navigate = useNavigate()
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'
  const dialogParams = client ? `dialog=edit&id=${client.id}` : 'dialog=new'
  const [fileError, setFileError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  // Previous/More images replace the links that had focus: it goes to the library's label, and
  // Tab goes on into the new images.
  const shownLogoPage = useRef(logoPage)
  useEffect(() => {
    if (shownLogoPage.current === logoPage) return
    shownLogoPage.current = logoPage
    document.getElementById('logo-library-label')?.focus()
  }, [logoPage])

  const [form, fields] = useForm({
    id: client ? `client-${client.id}` : 'client-new',
    lastResult,
    defaultValue: { name: client?.name ?? '', logo_url: client?.logo_url ?? '' },
    constraint: getZodConstraint(clientFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clientFormSchema }),
  })
  const formProps = getFormProps(form)
  const current = client?.logo_url && !choices.some((choice) => choice.url === client.logo_url) ? client.logo_url : null

  return (
    <Dialog
      title={client ? 'Edit Client' : 'Add Client'}
      closeHref="/admin/clients"
      onClose={() => navigate('/admin/clients', { preventScrollReset: true })}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        onSubmit={(event) => {
          // conform's own checks come first: they submit too (a field left, or Save with a field in error).
          formProps.onSubmit(event)
          // A refused logo file holds Save: the editor chooses another file or removes it first.
          if (fileError && !event.defaultPrevented) {
            event.preventDefault()
            fileInput.current?.focus()
          }
        }}
        className="space-y-4"
      >
        <CsrfInput token={csrf} />
        <input type="hidden" name="intent" value="save" />
        {client ? <input type="hidden" name="id" value={client.id} /> : null}
        {form.errors?.length ? (
          <p role="alert" id={form.errorId} className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {form.errors.join(' ')}
          </p>
        ) : null}

        <Field label="Name" field={fields.name}>
          <input
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            autoComplete="organization"
            className="field-input"
          />
        </Field>

        <fieldset className="space-y-3">
          <legend className="field-label text-sm">Logo</legend>
          <LogoUpload
            maxBytes={maxBytes}
            problem={fileError}
            onProblem={setFileError}
            serverErrors={lastResult?.error?.logo_file ?? undefined}
            inputRef={fileInput}
          />

          <div role="radiogroup" aria-labelledby="logo-library-label" aria-describedby={fields.logo_url.errorId}>
            <p id="logo-library-label" tabIndex={-1} className="mb-1.5 text-sm font-medium">
              Or choose from the media library
            </p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              <label className={radioCard} title="No logo">
                <input type="radio" name={fields.logo_url.name} value="" defaultChecked={!client?.logo_url} className="sr-only" />
                <span className="flex flex-col items-center text-xs text-ink-muted">
                  <ImageOff aria-hidden className="size-5" />
                  No logo
                </span>
              </label>
              {current ? (
                <label className={radioCard} title="Current logo">
                  <input type="radio" name={fields.logo_url.name} value={current} defaultChecked className="sr-only" />
                  <img src={current} alt="Current logo" className="max-h-full max-w-full object-contain" />
                </label>
              ) : null}
              {choices.map((choice) => (
                <label key={choice.url} className={radioCard} title={choice.name}>
                  <input
                    type="radio"
                    name={fields.logo_url.name}
                    value={choice.url}
                    defaultChecked={choice.url === client?.logo_url}
                    className="sr-only"
                  />
                  <MediaThumb image={choice.image} alt={choice.name} sizes="(min-width: 640px) 8rem, 30vw" />
                </label>
              ))}
            </div>
            {choices.length === 0 && logoPage === 1 ? (
              <p className="mt-2 text-xs text-ink-muted">No images in the media library yet.</p>
            ) : null}
            {logoPage > 1 || hasNextLogoPage ? (
              <div className="mt-2 flex justify-between text-sm">
                {logoPage > 1 ? (
                  <Link
                    preventScrollReset
                    to={`?${dialogParams}&logoPage=${logoPage - 1}`}
                    className="font-semibold text-accent-strong hover:underline"
                  >
                    Previous images
                  </Link>
                ) : (
                  <span />
                )}
                {hasNextLogoPage ? (
                  <Link
                    preventScrollReset
                    to={`?${dialogParams}&logoPage=${logoPage + 1}`}
                    className="font-semibold text-accent-strong hover:underline"
                  >
                    More images
                  </Link>
                ) : null}
              </div>
            ) : null}
            <div id={fields.logo_url.errorId}>
              {fields.logo_url.errors?.map((error) => (
                <p key={error} className="field-error">
                  {error}
                </p>
              ))}
            </div>
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          <SubmitButton busy={saving} className="btn btn-primary px-5 py-2 text-sm">
            {saving ? 'Saving...' : 'Save'}
          </SubmitButton>
          <Link to="/admin/clients" preventScrollReset className="btn border border-line px-5 py-2 text-sm text-ink hover:bg-surface-muted">
            Cancel
          </Link>
        </div>
      </Form>
    </Dialog>
  )
}
