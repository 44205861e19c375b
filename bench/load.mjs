// npm run bench:load: a sale-day load test. Two storefront processes (the production build) on one
// PostgreSQL server, behind nginx from Debian's packages, all started here on loopback and stopped
// after. Shoppers browse (home, a category, products), add to cart and, one in three, check out with
// the test card, at rising concurrency; each step prints throughput, latency and errors. Midway one
// storefront process is killed and restarted: nginx sends new requests to the other, and shoppers
// retry what failed with the same Idempotency-Key, as the storefront's engine does. At the end the
// database is checked: every cart holds exactly what its shopper added, every order placed once.
// Then two processes against one, in rounds (LOAD_ROUNDS, 4): a step of 16 shoppers through an
// nginx with one process behind it, then one through an nginx with both, each round's ratio taken
// within the round: the host's speed drifts by a quarter within minutes, and the one-process step at
// the start moved by 40 % from run to run.
// Run under scripts/with-postgres.sh (the npm script does), which provides TEST_DATABASE_URL.
import { spawn, spawnSync, execFileSync } from 'node:child_process'
import { randomUUID, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync, existsSync, rmSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir, loadavg } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverNodeFlags } from '../scripts/productionServer.mjs'

const DATABASE_URL = process.env.TEST_DATABASE_URL
if (!DATABASE_URL) throw new Error('run through scripts/with-postgres.sh (npm run bench:load)')
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 15)
const STEPS = (process.env.LOAD_STEPS ?? '4,8,16,32').split(',').map(Number)
const BASE_PORT = Number(process.env.LOAD_PORT ?? 3400)
const PROXY_PORT = BASE_PORT
const PORTS = [BASE_PORT + 1, BASE_PORT + 2]
/** The proxy in front of one process alone, for the paired rounds. */
const PROXY_ONE_PORT = BASE_PORT + 3
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 4)
const US = 'siteId=summit-en-us&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=load'

const nginx = () => {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path
  console.log('[load] installing nginx from Debian’s packages')
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null'], { stdio: 'inherit' })
  return '/usr/sbin/nginx'
}

// ---- processes -------------------------------------------------------------------------------

const children = new Set()
/** nginx's master stops its workers on SIGTERM; killed outright, it would leave them listening. */
const graceful = new WeakSet()
const stopAll = () => {
  for (const child of children) child.kill(graceful.has(child) ? 'SIGTERM' : 'SIGKILL')
}
process.on('exit', stopAll)

const secret = randomBytes(32).toString('hex')
const startStorefront = async (port) => {
  const child = spawn(process.execPath, [...serverNodeFlags(), '.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL, NODE_ENV: 'production', CAPTCHA_SECRET: secret, IDEMPOTENCY_TAKEOVER_SECONDS: '5', TRUSTED_PROXIES: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/fapi/server/time`)).ok) return child
    } catch {
      // not yet
    }
    await sleep(100)
  }
  throw new Error(`storefront on ${port} did not start`)
}

const startProxy = async (ports, listen = PROXY_PORT) => {
  const dir = mkdtempSync(join(tmpdir(), 'load-nginx-'))
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub))
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream storefront { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://storefront; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $http_host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Host $host; proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502; proxy_read_timeout 30s;
    }
  }
}
`,
  )
  // Something answering on the proxy's port already (another run's nginx) would take this run's requests.
  const taken = await fetch(`http://127.0.0.1:${listen}/`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${listen} is in use: stop what listens there, or set LOAD_PORT`)
  const child = spawn(nginx(), ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] })
  children.add(child)
  graceful.add(child)
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${listen}/fapi/server/time`)).ok) return { child, dir }
    } catch {
      // not yet
    }
    await sleep(100)
  }
  throw new Error('nginx did not start')
}

// ---- shoppers --------------------------------------------------------------------------------

/** Where the shoppers go: the proxy in front of both processes, or (in a paired round's first step) of one. */
let origin = `http://127.0.0.1:${PROXY_PORT}`
const samples = []
let errors = 0

