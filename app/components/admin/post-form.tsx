import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import Eye from 'lucide-react/icons/eye'
import Save from 'lucide-react/icons/save'
import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { Category } from '~/backend/types'
import { postFormFields, postFormSchema, type PostFormDefaults } from '~/blog/post-form-schema'
import { slugify } from '~/blog/slug'
import { safeImageUrl } from '~/blog/image-url'
import { Field } from './field'
import { fillField } from './fill-field'
import { ImagePicker, type ImageChoice } from './image-picker'
import { MarkdownPreview } from './markdown-preview'
import { UnsavedChangesDialog, useUnsavedChanges } from './unsaved-changes'
import { DraftRescueNotice, useKeepDraftOnSignIn } from './post-draft-rescue'
import { CsrfInput, SubmitButton } from '~/components/form-controls'

type Props = {
  heading: 'New Post' | 'Edit Post'
  defaults: PostFormDefaults
  categories: Pick<Category, 'id' | 'name'>[]
  categoriesFailed?: boolean
  imageChoices: ImageChoice[]
  /** The media library has more files than the picker's first page. */
  moreImages: boolean
  csrf: string
  lastResult?: SubmissionResult<string[]> | null
  /** The server's preview (the Preview button without JavaScript). */
  previewHtml?: string | null
  publishedAt?: string | null
}

