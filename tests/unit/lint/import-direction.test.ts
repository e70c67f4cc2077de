import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layering in docs/architecture.md is enforced by eslint.config.js; these cases prove the rule bites.
const eslint = new ESLint()

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe('import direction', () => {
  it('refuses an import from app/backend into app/utils', async () => {
    const errors = await layerErrors('app/backend/example.server.ts', "import { csvRow } from '~/utils/csv'\nexport const x = csvRow\n")
    expect(errors).toEqual([expect.stringContaining('app/backend takes its configuration as arguments')])
  })

  it('refuses a feature module importing a component, and a component importing a route', async () => {
    expect(
      await layerErrors('app/blog/example.ts', "import { CsrfInput } from '~/components/form-controls'\nexport const x = CsrfInput\n"),
    ).toHaveLength(1)
    expect(
      await layerErrors('app/components/example.ts', "import { loader } from '~/routes/admin'\nexport const x = loader\n"),
    ).toHaveLength(1)
  })

  it('lets the page builder render PortableText, and no other component', async () => {
    expect(
      await layerErrors(
        'app/page-builder/example.server.ts',
        "import { PortableText } from '~/components/portable-text'\nexport const x = PortableText\n",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'app/page-builder/example.server.ts',
        "import { SiteLink } from '~/components/site-link'\nexport const x = SiteLink\n",
      ),
    ).toEqual([expect.stringContaining('Feature modules do not import UI or routes')])
    expect(
      await layerErrors('app/page-builder/example.server.ts', "import { loader } from '~/routes/admin'\nexport const x = loader\n"),
    ).toHaveLength(1)
  })

  it('refuses an import from the server into a route, a component or any app module', async () => {
    expect(await layerErrors('app/routes/example.tsx', "import { refuse } from '../../server/refusal'\nexport const x = refuse\n")).toEqual(
      [expect.stringContaining('The app does not import the server')],
    )
    expect(
      await layerErrors(
        'app/components/example.tsx',
        "import { routePath } from '../../server/request-path'\nexport const x = routePath\n",
      ),
    ).toHaveLength(1)
    expect(
      await layerErrors(
        'app/site/example.ts',
        "import { pageCacheConfig } from '../../server/page-cache/config'\nexport const x = pageCacheConfig\n",
      ),
    ).toHaveLength(1)
  })

  it('refuses the server importing a route or a component', async () => {
    expect(await layerErrors('server/example.ts', "import { loader } from '~/routes/admin'\nexport const x = loader\n")).toEqual([
      expect.stringContaining('not routes or components'),
    ])
  })

  it('lets imports point down', async () => {
    expect(
      await layerErrors('server/example.ts', "import { isAdminPath } from '~/site/staff-area'\nexport const x = isAdminPath\n"),
    ).toEqual([])
    expect(await layerErrors('app/routes/example.tsx', "import { csvRow } from '~/utils/csv'\nexport const x = csvRow\n")).toEqual([])
    expect(
      await layerErrors('app/blog/example.ts', "import { getBackend } from '~/backend/index.server'\nexport const x = getBackend\n"),
    ).toEqual([])
  })
})
