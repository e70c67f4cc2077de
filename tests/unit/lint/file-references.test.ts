import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Docs and comments name only files that exist (issue 52). Every path a doc (docs/**/*.md,
// README.md) or a source file's comment names under one of the repository's top-level folders or
// files must be there; a Markdown link must reach its target from the doc's own folder.
const root = path.resolve(import.meta.dirname, '../../..')

/** The top-level folders and files a reference starts with. */
const FOLDERS = ['app', 'server', 'scripts', 'bench', 'tests', 'docs', 'schemas', 'studio', 'supabase', 'varnish', 'content', 'public']
const FILES = [
  'server.js',
  'vite.config.ts',
  'remix.config.ts',
  'tsconfig.json',
  'eslint.config.js',
  'knip.json',
  'package.json',
  'package-lock.json',
  'playwright.config.ts',
  'vitest.real-db.config.ts',
  'vitest.reliability.config.ts',
  'README.md',
]
/** Folders whose source files' comments are read, and the top-level source files. */
const SOURCE_FOLDERS = ['app', 'server', 'scripts', 'bench', 'tests', 'schemas', 'studio']
const SOURCE = /\.(ts|tsx|js|mjs)$/
/** Never read: installed packages, build output, and the Sanity types typegen writes. */
const SKIPPED = new Set(['node_modules', 'build', 'dist', '.sanity', '.cache', 'app/content/sanity.types.ts'])

/** Where a reference was found and what it names, relative to the root. */
type Reference = { file: string; line: number; target: string }

/**
 * Paths that may be named though they are not in the repository, each with why (`file`: only
 * there). Keep it short: a reference to a moved file is fixed, not listed here.
 */
const EXEMPT: Array<{ target: string; file?: string; reason: string }> = [
  { target: 'studio/schema.json', reason: 'written by `npm run typegen` (scripts/extract-schema.js); git ignores it' },
  {
    file: 'docs/decisions/255-typed-server.md',
    target: 'server/config.js',
    reason: "the record's context names the file it deleted; 255 is rewritten with the server's change (issue 52)",
  },
]
const exempt = ({ file, target }: Reference) => EXEMPT.some((e) => e.target === target && (e.file === undefined || e.file === file))

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/**
 * A repository path: a top-level folder and more of a path (letters, digits, `_ . - $ @ + [ ]`, and
 * the placeholders `*`, `<…>`, `{…}`), or one of the top-level files; not part of a longer path or
 * address (`node_modules/x/app/y.js`, `https://…/docs/x.md`, `~/app`).
 */
const REFERENCE = new RegExp(
  `(?<![\\w./@~$-])(?:(?:${FOLDERS.join('|')})/[\\w.\\-$@+*<>{},\\[\\]/]*|(?:${FILES.map(escape).join('|')})(?![\\w.-]))`,
  'g',
)
/** A Markdown link or image: `[text](target)`, the target read from the doc's own folder. */
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (SKIPPED.has(entry.name) || SKIPPED.has(rel) || entry.name.startsWith('.')) continue
    if (entry.isDirectory()) walk(rel, keep, found)
    else if (keep(rel)) found.push(rel)
  }
  return found
}

/** Each comment of a source file, with its offset: the trivia before each of its tokens, as TypeScript reads them. */
function comments(file: string, text: string): Array<{ pos: number; text: string }> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const tokens: ts.Node[] = []
  const visit = (node: ts.Node) => {
    // A JSDoc comment is read as the trivia of the token after it, not through its own nodes.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return
    const children = node.getChildren(source)
    if (children.length === 0) tokens.push(node)
    for (const child of children) visit(child)
  }
  visit(source)
  // JSX text is no token's trivia: a `//` in it is text on the page.
  const jsxText = new Set(tokens.filter((token) => token.kind === ts.SyntaxKind.JsxText).map((token) => token.pos))
  const found = new Map<number, string>()
  for (const token of tokens) {
    if (jsxText.has(token.pos)) continue
    // A comment on the line of the token before is that token's trailing trivia; the rest lead to this one.
    const ranges = [...(ts.getTrailingCommentRanges(text, token.pos) ?? []), ...(ts.getLeadingCommentRanges(text, token.pos) ?? [])]
    for (const range of ranges) found.set(range.pos, text.slice(range.pos, range.end))
  }
  return [...found].map(([pos, comment]) => ({ pos, text: comment }))
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length

