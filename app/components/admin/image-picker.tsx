import { useLocation } from '@remix-run/react'
import Check from 'lucide-react/icons/check'
import ImageIcon from 'lucide-react/icons/image'
import ImageOff from 'lucide-react/icons/image-off'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { ImageChoice } from '~/admin/image-choices.server'
import { Dialog } from './dialog'
import { MediaThumb } from './media-thumb'
import { useMoreImages } from './use-more-images'

export type { ImageChoice }

const tile = 'group relative flex flex-col overflow-hidden rounded-lg border border-line bg-surface text-left hover:border-accent'

function Thumb({ choice }: { choice: ImageChoice }) {
  return (
    <>
      <span className="flex aspect-[4/3] items-center justify-center bg-surface-muted/70 p-1.5">
        <MediaThumb image={choice.image} sizes="(min-width: 640px) 10rem, 45vw" />
      </span>
      <span className="border-t border-line px-2 py-1 text-xs wrap-anywhere text-ink">{choice.name}</span>
    </>
  )
}

/**
 * Picks the post's image from the media library without leaving the form. With JavaScript: a
 * dialog of previews; a click fills the Image URL field. Without JavaScript: the same previews as
 * radio buttons (`image_choice`) in a disclosure inside the form; the server uses a chosen one in
 * place of the typed URL.
 */
export function ImagePicker({
  choices: firstPage,
  more,
  current,
  onPick,
}: {
  choices: ImageChoice[]
  /** The library has older files than the first page's. */
  more: boolean
  current: string
  onPick: (url: string) => void
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const older = useMoreImages(firstPage.length, more)
  const choices = [...firstPage, ...older.choices]
  const empty = (
    <p className="text-sm text-ink-muted">
      No images in the media library yet. Upload them under{' '}
      <a href="/admin/media" target="_blank" rel="noopener noreferrer" className="font-medium text-accent-strong underline">
        Media (opens in a new tab)
      </a>
      .
    </p>
  )

  if (!hydrated) {
    return (
      <details className="mt-2 rounded-lg border border-line bg-surface">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-accent-strong">Choose from the media library</summary>
        <div className="border-t border-line p-3">
          {more ? (
            <p className="mb-3 text-sm text-ink-muted">The newest images. For an older one, copy its address from Media into Image URL.</p>
          ) : null}
          {choices.length ? (
            <fieldset>
              <legend className="sr-only">Images in the media library</legend>
              <div className="grid grid-cols-2 gap-2">
                <label className={`${tile} has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent`}>
                  <input type="radio" name="image_choice" value="" defaultChecked className="sr-only" />
                  <span className="flex aspect-[4/3] flex-col items-center justify-center gap-1 text-center text-xs text-ink-muted">
                    <ImageOff aria-hidden className="size-5" /> Keep the URL above
                  </span>
                </label>
                {choices.map((choice) => (
                  <label
                    key={choice.url}
                    className={`${tile} has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent`}
                  >
                    <input type="radio" name="image_choice" value={choice.url} className="sr-only" />
                    <Thumb choice={choice} />
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            empty
          )}
        </div>
      </details>
    )
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="btn mt-2 border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:bg-surface-muted"
      >
        <ImageIcon aria-hidden className="size-4" /> Choose from library
      </button>
      {open ? (
        <Dialog title="Choose an image" closeHref={location.pathname + location.search} onClose={() => setOpen(false)}>
          {choices.length ? <p className="mb-3 text-sm text-ink-muted">Newest first.</p> : null}
          {choices.length ? (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Images in the media library">
              {choices.map((choice, index) => {
                const selected = choice.url === current
                return (
                  <li key={choice.url}>
                    <button
                      ref={index === older.firstNew ? older.focusFirstNew : undefined}
                      type="button"
                      aria-pressed={selected}
                      aria-label={`Use ${choice.name}`}
                      className={`${tile} w-full ${selected ? 'border-accent ring-2 ring-accent' : ''}`}
                      onClick={() => {
                        onPick(choice.url)
                        setOpen(false)
                      }}
                    >
                      <Thumb choice={choice} />
                      {selected ? (
                        <Check aria-hidden className="absolute top-1.5 right-1.5 size-5 rounded-full bg-accent p-0.5 text-white" />
                      ) : null}
                    </button>
                  </li>
                )
              })}
            </ul>
          ) : older.hasNextPage ? (
            <p className="text-sm text-ink-muted">No images among the library’s newest files.</p>
          ) : (
            empty
          )}
          {older.error ? (
            <p role="alert" className="field-error mt-3">
              {older.error}
            </p>
          ) : null}
          {older.hasNextPage ? (
            // aria-disabled, not disabled: focus stays on the button while the images load.
            <button
              type="button"
              onClick={() => void (older.loading || older.load())}
              aria-disabled={older.loading}
              className="btn mt-3 border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:bg-surface-muted"
            >
              {older.loading ? 'Loading images…' : 'More images'}
            </button>
          ) : null}
        </Dialog>
      ) : null}
    </>
  )
}
