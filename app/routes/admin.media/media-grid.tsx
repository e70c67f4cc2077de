import ExternalLink from 'lucide-react/icons/external-link'
import { fileTypeLabel, formatBytes, isImageType } from '~/admin/media-rules'
import { deleteFileQuestion } from '~/admin/confirm-messages'
import { originalMediaName } from '~/backend/media-name'
import { DeleteAction } from '~/components/admin/confirm-panel'
import { MediaThumb } from '~/components/admin/media-thumb'
import type { ContentImage } from '~/content/image'
import { CopyUrlButton } from './copy-url-button'

export interface MediaItem {
  name: string
  url: string
  mimetype: string | null
  size: number | null
  /** An image's preview, with its resized copies when it has them. */
  image: ContentImage | null
}

/** Two columns on a phone to five on a wide screen, beside the admin's navigation. */
const TILE_SIZES = '(min-width: 1280px) 12rem, (min-width: 1024px) 16vw, (min-width: 640px) 30vw, 45vw'

/**
 * The files: an image preview or the file's type, the name the file was uploaded with (in full,
 * wrapped; the stored name adds a timestamp), open in a new tab, copy its URL, delete.
 */
export function MediaGrid({
  files,
  csrf,
  returnTo,
  confirmHref,
}: {
  files: MediaItem[]
  csrf: string
  returnTo: string
  confirmHref: (name: string) => string
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Files">
      {files.map((file) => {
        const original = originalMediaName(file.name)
        return (
          <li key={file.name} className="card flex flex-col overflow-hidden">
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex aspect-[4/3] items-center justify-center border-b border-line bg-surface-muted/70"
              tabIndex={-1}
              aria-hidden
            >
              {file.image && isImageType(file.mimetype) ? (
                <MediaThumb image={file.image} sizes={TILE_SIZES} />
              ) : (
                <span className="rounded-md bg-navy-800 px-3 py-1.5 text-sm font-bold tracking-wide text-ink-inverse">
                  {fileTypeLabel(file.mimetype, file.name)}
                </span>
              )}
            </a>
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="text-sm font-medium wrap-anywhere text-ink" title={`Stored as ${file.name}`}>
                {original}
              </p>
              <p className="text-xs text-ink-muted">
                {fileTypeLabel(file.mimetype, file.name)}
                {file.size !== null ? ` · ${formatBytes(file.size)}` : ''}
              </p>
              <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1">
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
                  aria-label={`Open ${original} in a new tab`}
                >
                  <ExternalLink aria-hidden className="size-4" /> Open
                </a>
                <CopyUrlButton url={file.url} label={`Copy the URL of ${original}`} />
                <DeleteAction
                  confirmHref={confirmHref(file.name)}
                  message={deleteFileQuestion(original)}
                  accessibleLabel={`Delete ${original}`}
                  fields={{ intent: 'delete', name: file.name, csrf, returnTo }}
                />
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
