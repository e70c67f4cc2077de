import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

type IconData = { name: string; node: [string, Record<string, string>][] }
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string; children?: ReactNode }

const labels = (prop: string) => prop.startsWith('aria-') || prop === 'role' || prop === 'title'

/**
 * lucide-react's `createLucideIcon`, cut to the props the site uses (size, color, strokeWidth,
 * className, aria and other SVG attributes): the build points every icon file at it
 * (scripts/vite-lucide-imports.js). lucide's own runs a context, alias classes, absolute stroke
 * widths and ten helpers, about 1 KB of gzip on every page. The markup is lucide's, attribute for
 * attribute (tests/unit/perf/lucide-icon.test.tsx).
 */
export default function createLucideIcon({ name, node }: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    // Decorative unless labelled, as lucide decides.
    const labelled = Boolean(children) || Object.keys(rest).some((prop) => labels(prop) && rest[prop as keyof typeof rest] != null)
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${name}`, ...(className?.split(' ') ?? [])].filter(Boolean).join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    )
  })
}
