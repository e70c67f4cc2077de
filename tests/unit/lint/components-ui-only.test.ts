import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// app/components holds UI only (docs/architecture.md): eslint.config.js refuses any *.server.*
// module there. These cases prove the rule bites on a planted file, and only there.
const eslint = new ESLint()
const CODE = 'export const planted = 1\n'

async function ruleErrors(filePath: string) {
  const [result] = await eslint.lintText(CODE, { filePath })
  return result.messages.filter((m) => m.ruleId === 'local/no-server-module').map((m) => m.message)
}

describe('app/components holds no server module', () => {
  it('refuses a *.server.* file under app/components, at any depth', async () => {
    expect(await ruleErrors('app/components/x/planted.server.ts')).toEqual([expect.stringContaining('app/components holds UI only')])
    expect(await ruleErrors('app/components/planted.server.tsx')).toHaveLength(1)
  })

  it('lets a server module live in a feature module, and a component in app/components', async () => {
    expect(await ruleErrors('app/page-builder/planted.server.ts')).toEqual([])
    expect(await ruleErrors('app/components/x/planted.ts')).toEqual([])
  })
})
