// npm run bench:compare -- <git ref | folder with a build>: the server CPU a distinct product page
// costs in this build against another one, measured side by side. On this shared machine the same
// build's `npm run bench` moved by a quarter from one run to the next, more than most changes to the
// render: two runs minutes apart cannot tell code from host. Here both builds' servers run at once
// on loopback, short blocks of distinct product pages go to one, then the other, round after round,
// and each round compares the two blocks it holds. Prints each build's median CPU time per page
// (its main thread, which bounds a Node server's rate, and the whole process) and the median and
// quartiles of the per-round ratios.
//
// A git ref is checked out in a throw-away worktree (.data/compare/<ref>), sharing this checkout's
// node_modules, and built there; a folder is used as it is (it must hold .output/). This checkout
// must be built (`npm run build`).
//   COMPARE_ROUNDS (12), COMPARE_REQUESTS per block (600), COMPARE_CONNECTIONS (16); COMPARE_NODE_FLAGS
//   adds Node flags to this checkout's server only (to try a flag: `npm run bench:compare -- .`);
//   COMPARE_NODE runs this checkout's server on another Node binary (to try a Node version:
//   `COMPARE_NODE=/path/to/bin/node npm run bench:compare -- .`);
//   COMPARE_PAGES=kept sends the product pages as they were kept by the warm-up (render-cache hits,
//   as npm run bench's cached block) instead of distinct ones.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { serverNodeFlags } from '../scripts/productionServer.mjs'

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 12)
const REQUESTS = Number(process.env.COMPARE_REQUESTS ?? 600)
const CONNECTIONS = Number(process.env.COMPARE_CONNECTIONS ?? 16)
const KEPT = process.env.COMPARE_PAGES === 'kept'
const other = process.argv[2]
if (!other) {
  console.error('usage: npm run bench:compare -- <git ref | folder with a build>')
  process.exit(2)
}

/** The folder of the other build: as given, or a worktree of the ref, built. */
const otherBuild = () => {
  if (existsSync(resolve(other, '.output/server/index.mjs'))) return resolve(other)
  const dir = resolve('.data/compare', other.replace(/[^\w.-]/g, '_'))
  const commit = execFileSync('git', ['rev-parse', '--verify', `${other}^{commit}`], { encoding: 'utf8' }).trim()
  const marker = resolve(dir, '.compared-commit')
  const built = existsSync(resolve(dir, '.output/server/index.mjs')) && existsSync(marker) && readFileSync(marker, 'utf8').trim() === commit
  if (!built) {
    rmSync(dir, { recursive: true, force: true })
    execFileSync('git', ['worktree', 'prune'])
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'inherit' })
    symlinkSync(resolve('node_modules'), resolve(dir, 'node_modules'))
    const run = (args) => execFileSync(process.execPath, args, { cwd: dir, stdio: 'inherit', env: { ...process.env, PATH: `${resolve('node_modules/.bin')}:${process.env.PATH}` } })
    run([resolve('node_modules/@pandacss/dev/bin.js'), 'codegen', '--silent'])
    run([resolve('node_modules/vite/bin/vite.js'), 'build'])
    writeFileSync(marker, `${commit}\n`)
  }
  return dir
}

const builds = [otherBuild(), resolve('.')]
if (!existsSync(resolve('.output/server/index.mjs'))) throw new Error('build this checkout first (npm run build)')

const servers = builds.map((dir, i) => {
  const port = 3370 + i
  const dataDir = resolve(`.data/compare-server-${i}`)
  rmSync(dataDir, { recursive: true, force: true })
  const extra = i === 1 ? (process.env.COMPARE_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean) : []
  const node = i === 1 && process.env.COMPARE_NODE ? process.env.COMPARE_NODE : process.execPath
  const child = spawn(node, [...serverNodeFlags(), ...extra, resolve(dir, '.output/server/index.mjs')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return { dir, dataDir, origin: `http://127.0.0.1:${port}`, child, main: [], all: [] }
})
const stopAll = () => {
  for (const s of servers) s.child.kill('SIGTERM')
}
process.on('exit', stopAll)

/** CPU time so far (ms) of a server's process or its main thread, from /proc. */
const cpuMs = (pid, mainThread) => {
  const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
const sorted = (values) => values.slice().sort((a, b) => a - b)
const quantile = (values, q) => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))]

try {
  for (const s of servers) {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${s.origin}/fapi/server/time`)).ok) break
      } catch {
        // Not listening yet.
      }
      if (i > 600) throw new Error(`the server of ${s.dir} did not start`)
      await sleep(100)
    }
  }
  const q = 'siteId=summit-en-us&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=bench'
  const menu = await (await fetch(`${servers[0].origin}/api/content/publish/caas/v1/canvas/menu/summit-en-us?${q}`)).json()
  const paths = []
  for (const item of menu.items.filter((i) => i.url.includes('/c/'))) {
    const catalog = await (await fetch(`${servers[0].origin}/api/products/v2/catalog?${q}&categoryId=${item.url.split('-').pop()}&count=96`)).json()
    for (const p of catalog.products) paths.push(p.url)
  }
  if (paths.length === 0) throw new Error('no products found')
  // Each product once on each server (data read, code loaded), as npm run bench does.
  for (const s of servers) for (const p of paths) await (await fetch(s.origin + p)).text()

  let n = 0
  // Two rounds to warm the compilers, not counted.
  for (let round = -2; round < ROUNDS; round++) {
    for (const s of servers) {
      const main0 = cpuMs(s.child.pid, true)
      const all0 = cpuMs(s.child.pid, false)
      const result = await autocannon({
        url: s.origin,
        connections: CONNECTIONS,
        amount: REQUESTS,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: KEPT ? paths[n++ % paths.length] : `${paths[n % paths.length]}?bench=${Date.now()}-${n++}` }) }],
      })
      if (result.errors + result.non2xx > 0) throw new Error(`${s.dir}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`)
      if (round < 0) continue
      s.main.push((cpuMs(s.child.pid, true) - main0) / result.requests.total)
      s.all.push((cpuMs(s.child.pid, false) - all0) / result.requests.total)
    }
  }
  const [base, current] = servers
  const commitOf = (dir) => execFileSync('git', ['describe', '--always', '--dirty'], { cwd: dir, encoding: 'utf8' }).trim()
  console.log(`\n${KEPT ? 'Kept product pages (render-cache hits)' : 'Distinct product pages'}, ${ROUNDS} rounds of ${REQUESTS} requests per build at ${CONNECTIONS} connections, Node ${process.version}${process.env.COMPARE_NODE ? ` (this checkout's server: Node ${execFileSync(process.env.COMPARE_NODE, ['--version'], { encoding: 'utf8' }).trim()})` : ''}`)
  console.log('| build | CPU per page, main thread (median round) | whole process |')
  console.log('|---|---|---|')
  for (const s of servers) console.log(`| ${s === current ? 'this checkout' : other} (${commitOf(s.dir)}) | ${quantile(s.main, 0.5).toFixed(2)} ms | ${quantile(s.all, 0.5).toFixed(2)} ms |`)
  for (const key of ['main', 'all']) {
    const ratios = current[key].map((value, i) => value / base[key][i])
    console.log(`this checkout ÷ ${other}, ${key === 'main' ? 'main thread' : 'whole process'}: median ${quantile(ratios, 0.5).toFixed(3)}, quartiles ${quantile(ratios, 0.25).toFixed(3)}–${quantile(ratios, 0.75).toFixed(3)}`)
  }
} finally {
  stopAll()
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true })
}