const timed = async (label, run) => {
  const started = performance.now()
  try {
    return await run()
  } finally {
    samples.push({ label, ms: performance.now() - started, at: Date.now() })
  }
}

/** A call retried with the same Idempotency-Key until it is answered (what the engine's outbox does). */
const command = async (method, path, token, body) => {
  const key = randomUUID()
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const res = await timed('api', () =>
        fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}${US}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
          body: JSON.stringify(body),
        }),
      )
      const text = await res.text()
      if (res.status < 500 && res.status !== 409) return { status: res.status, body: text ? JSON.parse(text) : null }
    } catch {
      // The connection broke (the process died): the same key again.
    }
    await sleep(250 * Math.min(attempt + 1, 8))
  }
  errors++
  return { status: 0, body: null }
}

/**
 * A read (or the payment provider's tokenization, which any retry may repeat), retried until it is
 * answered, as a shopper's page retries a read: the process it reached may have been killed under
 * it, and nginx answers its own 502 page when no process took the request. Its JSON, or undefined
 * (counted as failed) after as many tries as a command gets.
 */
const answer = async (path, init) => {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const res = await timed('api', () => fetch(origin + path, init))
      const text = await res.text()
      if (res.ok) return JSON.parse(text)
    } catch {
      // The connection broke (the process died): ask again.
    }
    await sleep(250 * Math.min(attempt + 1, 8))
  }
  errors++
  return undefined
}

const page = async (path) => {
  try {
    const res = await timed('page', () => fetch(origin + path))
    await res.arrayBuffer()
    if (res.status >= 500) errors++
  } catch {
    errors++
  }
}

const q = US
const catalogue = async () => {
  const menu = await (await fetch(`${origin}/api/content/publish/caas/v1/canvas/menu/summit-en-us?${q}`)).json()
  // Category links only: the menu also links content pages (the journal).
  const items = menu.items.filter((i) => i.url.includes('/c/'))
  const categories = items.map((i) => i.url)
  const products = []
  for (const item of items) {
    const c = await (await fetch(`${origin}/api/products/v2/catalog?${q}&categoryId=${item.url.split('-').pop()}&count=96`)).json()
    for (const p of c.products) products.push(p)
  }
  return { categories, products }
}

const ADDRESS = { recipientFirstName: 'Ada', recipientLastName: 'Lovelace', addressLine1: '1520 Wazee Street', city: 'Denver', postalCode: '80202', stateCityProvDept: 'CO', country: 'US', recipientContactPhone: '(303) 555-0142' }

