// Starts a production server of our own (own port, own data folder) for tests that stop and restart
// it; the shared Playwright web server is left alone.
import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

export interface OwnServer {
  readonly origin: string
  stop(): Promise<void>
}

export interface ServerOptions {
  /** Settings of its own. */
  readonly env?: Record<string, string>
  /**
   * What to wait for. The default, the services' server time, also starts opening the database in
   * the background; a test that needs no database waits for a path the server entry answers alone.
   */
  readonly readyPath?: string
}

/** `output`: the build to serve (a copy of `.output` for a test that deploys a new version). */
export const startServer = async (port: number, dataDir: string, output = '.output', options: ServerOptions = {}): Promise<OwnServer> => {
  const child: ChildProcess = spawn(process.execPath, [`${output}/server/index.mjs`], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}${options.readyPath ?? '/fapi/server/time'}`)).ok) break
    } catch {
      // Not listening yet.
    }
    // Up to 2 minutes: on a loaded machine a first start (PGlite's WebAssembly, the seed) is slow.
    if (i > 1200 || child.exitCode !== null) throw new Error(`server on ${port} did not start`)
    await sleep(100)
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
