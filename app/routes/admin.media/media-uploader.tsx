import { Form, useRevalidator } from '@remix-run/react'
import CircleAlert from 'lucide-react/icons/circle-alert'
import Loader2 from 'lucide-react/icons/loader-2'
import UploadCloud from 'lucide-react/icons/upload-cloud'
import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { toast } from '~/components/toasts'
import { acceptAttribute, allowedTypesText, formatBytes, mediaFileProblem } from '~/admin/media-rules'
import { CsrfInput } from '~/components/form-controls'

const UPLOAD_URL = '/admin/media/upload'

type Reply = { ok: boolean; message: string; detail?: string; status?: number }

/** POSTs one file with XMLHttpRequest, which (unlike fetch) reports upload progress. */
function sendFile(file: File, csrf: string, onProgress: (fraction: number) => void): Promise<Reply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_URL)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-CSRF-Token', csrf)
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    // Sent: the server is now checking and storing it.
    xhr.upload.onload = () => onProgress(1)
    xhr.onload = () => {
      try {
        resolve({ ...(JSON.parse(xhr.responseText) as Reply), status: xhr.status })
      } catch {
        resolve({ ok: false, message: 'Failed to upload file' })
      }
    }
    xhr.onerror = () => resolve({ ok: false, message: 'Failed to upload file', detail: 'The connection failed.' })
    const body = new FormData()
    body.set('csrf', csrf)
    body.set('file', file)
    xhr.send(body)
  })
}

/**
 * Upload File: a button and a drop zone; each file is checked here (type, size) and then on the
 * server, with a progress bar while it travels. Without JavaScript: a plain file form.
 */
export function MediaUploader({ csrf, maxBytes, serverProblem }: { csrf: string; maxBytes: number; serverProblem?: string }) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [current, setCurrent] = useState<{ name: string; percent: number } | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const busy = current !== null
  const shownProblems = problems.length ? problems : serverProblem ? [serverProblem] : []

  async function uploadAll(files: File[]) {
    if (busy || !files.length) return
    const found: string[] = []
    let uploaded = 0
    let refusedToken = false
    for (const file of files) {
      const problem = mediaFileProblem(file, { maxBytes })
      if (problem) {
        found.push(problem)
        toast.error('Failed to upload file')
        continue
      }
      setCurrent({ name: file.name, percent: 0 })
      const reply = await sendFile(file, csrf, (fraction) => setCurrent({ name: file.name, percent: Math.round(fraction * 100) }))
      if (reply.ok) {
        uploaded++
        toast.success(reply.message)
      } else {
        if (reply.status === 403) refusedToken = true
        toast.error(reply.message)
        found.push(reply.detail ? reply.detail : `“${file.name}”: ${reply.message}.`)
      }
    }
    setCurrent(null)
    setProblems(found)
    if (input.current) input.current.value = ''
    // A refused token (a sign-in in another tab since the page loaded) is replaced by the session's
    // own when the loaders run again, so the next try goes through.
    if (uploaded || refusedToken) revalidator.revalidate()
  }

  const hint = `${allowedTypesText()}; up to ${formatBytes(maxBytes)} each.`
  return (
    <Form method="post" encType="multipart/form-data" onSubmit={(event) => hydrated && event.preventDefault()}>
      <CsrfInput token={csrf} />
      <div
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void uploadAll(Array.from(event.dataTransfer.files))
        }}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors sm:flex-row sm:text-left ${
          dragging ? 'border-accent bg-accent-soft' : 'border-line bg-surface'
        }`}
      >
        <UploadCloud aria-hidden className="size-8 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {hydrated ? (
              <>
                {/* Dragging needs a mouse and a desktop: phones and touch screens are told to choose files. */}
                <span className="hidden pointer-fine:sm:inline">Drag and drop files here, or use Upload File</span>
                <span className="pointer-fine:sm:hidden">Choose files to upload</span>
              </>
            ) : (
              'Choose a file, then Upload File'
            )}
          </p>
          <p id="upload-hint" className="text-sm text-ink-muted">
            {hint}
          </p>
        </div>
        <input
          ref={input}
          id="media-file"
          name="file"
          type="file"
          multiple={hydrated}
          accept={acceptAttribute()}
          aria-describedby="upload-hint"
          className={hydrated ? 'peer sr-only' : 'block max-w-full text-sm'}
          // Not `disabled` while busy: that would drop focus to the page's body (WCAG 2.4.3). A press
          // during an upload does not open the picker.
          aria-disabled={busy || undefined}
          onClick={(event) => busy && event.preventDefault()}
          onChange={(event) => hydrated && void uploadAll(Array.from(event.currentTarget.files ?? []))}
        />
        {hydrated ? (
          <label
            htmlFor="media-file"
            aria-disabled={busy || undefined}
            className={`btn btn-primary cursor-pointer px-4 py-2 text-sm focus-ring-peer ${busy ? 'pointer-events-none opacity-70' : ''}`}
          >
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            Upload File
          </label>
        ) : (
          <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
            Upload File
          </button>
        )}
      </div>
      {/* In the page before anything is said in it: a region that appears with its words is often
          not read. The percentage is the progress bar's, not read out at every step. */}
      <p aria-live="polite" className="sr-only">
        {current ? `Uploading ${current.name}` : ''}
      </p>
      {current ? (
        <div className="mt-3">
          <div className="mb-1 flex justify-between text-sm">
            <span className="truncate">Uploading {current.name}</span>
            <span className="tabular-nums text-ink-muted">{current.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${current.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={current.percent}
            className="h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-accent transition-[width] duration-150" style={{ width: `${current.percent}%` }} />
          </div>
        </div>
      ) : null}
      {shownProblems.length ? (
        <div role="alert" className="mt-3 space-y-1">
          {shownProblems.map((problem) => (
            <p key={problem} className="field-error mt-0">
              <CircleAlert aria-hidden className="size-4 shrink-0" />
              {problem}
            </p>
          ))}
        </div>
      ) : null}
    </Form>
  )
}
