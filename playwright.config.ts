// Playwright: e2e and accessibility tests in Debian's Chromium against the production build and the real server.
import { readFileSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = `http://localhost:${PORT}`
/** The server's Node flags, as `npm start` gives them (package.json's config). */
const serverNodeFlags = (JSON.parse(readFileSync('package.json', 'utf8')) as { config?: { serverNodeFlags?: string } }).config?.serverNodeFlags ?? ''

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .data/e2e-${PORT} && node ${serverNodeFlags} .output/server/index.mjs`,
    url: `${baseURL}/fapi/server/time`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), DATA_DIR: `.data/e2e-${PORT}`, REFERENCE_TEST_HOOKS: '1', NODE_ENV: 'production', FAVOURITES: '1', P13N_DECISION_TIMEOUT_MS: '15000', KEPT_PARTS: 'verify' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
