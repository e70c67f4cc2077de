import { renderMarkdown } from '~/blog/markdown'

// Typography for rendered Markdown, from the theme tokens (no typography plugin is installed).
const markdownClasses = [
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2.5 [&_ul]:my-2.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2.5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-navy-950 [&_pre]:p-3 [&_pre]:text-ink-inverse [&_pre_code]:bg-transparent',
  '[&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-4 [&_hr]:border-line',
  '[&_table]:my-3 [&_td]:border [&_td]:border-line [&_td]:px-2 [&_th]:border [&_th]:border-line [&_th]:px-2',
  '[&>:first-child]:mt-0',
].join(' ')

/** Rendered Markdown (raw HTML escaped, unsafe links dropped by app/blog/markdown.ts). */
export function MarkdownPreview({ source, html, id }: { source?: string; html?: string; id?: string }) {
  const rendered = html ?? renderMarkdown(source ?? '')
  return (
    <div id={id} className="min-h-[15.5rem] rounded-lg border border-line bg-surface px-4 py-3 text-[0.95rem] leading-relaxed">
      {rendered.trim() ? (
        <div className={markdownClasses} dangerouslySetInnerHTML={{ __html: rendered }} />
      ) : (
        <p className="text-ink-muted">Nothing to preview yet.</p>
      )}
    </div>
  )
}
