import Check from 'lucide-react/icons/check'
import Copy from 'lucide-react/icons/copy'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

/** The file's absolute address, from the port's URL (relative `/media/...` on the embedded backend). */
function absoluteUrl(url: string, origin: string) {
  return new URL(url, origin).href
}

/**
 * Copy URL: puts the file's full address on the clipboard, for pasting into a post or elsewhere.
 * It needs JavaScript, so it is not rendered without it (the Open link beside it still shows the
 * address).
 */
export function CopyUrlButton({ url, label }: { url: string; label: string }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 2000)
    return () => clearTimeout(timer)
  }, [state])
  if (!hydrated) return null
  const said = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''
  // The outcome is said by a status beside the button, once: the button's own text turning back
  // to "Copy URL" is not news.
  return (
    <>
      <button
        type="button"
        aria-label={label}
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(absoluteUrl(url, window.location.origin))
            setState('copied')
          } catch {
            setState('failed')
          }
        }}
      >
        {state === 'copied' ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {said || 'Copy URL'}
      </button>
      <span role="status" className="sr-only">
        {said}
      </span>
    </>
  )
}
