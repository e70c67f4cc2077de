// testssl.sh (Debian's package) against the TLS front, limited to the checks that judge its setup:
// protocols, cipher categories, forward secrecy, server defaults, HTTP headers and the known
// vulnerabilities (about a minute; the full scan takes several). Its JSON findings are read by
// severity.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const SERIOUS = new Set(['MEDIUM', 'HIGH', 'CRITICAL'])
// A self-signed certificate's own findings: no CA vouches for it, so no chain of trust and no
// revocation service. A certificate from a CA (Let's Encrypt, …) has both; the setup is judged
// on everything else.
const CERTIFICATE_TRUST = new Set(['cert_chain_of_trust', 'cert_revocation'])

interface Finding {
  id: string
  severity: string
  finding: string
}

/** Findings of MEDIUM or worse but the certificate's trust; `pathname` is the page the header and BREACH checks read. */
export async function testssl(hostName: string, port: number, pathname = '/') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arclight-testssl-'))
  const json = path.join(dir, 'findings.json')
  try {
    const groups = ['--protocols', '--std', '--fs', '--server-defaults', '--headers', '--vulnerable']
    const options = ['--quiet', '--color', '0', '--warnings', 'off', '--nodns', 'none', '--ip', '127.0.0.1', '--jsonfile', json]
    // Exit codes count findings; the JSON file is the answer.
    await promisify(execFile)('testssl', [...options, ...groups, `${hostName}:${port}${pathname}`], { maxBuffer: 16 * 1024 * 1024 }).catch(
      () => {},
    )
    const findings = JSON.parse(fs.readFileSync(json, 'utf8')) as Finding[]
    const serious = findings
      .filter((finding) => SERIOUS.has(finding.severity) && !CERTIFICATE_TRUST.has(finding.id))
      .map(({ id, severity, finding }) => `${severity} ${id}: ${finding}`)
    return { checked: findings.length, serious }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