/** A path as written, without the sentence's punctuation after it or a `#section` / `:line`. */
function clean(token: string): string {
  return token
    .replace(/#.*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.,;:)\]}'"`]+$/, '')
}

/** Globs and placeholders name no one file. */
const isPattern = (target: string) => /[*<>{}]|\.\.\.|…|NNN/.test(target)

function referencesIn(file: string, text: string, offset = 0, whole = text): Reference[] {
  const found: Reference[] = []
  for (const match of text.matchAll(REFERENCE)) {
    const target = clean(match[0])
    // A path has an extension or ends with a slash: a bare `app/backend` may be a folder or a module.
    if (isPattern(target) || !/\/$|\.[\w]+$/.test(target)) continue
    found.push({ file, line: lineAt(whole, offset + match.index), target })
  }
  return found
}

/** The references of a doc: its links from its own folder, and every repository path it names. */
function docReferences(file: string): Reference[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const found: Reference[] = []
  const folder = path.posix.dirname(file)
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const href = match[1].replace(/[#?].*$/, '')
    if (!href || /^[a-z][a-z+.-]*:/i.test(href) || isPattern(href)) continue
    found.push({ file, line: lineAt(text, match.index), target: path.posix.normalize(path.posix.join(folder, decodeURI(href))) })
  }
  // The links' targets were read above; the rest of the text names paths from the root.
  const withoutLinks = text.replace(MARKDOWN_LINK, (link) => ' '.repeat(link.length))
  return [...found, ...referencesIn(file, withoutLinks)]
}

function sourceReferences(file: string): Reference[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  return comments(file, text).flatMap((comment) => referencesIn(file, comment.text, comment.pos, text))
}

function exists(target: string): boolean {
  const full = path.join(root, target)
  if (!full.startsWith(root + path.sep)) return false
  if (target.endsWith('/')) return fs.existsSync(full) && fs.statSync(full).isDirectory()
  return fs.existsSync(full)
}

/** A superseded decision record is history: the files it names may have gone with what it decided. */
const isSuperseded = (file: string) =>
  file.startsWith('docs/decisions/') && /^Status: Superseded\b/m.test(fs.readFileSync(path.join(root, file), 'utf8'))
const docs = [...walk('docs', (file) => file.endsWith('.md') && !isSuperseded(file)), 'README.md']
const sources = [
  ...SOURCE_FOLDERS.flatMap((folder) => walk(folder, (file) => SOURCE.test(file))),
  ...fs.readdirSync(root).filter((name) => SOURCE.test(name)),
]

describe('file references', () => {
  it('reads the docs and the source files', () => {
    expect(docs.length).toBeGreaterThan(50)
    expect(sources.length).toBeGreaterThan(500)
    expect(sources).not.toContain('app/content/sanity.types.ts')
  })

  it('finds a reference in a comment, and none in code or JSX text', () => {
    const text = [
      '// See app/nowhere.ts, and the folder server/page-cache/.',
      "const path = 'app/in-a-string.ts'",
      '/* the old name: docs/decisions/999-gone.md */',
      'export const x = <p>// app/page-text.ts {/* scripts/in-jsx.js */}</p>',
    ].join('\n')
    const found = comments('example.tsx', text).flatMap((c) => referencesIn('example.tsx', c.text, c.pos, text))
    expect(found.map((r) => `${r.line} ${r.target}`)).toEqual([
      '1 app/nowhere.ts',
      '1 server/page-cache/',
      '3 docs/decisions/999-gone.md',
      '4 scripts/in-jsx.js',
    ])
  })

  it('skips globs, placeholders and paths inside other paths or addresses', () => {
    const text =
      'app/routes/*.tsx, docs/decisions/<NNN>.md, ~/app/x.ts, https://example.org/docs/x.md, node_modules/a/server.js, `app/utils/csv.ts`.'
    expect(referencesIn('x.md', text).map((r) => r.target)).toEqual(['app/utils/csv.ts'])
  })

  const references = [...docs.flatMap(docReferences), ...sources.flatMap(sourceReferences)]

  it('names only files that exist', () => {
    const missing = references
      .filter((reference) => !exists(reference.target) && !exempt(reference))
      .map(({ file, line, target }) => `${file}:${line}: ${target}`)
    expect(missing, `Missing files named (file:line: path):\n${missing.join('\n')}`).toEqual([])
  })

  it('keeps no exemption that is not needed', () => {
    const stale = EXEMPT.filter((e) => !references.some((r) => exempt(r) && r.target === e.target)).map((e) => e.target)
    expect(stale, 'Exemptions nothing names any more: remove them').toEqual([])
  })
})
