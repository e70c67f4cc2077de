import { stegaFree } from '~/seo/stega-clean'
// Brand marks drawn inline: lucide keeps no brand icons. (Drawn here rather than by a component of
// their own: every page carries the footer, and the home page's JavaScript budget is tight.)
const paths: Record<string, string> = {
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57l11.1 14.47Z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.97c0-1.19-.02-2.71-1.65-2.71-1.65 0-1.9 1.29-1.9 2.62V21h-4V9.75Z',
  github:
    'M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.56-1.11-4.56-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.64 0 0 .84-.27 2.75 1.02a9.58 9.58 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.37.2 2.39.1 2.64.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z',
}

type Link = { platform: string | null; label: string | null; url: string | null }

/**
 * The items of a list of icon links to social profiles (the footer's company links, a team
 * member's), opening in a new tab; links without a URL or a platform are left out. The list, its
 * label and the links' look are the caller's, so that each look stays in the chunk of its page.
 */
export function SocialLinkItems({ links, linkClassName }: { links: Link[]; linkClassName: string }) {
  return links.map((link) =>
    link.url && link.platform ? (
      <li key={link.url}>
        <a
          href={link.url}
          rel="noopener noreferrer"
          target="_blank"
          aria-label={stegaFree(link.label ?? link.platform)}
          className={linkClassName}
        >
          {paths[link.platform] ? (
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
              <path d={paths[link.platform]} />
            </svg>
          ) : null}
        </a>
      </li>
    ) : null,
  )
}
