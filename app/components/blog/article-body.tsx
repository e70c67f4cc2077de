import { PortableText } from '~/components/portable-text'

// The body of a post at a reading width (about 68 characters a line): sample posts as Portable
// Text, admin posts as HTML that markdown.ts rendered safely (raw HTML escaped, unsafe links dropped).

type Blocks = Parameters<typeof PortableText>[0]['value']

/** The same rhythm for Markdown's plain elements as the Portable Text components give theirs. */
const MARKDOWN = [
  '[&>*:first-child]:mt-0 [&_p]:mt-5 [&_p]:leading-relaxed',
  '[&_h1]:mt-12 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-accent',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-accent-soft/50 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-navy-950 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-ink-inverse [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-10 [&_hr]:border-line',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_td]:border-b [&_td]:border-line [&_td]:py-2',
].join(' ')

const WIDTH = 'max-w-[68ch] text-[1.0625rem] text-ink sm:text-lg'

export function SampleBody({ body }: { body: Blocks }) {
  return <PortableText value={body} className={WIDTH} />
}

export function MarkdownBody({ html }: { html: string }) {
  // The HTML comes from renderMarkdown (html: false): safe to insert.
  return <div className={`${WIDTH} ${MARKDOWN} break-words`} dangerouslySetInnerHTML={{ __html: html }} />
}
