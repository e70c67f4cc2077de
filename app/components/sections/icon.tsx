import {
  Award,
  Bot,
  BrainCircuit,
  ChartBar,
  ClipboardCheck,
  Cloud,
  Code,
  DatabaseBackup,
  FileCheck,
  Globe,
  Handshake,
  Layers,
  Lightbulb,
  Lock,
  Radar,
  Rocket,
  ScanSearch,
  Server,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Activity,
  AppWindow,
  Bug,
  ChartPie,
  CircleCheck,
  Database,
  Eye,
  FileSearch,
  FileText,
  FlaskConical,
  GitBranch,
  GraduationCap,
  HardDrive,
  Laptop,
  LifeBuoy,
  Link as LinkIcon,
  Map as MapIcon,
  MessageSquareText,
  Network,
  Plug,
  Repeat,
  RotateCcw,
  Scale,
  ScrollText,
  Siren,
  Smartphone,
  TrendingUp,
  TriangleAlert,
  UserCheck,
  Workflow,
  Wrench,
  CloudUpload,
  type LucideIcon,
} from 'lucide-react'

// The icons an editor can pick in the Studio (schemas/objects/options.ts ICONS), mapped
// explicitly so that the bundle holds these and not all of lucide. A unit test keeps the two lists equal.
const icons: Record<string, LucideIcon> = {
  Award,
  Bot,
  BrainCircuit,
  ChartBar,
  ClipboardCheck,
  Cloud,
  Code,
  DatabaseBackup,
  FileCheck,
  Globe,
  Handshake,
  Layers,
  Lightbulb,
  Lock,
  Radar,
  Rocket,
  ScanSearch,
  Server,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  Activity,
  AppWindow,
  Bug,
  ChartPie,
  CircleCheck,
  Database,
  Eye,
  FileSearch,
  FileText,
  FlaskConical,
  GitBranch,
  GraduationCap,
  HardDrive,
  Laptop,
  LifeBuoy,
  Link: LinkIcon,
  Map: MapIcon,
  MessageSquareText,
  Network,
  Plug,
  Repeat,
  RotateCcw,
  Scale,
  ScrollText,
  Siren,
  Smartphone,
  TrendingUp,
  TriangleAlert,
  UserCheck,
  Workflow,
  Wrench,
  CloudUpload,
}

export const knownIconNames = Object.keys(icons)

/** A content icon by name; an unknown name falls back to a neutral one rather than breaking the page. */
export function ContentIcon({ name, className = 'h-6 w-6' }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && icons[name]) || Sparkles
  return <Icon className={className} aria-hidden="true" />
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
