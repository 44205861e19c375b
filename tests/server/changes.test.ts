// The change feed (server/lib/changes.ts) on both drivers: a change published in a transaction is
// heard when it commits, by every listener, and never when it rolls back.
import { describe, expect, it, vi } from 'vitest'
import { openPglite } from '../../server/db/pglite.ts'
import { openPostgres } from '../../server/db/postgres.ts'
import type { DbHandle } from '../../server/db/db.ts'
import { CHANGES_CHANNEL, parseChange, publishChange, type Change } from '../../server/lib/changes.ts'

vi.setConfig({ testTimeout: 60_000 })

const url = process.env.TEST_DATABASE_URL

const heard = (handle: DbHandle) => {
  const changes: Change[] = []
  const stop = handle.listen(CHANGES_CHANNEL, (payload) => changes.push(parseChange(payload)))
  return { changes, stop }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
}

const suite = (name: string, open: () => Promise<{ publisher: DbHandle; listener: DbHandle; close(): Promise<void> }>) =>
  describe(name, () => {
    it('delivers a committed change to a listener, and nothing of a rolled-back one', async () => {
      const { publisher, listener, close } = await open()
      try {
        const feed = heard(listener)
        await feed.stop
        await publisher.db.transaction(async (tx) => publishChange(tx, { kind: 'stock', productIds: ['SUM00001', 'SUM00001', 'SUM00002'] }))
        await publisher.db
          .transaction(async (tx) => {
            await publishChange(tx, { kind: 'all' })
            throw new Error('rolled back')
          })
          .catch(() => undefined)
        await publisher.db.transaction(async (tx) => publishChange(tx, { kind: 'product', productIds: Array.from({ length: 450 }, (_, i) => `ID${i}`) }))
        await until(() => feed.changes.length >= 4)
        expect(feed.changes[0]).toEqual({ kind: 'stock', productIds: ['SUM00001', 'SUM00002'] })
        // Long lists go in several notices, none over the payload limit; the rolled-back change never came.
        expect(feed.changes.slice(1).map((c) => (c.kind === 'product' ? c.productIds.length : c.kind))).toEqual([200, 200, 50])
        await (await feed.stop)()
      } finally {
        await close()
      }
    })
  })

suite('PGlite', async () => {
  const handle = await openPglite()
  return { publisher: handle, listener: handle, close: () => handle.close() }
})

describe.skipIf(!url)('PostgreSQL (another connection, as another process would)', () => {
  suite('PostgreSQL', async () => {
    const publisher = await openPostgres(url!)
    const listener = await openPostgres(url!)
    return { publisher, listener, close: async () => Promise.all([publisher.close(), listener.close()]).then(() => undefined) }
  })
})

describe('reading a notice', () => {
  it('takes anything unreadable as a change of everything', () => {
    expect(parseChange('not json')).toEqual({ kind: 'all' })
    expect(parseChange('{"kind":"stock","productIds":[1]}')).toEqual({ kind: 'all' })
    expect(parseChange('{"kind":"stock","productIds":["A"]}')).toEqual({ kind: 'stock', productIds: ['A'] })
  })
})
