import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/browser-path.js'
import { serverLogFile } from './tests/e2e/server-log'

// Each run serves the app on its own port and a fresh data directory, so runs never share state.
const port = Number(process.env.E2E_PORT || 3100)
const dataDir = `.data-e2e-${port}`
// The server's stdout and stderr, also kept in a file: tests/e2e/log-hygiene.ts searches it for secrets.
const logFile = serverLogFile(port)
const analyticsPort = port + 1000 // tests/e2e/analytics-stub.mjs
const useDev = process.env.E2E_SERVER === 'dev'
const launchOptions = {
  executablePath: findChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  globalTeardown: './tests/e2e/log-hygiene.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } }],
  webServer: [
    {
      // stdout to the log file; stderr to the file and on to Playwright (shown as before).
      command: `rm -rf ${dataDir} ${logFile} && node server.js${useDev ? ' --dev' : ''} 2>&1 >>${logFile} | tee -a ${logFile} >&2`,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: useDev ? 'development' : 'production',
        SKIP_DOTENV: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: 'https://www.example.com',
        SESSION_SECRET: 'e2e-session-secret-not-for-production',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Admin#Passw0rd',
        // A signed-up user who is not an admin (embedded backend only), for the non-admin sign-in test.
        TEST_USER_EMAIL: 'member@example.com',
        TEST_USER_PASSWORD: 'Member#Passw0rd',
        ADMIN_INACTIVITY_MS: process.env.E2E_INACTIVITY_MS || '1800000',
        // Many specs sign the one admin in within seconds, and a TOTP code works once per 30 s:
        // here a password is enough; two-factor.spec.ts runs the default (on) on its own server.
        ADMIN_REQUIRE_2FA: 'false',
        COOKIE_SECURE: 'false',
        TRUST_PROXY: 'x-forwarded-for',
        PLAUSIBLE_DOMAIN: 'example.com',
        PLAUSIBLE_API_HOST: `http://127.0.0.1:${analyticsPort}`,
        // /admin/blog links the content source's posts to this Studio (Edit in Studio).
        SANITY_STUDIO_URL: 'https://arclight.sanity.studio',
      },
    },
    {
      command: `node tests/e2e/analytics-stub.mjs ${analyticsPort}`,
      url: `http://127.0.0.1:${analyticsPort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
})