const carts = new Map() // basketId → { qty, placed }
const shopper = async (cat, until) => {
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  while (Date.now() < until) {
    await page('/en-us')
    await page(pick(cat.categories))
    const product = pick(cat.products)
    await page(product.url)
    const tokenRes = await command('POST', '/api/token/v2/auth/token', 'none', { type: 'Guest' })
    const token = tokenRes.body?.accessToken
    if (!token) continue
    const details = await answer(`/api/products/v2/products/${product.id}/details?${q}`)
    const variant = details?.variants.find((v) => v.available > 5)
    if (!variant) continue
    const created = await command('POST', '/api/cart/v1/cartWithItem', token, { items: [{ productId: variant.sku, qty: 1 }] })
    if (created.status !== 201) continue
    const basketId = created.body.id
    carts.set(basketId, { qty: 1, placed: 0 })
    if (Math.random() > 1 / 3) continue
    await command('POST', `/api/cart/v2/cart/${basketId}/shippingAddress`, token, { shippingId: 'home', address: ADDRESS, email: 'ada@example.com' })
    const card = await answer('/api/payments/v1/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, securityCode: '123', holderName: 'Ada Lovelace' }) })
    if (!card) continue
    const prepared = await command('POST', '/api/cart/v1/cart/prepareOrder', token, { basketId })
    const placed = await command('PUT', '/api/cart/v2/checkout/order', token, {
      cartId: basketId,
      billingAddress: { ...ADDRESS, recipientContactEmail: 'ada@example.com' },
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardToken: card.token } },
      ...(prepared.body?.version !== undefined ? { cartVersion: prepared.body.version } : {}),
    })
    if (placed.status === 200) carts.get(basketId).placed = 1
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const runStep = async (cat, concurrency, seconds, midway) => {
  const from = Date.now()
  samples.length = 0
  const errorsBefore = errors
  const until = from + seconds * 1000
  const timer = midway ? setTimeout(midway, (seconds * 1000) / 2) : undefined
  await Promise.all(Array.from({ length: concurrency }, () => shopper(cat, until)))
  clearTimeout(timer)
  const elapsed = (Date.now() - from) / 1000
  const ms = samples.map((s) => s.ms)
  return { concurrency, rps: samples.length / elapsed, p50: percentile(ms, 50), p99: percentile(ms, 99), errors: errors - errorsBefore, requests: samples.length }
}

/**
 * CPU time so far (ms) by who used it, from /proc: each storefront process, PostgreSQL's processes,
 * nginx's, and this script (the shoppers). Where /proc is not there, nothing.
 */
const cpuByPart = (storefronts) => {
  const parts = {}
  const add = (part, ms) => (parts[part] = (parts[part] ?? 0) + ms)
  let entries = []
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return parts
  }
  for (const pid of entries) {
    let stat
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ms = (Number(fields[11]) + Number(fields[12])) * 10
    const at = storefronts.indexOf(Number(pid))
    if (at !== -1) add(`storefront ${at + 1}`, ms)
    else if (Number(pid) === process.pid) add('shoppers (this script)', ms)
    else if (comm === 'postgres') add('PostgreSQL', ms)
    else if (comm === 'nginx') add('nginx', ms)
  }
  return parts
}
const coresUsed = (before, after, seconds) =>
  Object.keys(after)
    .sort()
    .map((part) => `${part} ${((after[part] - (before[part] ?? 0)) / 1000 / seconds).toFixed(2)}`)
    .join(', ')

// ---- the run -----------------------------------------------------------------------------------

