// The production build's server for the measuring scripts (bench/productPages.mjs, bench/web.mjs,
// scripts/bundle-report.mjs): started on its own port and a fresh data folder (seeded on start),
// stopped when the script ends, and waited for until it answers. Also the first catalogue link of a
// page, which those scripts use to find a category and a product of the seeded catalogue.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * The Node flags `npm start` gives the server (package.json's `config.serverNodeFlags`), for every
 * script that starts it another way: the measurements are of the server as it runs. A young
 * generation of 32 MB a semi-space: a render allocates a few MB of short-lived strings and objects,
 * and V8's default size collected them several times a page (server CPU per distinct product page
 * 7.7 / 9.5 / 8.8 ms without against 7.3 / 8.0 / 7.8 ms with, alternating on one port).
 */
export const serverNodeFlags = () => {
  const flags = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).config?.serverNodeFlags ?? ''
  return flags.split(/\s+/).filter(Boolean)
}

/**
 * Starts `.output/server/index.mjs` on `port` with a fresh `dataDir`; `ready()` resolves once it
 * answers; `exited` once it has ended (after `stop()`); `pid` the server's process. `nodeArgs` go to Node (a profiler's flags),
 * `env` beside the server's own variables.
 */
export const startProductionServer = ({ port, dataDir, host = 'localhost', nodeArgs = [], env = {} }) => {
  const origin = `http://${host}:${port}`
  rmSync(dataDir, { recursive: true, force: true })
  const server = spawn(process.execPath, [...serverNodeFlags(), ...nodeArgs, '.output/server/index.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = () => server.kill('SIGTERM')
  process.on('exit', stop)
  const ready = async () => {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/fapi/server/time`)).ok) return
      } catch {
        // Not listening yet.
      }
      if (i > 600) throw new Error('server did not start')
      await sleep(100)
    }
  }
  return { origin, ready, stop, exited, pid: server.pid }
}

/** The first `href` of `html` starting with `pattern` (a category or product path). */
export const firstLink = (html, pattern) => {
  const match = new RegExp(`href="(${pattern}[^"]*)"`).exec(html)
  if (!match) throw new Error(`no link matching ${pattern}`)
  return match[1]
}