/** The post form (new and edit): conform validates with the same schema as the server. */
export function PostForm({
  heading,
  defaults,
  categories,
  categoriesFailed,
  imageChoices,
  moreImages,
  csrf,
  lastResult,
  previewHtml,
  publishedAt,
}: Props) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'
  const [title, setTitle] = useState(defaults.title)
  const [content, setContent] = useState(defaults.content)
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const formRef = useRef<HTMLFormElement>(null)
  const [imageUrl, setImageUrl] = useState(defaults.image_url)
  const { blocker, dirty } = useUnsavedChanges(formRef, defaults)
  useKeepDraftOnSignIn(formRef, dirty)

  const [form, fields] = useForm({
    id: 'post-form',
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(postFormFields),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postFormSchema }),
  })
  const generatedSlug = slugify(title)

  /** The tabs pattern (WAI-ARIA APG): one tab stop; arrow keys, Home and End move and select. */
  function onTabKey(event: React.KeyboardEvent<HTMLButtonElement>) {
    const other = tab === 'write' ? 'preview' : 'write' // two tabs: either arrow goes to the other one
    const next = ({ ArrowLeft: other, ArrowRight: other, Home: 'write', End: 'preview' } as const)[event.key as 'Home']
    if (!next) return
    event.preventDefault()
    setTab(next)
    document.getElementById(`content-tab-${next}`)?.focus()
  }
  const imageInputId = fields.image_url.id

  /** Fills Image URL as typing would (an input event), so validation and the unsaved-changes check see it. */
  function pickImage(url: string) {
    const input = document.getElementById(imageInputId) as HTMLInputElement | null
    if (!input) return
    fillField(input, url)
    setImageUrl(url)
    input.focus()
  }

  return (
    <Form method="post" ref={formRef} {...getFormProps(form)} className="space-y-5">
      <UnsavedChangesDialog blocker={blocker} />
      <DraftRescueNotice formRef={formRef} />
      <CsrfInput token={csrf} />
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-2.5 text-sm text-danger">
          {form.errors.join(' ')}
        </p>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-5">
          <Field label="Title" field={fields.title}>
            <input
              {...getInputProps(fields.title, { type: 'text' })}
              key={fields.title.key}
              className="field-input"
              onInput={(event) => setTitle(event.currentTarget.value)}
            />
          </Field>

          <Field
            label="Slug"
            field={fields.slug}
            hintId={`${fields.slug.id}-hint`}
            hint={
              <>
                Lowercase words and hyphens; the post’s address is /blog/<em>slug</em>. Leave empty to make it from the title.
                {/* A draft's address leads nobody but admins yet: nothing to keep. */}
                {defaults.slug && defaults.status === 'published' ? ` If you change it, /blog/${defaults.slug} keeps leading here.` : null}
              </>
            }
          >
            <input
              {...getInputProps(fields.slug, { type: 'text' })}
              key={fields.slug.key}
              placeholder={generatedSlug || 'made-from-the-title'}
              aria-describedby={[`${fields.slug.id}-hint`, fields.slug.errors ? fields.slug.errorId : ''].filter(Boolean).join(' ')}
              className="field-input font-mono text-sm"
              spellCheck={false}
              autoCapitalize="none"
            />
          </Field>

          <div>
            <div className="mb-1.5 flex items-end justify-between gap-3">
              <label htmlFor={fields.content.id} className="field-label mb-0 text-sm">
                Content
              </label>
              {hydrated ? (
                <div
                  role="tablist"
                  aria-label="Content view"
                  className="inline-flex rounded-lg border border-line bg-surface-muted p-0.5 text-sm"
                >
                  {(['write', 'preview'] as const).map((name) => (
                    <button
                      key={name}
                      type="button"
                      role="tab"
                      id={`content-tab-${name}`}
                      aria-selected={tab === name}
                      aria-controls={`content-panel-${name}`}
                      tabIndex={tab === name ? 0 : -1}
                      onClick={() => setTab(name)}
                      onKeyDown={onTabKey}
                      className={`rounded-md px-3 py-1 font-semibold ${tab === name ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink'}`}
                    >
                      {name === 'write' ? 'Write' : 'Preview'}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
            <div
              id="content-panel-write"
              role={hydrated ? 'tabpanel' : undefined}
              aria-labelledby={hydrated ? 'content-tab-write' : undefined}
              hidden={hydrated && tab !== 'write'}
            >
              <textarea
                {...getTextareaProps(fields.content)}
                key={fields.content.key}
                rows={10}
                className="field-input font-mono text-sm leading-relaxed"
                onInput={(event) => setContent(event.currentTarget.value)}
              />
              <p className="mt-1 text-xs text-ink-muted">
                Markdown: # headings, **bold**, *italic*, [links](https://…), lists. HTML is shown as text.
              </p>
            </div>
            {hydrated ? (
              // A Tab stop of its own (WAI-ARIA tabs): the preview may hold nothing focusable.
              <div id="content-panel-preview" role="tabpanel" tabIndex={0} aria-labelledby="content-tab-preview" hidden={tab !== 'preview'}>
                {tab === 'preview' ? <MarkdownPreview source={content} /> : null}
              </div>
            ) : previewHtml !== undefined && previewHtml !== null ? (
              <div className="mt-3">
                <p className="field-label text-sm">Preview</p>
                <MarkdownPreview html={previewHtml} />
              </div>
            ) : null}
            <div id={fields.content.errorId}>
              {fields.content.errors?.map((error) => (
                <p key={error} className="field-error">
                  {error}
                </p>
              ))}
            </div>
          </div>

          <Field label="Excerpt" field={fields.excerpt}>
            <textarea {...getTextareaProps(fields.excerpt)} key={fields.excerpt.key} rows={3} className="field-input text-sm" />
          </Field>
        </div>

        <div className="space-y-5 lg:rounded-xl lg:border lg:border-line lg:bg-surface-muted/60 lg:p-4">
          <Field
            label="Status"
            field={fields.status}
            hint={
              publishedAt
                ? `Published ${new Date(publishedAt).toUTCString().replace(' GMT', ' UTC')}; saving again keeps this time.`
                : undefined
            }
          >
            <select {...getSelectProps(fields.status)} key={fields.status.key} className="field-input text-sm">
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          </Field>

          <Field
            label="Category"
            field={fields.category_id}
            hint={categoriesFailed ? 'Categories could not be loaded; the post keeps its category.' : undefined}
          >
            <select {...getSelectProps(fields.category_id)} key={fields.category_id.key} className="field-input text-sm">
              <option value="">No category</option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>

          <Field
            label="Image URL"
            field={fields.image_url}
            hint={
              <>
                An https:// address, or an image from the media library (/media/…). Upload new images under{' '}
                <a href="/admin/media" target="_blank" rel="noopener noreferrer" className="font-medium text-accent-strong underline">
                  Media (opens in a new tab)
                </a>
                .
              </>
            }
          >
            <input
              {...getInputProps(fields.image_url, { type: 'text' })}
              key={fields.image_url.key}
              list="media-image-choices"
              inputMode="url"
              className="field-input text-sm"
              spellCheck={false}
              onInput={(event) => setImageUrl(event.currentTarget.value)}
            />
            <datalist id="media-image-choices">
              {imageChoices.map((choice) => (
                <option key={choice.url} value={choice.url}>
                  {choice.name}
                </option>
              ))}
            </datalist>
            {safeImageUrl(imageUrl) ? (
              <img
                src={imageUrl.trim()}
                alt="The post’s image"
                className="mt-2 max-h-32 w-full rounded-lg border border-line bg-surface object-contain"
              />
            ) : null}
            <ImagePicker choices={imageChoices} more={moreImages} current={imageUrl} onPick={pickImage} />
          </Field>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        {/* First submit button in the form: Enter in a text field saves. */}
        <SubmitButton name="intent" value="save" busy={saving} className="btn btn-primary px-5 py-2 text-sm">
          {saving ? (
            'Saving...'
          ) : (
            <>
              <Save aria-hidden className="size-4" />
              Save
            </>
          )}
        </SubmitButton>
        <Link to="/admin/blog" className="btn border border-line bg-surface px-5 py-2 text-sm text-ink hover:bg-surface-muted">
          Cancel
        </Link>
        {hydrated ? null : (
          <button type="submit" name="intent" value="preview" formNoValidate className="btn btn-quiet text-sm">
            <Eye aria-hidden className="size-4" /> Preview content
          </button>
        )}
        <span className="sr-only" aria-live="polite">
          {saving ? 'Saving...' : ''}
        </span>
        <span className="ml-auto text-xs text-ink-muted">{heading === 'New Post' ? 'New posts are drafts until published.' : ''}</span>
      </div>
    </Form>
  )
}
