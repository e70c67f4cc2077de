// Lint: TypeScript's recommended rules, React hooks, and the layering of app/ (docs/architecture.md).
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = [
  'admin',
  'analytics',
  'auth',
  'blog',
  'chat',
  'enquiry',
  'launch',
  'http-cache',
  'page-builder',
  'preview',
  'seo',
  'services',
  'site',
].map((name) => `./app/${name}`)
const above = (...layers) => layers.flat()
const ui = ['./app/routes', './app/components', './app/root.tsx', './app/entry.server.tsx', './app/server-seam.server.ts']

// Imports point down only: server → routes → components → feature modules → utils → config →
// content/backend → observability (the counters every layer bumps).
const layers = [
  {
    target: './app/observability',
    from: './app',
    except: ['./observability'],
    message: 'app/observability is counted into by every layer and imports none of them.',
  },
  {
    target: './app/backend',
    from: './app',
    except: ['./backend', './observability'],
    message: 'app/backend takes its configuration as arguments.',
  },
  {
    target: './app/content',
    from: './app',
    except: ['./content', './observability'],
    message: 'app/content takes its configuration as arguments.',
  },
  { target: './app/config', from: above(ui, features, './app/utils'), message: 'app/config sits below everything but the ports.' },
  { target: './app/utils', from: above(ui, features), message: 'app/utils holds infrastructure helpers only.' },
  ...features.map((target) => ({
    target,
    from: target === './app/page-builder' ? ui.filter((layer) => layer !== './app/components') : ui,
    message: 'Feature modules do not import UI or routes.',
  })),
  // The one exception: the page builder renders rich-text sections to HTML on the server with the
  // site's own PortableText (app/page-builder/rich-text-html.server.ts, docs/decisions/100), so
  // that no page ships a Portable Text renderer. Nothing else of app/components.
  {
    target: './app/page-builder',
    from: './app/components',
    except: ['./portable-text.tsx'],
    message: 'Feature modules do not import UI or routes (the page builder renders rich text with PortableText alone).',
  },
  { target: './app/components', from: './app/routes', message: 'Components do not import routes.' },
  // The server (server.js, server/) wraps the app and may import its modules; never the other way.
  { target: './app', from: ['./server', './server.js'], message: 'The app does not import the server: the server imports the app.' },
  // The build's entry (app/entry.server.tsx) is the server's one seam into the app's build.
  {
    target: './server',
    from: ['./app/routes', './app/components', './app/root.tsx'],
    message: 'The server imports feature and config modules, not routes or components.',
  },
]

// app/components holds UI only (docs/architecture.md): a server module there belongs to a feature
// module. The rule reports any file it is given; the config block below gives it those files.
const local = {
  rules: {
    'no-server-module': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        Program: (node) =>
          context.report({
            node,
            message: 'app/components holds UI only: move this *.server.* module to a feature module (docs/architecture.md).',
          }),
      }),
    },
  },
}

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'studio/dist/', 'studio/.sanity/', 'app/content/sanity.types.ts', 'test-results/', '.data*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      // Control characters in patterns are deliberate: they are what those patterns strip.
      'no-control-regex': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['app/**/*.tsx', 'app/**/use-*.ts'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['app/components/**/*.server.*'], plugins: { local }, rules: { 'local/no-server-module': 'error' } },
  { files: ['tests/**', 'bench/**', 'scripts/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
)
