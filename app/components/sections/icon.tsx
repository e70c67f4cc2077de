import spriteUrl from './content-icons.svg?url&no-inline'

// Content icons come from one cached SVG sprite (content-icons.svg, made from lucide's drawings
// by scripts/content-icon-sprite.js), not as JavaScript: the icons an editor may pick would
// otherwise weigh on every page that shows one. The names are the Studio's list (the schema
// allows no other), so the list itself is not shipped to the browser either.

const symbolId = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** A content icon by name; without one, a neutral one. */
export function ContentIcon({ name, className = 'h-6 w-6' }: { name: string | null | undefined; className?: string }) {
  const known = name || 'Sparkles'
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide ${className}`}
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${symbolId(known)}`} />
    </svg>
  )
}

/** A rounded tile in the service's own gradient (`color` is a `from-… to-…` pair from the dataset). */
export function IconTile({ name, color, size = 'md' }: { name: string | null | undefined; color?: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-14 w-14 rounded-2xl' : 'h-12 w-12 rounded-xl'
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center bg-linear-to-br text-white shadow-sm ${box} ${color ?? 'from-sky-500 to-blue-600'}`}
    >
      <ContentIcon name={name} className={size === 'lg' ? 'h-7 w-7' : 'h-6 w-6'} />
    </span>
  )
}
