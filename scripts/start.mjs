// npm start: the production server, one process by default; WEB_CONCURRENCY=n (or `auto`, one per
// core) runs n processes sharing the port through node's cluster module. Several processes need the
// reference services on PostgreSQL (DATABASE_URL): PGlite is one process's embedded database, so
// without it the count falls back to 1, saying why. What the processes must agree on is given to
// all of them: the captcha provider's signing key (CAPTCHA_SECRET, made here once when not set);
// everything else each keeps for itself by design (the render cache, which the change feed keeps
// current in every process). A process that dies is replaced.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'

const wanted = process.env.WEB_CONCURRENCY === 'auto' ? availableParallelism() : Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? '1', 10) || 1)
const count = wanted > 1 && !process.env.DATABASE_URL ? 1 : wanted
if (wanted > 1 && count === 1) console.warn(`[start] WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY}: several processes need DATABASE_URL (PGlite serves one process); starting one`)

if (count === 1) {
  await import('../.output/server/index.mjs')
} else if (cluster.isPrimary) {
  process.env.CAPTCHA_SECRET ??= randomBytes(32).toString('hex')
  console.info(`[start] ${count} processes on port ${process.env.PORT ?? 3000}`)
  for (let i = 0; i < count; i++) cluster.fork()
  let stopping = false
  const stop = (signal) => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.warn(`[start] process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    cluster.fork()
  })
} else {
  // The built server listens with `exclusive: true` (srvx's default), which keeps a cluster worker
  // from sharing the primary's port; a worker listens shared instead, so connections are spread
  // over the processes by the primary.
  const net = await import('node:net')
  const listen = net.Server.prototype.listen
  net.Server.prototype.listen = function (...args) {
    if (args[0] && typeof args[0] === 'object') args[0] = { ...args[0], exclusive: false }
    return listen.apply(this, args)
  }
  await import('../.output/server/index.mjs')
}