const row = (label, r) => `| ${label} | ${r.concurrency} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.errors} |`
try {
  const first = await startStorefront(PORTS[0])
  let proxy = await startProxy([PORTS[0]])
  const cat = await catalogue()
  console.log(`[load] ${cat.products.length} products; steps of ${STEP_SECONDS} s`)
  const baseline = await runStep(cat, 16, STEP_SECONDS)
  proxy.child.kill('SIGTERM')
  await sleep(500)
  let second = await startStorefront(PORTS[1])
  proxy = await startProxy(PORTS)
  const results = []
  for (const [i, concurrency] of STEPS.entries()) {
    const killMidway =
      i === Math.floor(STEPS.length / 2)
        ? async () => {
            console.log(`[load] killing the storefront process on ${PORTS[1]} (SIGKILL), restarting it`)
            second.kill('SIGKILL')
            await sleep(2000)
            second = await startStorefront(PORTS[1])
            console.log('[load] restarted')
          }
        : undefined
    results.push({ ...(await runStep(cat, concurrency, STEP_SECONDS, killMidway)), killed: Boolean(killMidway) })
  }
  void first

  // Two processes against one, round by round: the same shoppers through either proxy.
  const one = await startProxy([PORTS[0]], PROXY_ONE_PORT)
  const both = origin
  const rounds = []
  for (let r = 0; r < ROUNDS; r++) {
    const pids = [first.pid, second.pid]
    origin = `http://127.0.0.1:${PROXY_ONE_PORT}`
    const cpu0 = cpuByPart(pids)
    const single = await runStep(cat, 16, STEP_SECONDS)
    const cpu1 = cpuByPart(pids)
    origin = both
    const pair = await runStep(cat, 16, STEP_SECONDS)
    const cpu2 = cpuByPart(pids)
    rounds.push({ single, pair, ratio: pair.rps / single.rps })
    console.log(`[load] round ${r + 1}/${ROUNDS}: one process ${single.rps.toFixed(1)}/s, two ${pair.rps.toFixed(1)}/s (${(pair.rps / single.rps).toFixed(2)})`)
    console.log(`[load]   cores used, one process: ${coresUsed(cpu0, cpu1, STEP_SECONDS)}`)
    console.log(`[load]   cores used, two processes: ${coresUsed(cpu1, cpu2, STEP_SECONDS)}`)
  }
  one.child.kill('SIGTERM')

  // What the database holds against what the shoppers did.
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  const ids = [...carts.keys()]
  const lines = new Map((await client.query('SELECT basket_id, sum(qty)::int AS qty FROM basket_items WHERE basket_id = ANY($1) GROUP BY basket_id', [ids])).rows.map((r) => [r.basket_id, r.qty]))
  const orders = new Map((await client.query('SELECT basket_id, count(*)::int AS n, sum((SELECT sum(qty) FROM order_lines l WHERE l.order_number = o.order_number))::int AS qty FROM orders o WHERE basket_id = ANY($1) GROUP BY basket_id', [ids])).rows.map((r) => [r.basket_id, r]))
  await client.end()
  let wrong = 0
  for (const [id, cart] of carts) {
    const order = orders.get(id)
    const qty = order ? order.qty : lines.get(id) ?? 0
    if (qty !== cart.qty || (order?.n ?? 0) > 1 || (cart.placed === 1 && !order)) wrong++
  }
  const placed = [...carts.values()].filter((c) => c.placed).length

  const nginxVersion = spawnSync(nginx(), ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
  const pgVersion = (await (async () => {
    const c = new pg.Client({ connectionString: DATABASE_URL })
    await c.connect()
    const v = (await c.query('SHOW server_version')).rows[0].server_version
    await c.end()
    return v
  })())
  console.log(`\nMixed workload (browse, add to cart, one in three check out) through ${nginxVersion} (Debian) to the storefront processes, PostgreSQL ${pgVersion}, Node ${process.version}, ${STEP_SECONDS} s a step, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  console.log('| processes | shoppers | requests/s | p50 | p99 | requests failed after retries |')
  console.log('|---|---|---|---|---|---|')
  console.log(row('1 (the first step: a cold process)', baseline))
  for (const r of results) console.log(row(r.killed ? '2 (one killed and restarted midway)' : '2', r))
  const knee = results.find((r, i) => i > 0 && r.rps < results[i - 1].rps * 1.1 && r.p99 > results[i - 1].p99 * 1.5)
  // The first step's process is cold (its compilers, caches and the database's): the ratio of the
  // steps to it said 1.70 in a run whose paired rounds said 1.08. Only the paired rounds compare.
  console.log('')
  if (rounds.length > 0) {
    const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b)
    const mid = Math.floor(ratios.length / 2)
    const median = ratios.length % 2 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2
    console.log(`two processes / one process at 16 shoppers, paired in ${rounds.length} rounds: median ${median.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`)
    console.log(`errors in the rounds: ${rounds.reduce((sum, r) => sum + r.single.errors + r.pair.errors, 0)}`)
  }
  console.log(knee ? `knee: at ${knee.concurrency} shoppers throughput stops rising while p99 grows` : 'knee: not reached in these steps')
  console.log(`carts ${carts.size}, orders placed ${placed}; carts or orders not matching what the shoppers did: ${wrong}`)
  if (wrong > 0) process.exitCode = 1
  rmSync(proxy.dir, { recursive: true, force: true })
  rmSync(one.dir, { recursive: true, force: true })
} finally {
  stopAll()
}
