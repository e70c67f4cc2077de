import { LEGAL_PAGES } from '../../app/content/legal-pages'

// Fixed choices offered in the Studio. Pages map these names to real components and classes,
// so an editor can only pick values the site knows how to render.

/** lucide-react icon names (PascalCase, as exported by lucide-react). */
export const ICONS = [
  'ShieldCheck',
  'Cloud',
  'BrainCircuit',
  'Code',
  'ChartBar',
  'FileCheck',
  'Server',
  'Bot',
  'ScanSearch',
  'Radar',
  'DatabaseBackup',
  'Lightbulb',
  'ClipboardCheck',
  'Lock',
  'Handshake',
  'Award',
  'Sparkles',
  'Users',
  'Target',
  'Rocket',
  'Layers',
  'Globe',
  // Feature cards (service pages)
  'Activity',
  'AppWindow',
  'Bug',
  'ChartPie',
  'CircleCheck',
  'Database',
  'Eye',
  'FileSearch',
  'FileText',
  'FlaskConical',
  'GitBranch',
  'GraduationCap',
  'HardDrive',
  'Laptop',
  'LifeBuoy',
  'Link',
  'Map',
  'MessageSquareText',
  'Network',
  'Plug',
  'Repeat',
  'RotateCcw',
  'Scale',
  'ScrollText',
  'Siren',
  'Smartphone',
  'TrendingUp',
  'TriangleAlert',
  'UserCheck',
  'Workflow',
  'Wrench',
  'CloudUpload',
] as const

export const ICON_OPTIONS = ICONS.map((name) => ({ title: name, value: name }))

/**
 * A service's colour: the two gradient stops of its icon tile and card accent, as Tailwind
 * classes (`from-… to-…`) to combine with `bg-linear-to-br` (or `bg-gradient-to-br`). Written
 * out in full here so that Tailwind's scanner generates every one of them.
 */
export const SERVICE_COLORS = [
  { title: 'Sky to blue', value: 'from-sky-500 to-blue-600' },
  { title: 'Cyan to teal', value: 'from-cyan-500 to-teal-600' },
  { title: 'Indigo to violet', value: 'from-indigo-500 to-violet-600' },
  { title: 'Blue to indigo', value: 'from-blue-600 to-indigo-700' },
  { title: 'Emerald to teal', value: 'from-emerald-500 to-teal-600' },
  { title: 'Amber to orange', value: 'from-amber-500 to-orange-600' },
  { title: 'Rose to red', value: 'from-rose-500 to-red-600' },
  { title: 'Fuchsia to purple', value: 'from-fuchsia-500 to-purple-600' },
  { title: 'Slate', value: 'from-slate-600 to-slate-800' },
  { title: 'Teal to cyan', value: 'from-teal-500 to-cyan-700' },
] as const

/**
 * The offer's two lists of services (the specification's two "readings": six services, nine).
 * Editors see the titles, named for what the lists are; the stored values keep the old names.
 */
export const READINGS = [
  { title: 'Main services (the six core practices)', value: 'first' },
  { title: 'Extended list (nine services, specialisms included)', value: 'second' },
] as const

/** The legal pages' kinds, named as the site names them (app/content/legal-pages.ts). */
export const LEGAL_KINDS = Object.entries(LEGAL_PAGES).map(([value, { title }]) => ({ title, value }))

export const LANDING_PAGES = [
  { title: 'Home', value: 'home' },
  { title: 'Services overview', value: 'services' },
  { title: 'Success stories', value: 'success-stories' },
  { title: 'Blog', value: 'blog' },
  { title: 'Team', value: 'team' },
  { title: 'Get started', value: 'get-started' },
] as const

/** The landing pages that render page-builder sections (docs/decisions/240, 250): all of them. */
export const BUILT_FROM_SECTIONS = ['home', 'services', 'success-stories', 'blog', 'team', 'get-started'] as const

/** The landing pages with content of their own (the services grid, …), placed by a “This page’s own content” section. */
export const WITH_OWN_CONTENT = ['services', 'success-stories', 'blog', 'team', 'get-started'] as const
