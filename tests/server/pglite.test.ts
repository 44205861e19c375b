// The PGlite driver's prepared statements (server/db/pglite.ts): a statement that comes again runs
// prepared and answers what PGlite's own `query` answers (types parsed alike, parameters of every
// kind), inside and outside transactions, and a failing one fails as before without breaking the
// next.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openPglite } from '../../server/db/pglite.ts'
import type { DbHandle } from '../../server/db/db.ts'

vi.setConfig({ testTimeout: 60_000 })

let handle: DbHandle

beforeAll(async () => {
  handle = await openPglite()
  await handle.db.exec(`
    CREATE TABLE things (id text PRIMARY KEY, n integer NOT NULL, big bigint, price numeric(10,2), tags text[], body jsonb, seen timestamptz, ok boolean);
    INSERT INTO things VALUES
      ('a', 1, 9007199254740993, 12.50, '{x,y}', '{"k": [1, 2], "s": "é"}', '2026-11-28T10:00:00Z', true),
      ('b', 2, NULL, NULL, '{}', NULL, NULL, false);
  `)
})

afterAll(async () => {
  await handle.close()
})

const SELECT = `SELECT id, n, big, price, tags, body, seen, ok, $2::text AS echo FROM things WHERE id = ANY($1::text[]) ORDER BY id`

describe('PGlite statements that come again', () => {
  it('answer the same rows, the same types, the first time and every time after', async () => {
    const runs = []
    for (let i = 0; i < 4; i++) runs.push(await handle.db.query(SELECT, [['a', 'b'], `run ${i}`]))
    for (const [i, rows] of runs.entries()) {
      expect(rows).toEqual([
        { id: 'a', n: 1, big: 9007199254740993n, price: '12.50', tags: ['x', 'y'], body: { k: [1, 2], s: 'é' }, seen: new Date('2026-11-28T10:00:00Z'), ok: true, echo: `run ${i}` },
        { id: 'b', n: 2, big: null, price: null, tags: [], body: null, seen: null, ok: false, echo: `run ${i}` },
      ])
    }
  })

  it('take parameters of every kind: numbers, JSON, booleans, dates, nulls', async () => {
    const insert = `INSERT INTO things (id, n, body, seen, ok, tags) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, n, body, seen, ok, tags`
    for (let i = 0; i < 3; i++) {
      const [row] = await handle.db.query(insert, [`p${i}`, i, { nested: { list: [i] } }, new Date(Date.UTC(2026, 0, i + 1)), i % 2 === 0, null])
      expect(row).toEqual({ id: `p${i}`, n: i, body: { nested: { list: [i] } }, seen: new Date(Date.UTC(2026, 0, i + 1)), ok: i % 2 === 0, tags: null })
    }
  })

  it('run in a transaction and roll back with it', async () => {
    const bump = `UPDATE things SET n = n + $2 WHERE id = $1 RETURNING n`
    await handle.db.query(bump, ['b', 0])
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await tx.query(bump, ['b', 10])).toEqual([{ n: 12 }])
        expect(await tx.query(bump, ['b', 10])).toEqual([{ n: 22 }])
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await handle.db.query(`SELECT n FROM things WHERE id = $1`, ['b'])).toEqual([{ n: 2 }])
    await handle.db.transaction(async (tx) => tx.query(bump, ['b', 1]))
    expect(await handle.db.query(`SELECT n FROM things WHERE id = $1`, ['b'])).toEqual([{ n: 3 }])
  })

  it('wait for a transaction in progress before running outside it', async () => {
    const read = `SELECT n FROM things WHERE id = $1`
    await handle.db.query(read, ['a'])
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    let updated: () => void = () => undefined
    const midway = new Promise<void>((resolve) => (updated = resolve))
    const transaction = handle.db.transaction(async (tx) => {
      await tx.query(`UPDATE things SET n = $2 WHERE id = $1`, ['a', 100])
      updated()
      await held
      await tx.query(`UPDATE things SET n = $2 WHERE id = $1`, ['a', 7])
    })
    await midway
    const outside = handle.db.query(read, ['a'])
    release()
    await transaction
    // Never the value the transaction held in between: it waited for the commit.
    expect(await outside).toEqual([{ n: 7 }])
  })

  it('fail as before (the database’s error and code), and the next statement runs', async () => {
    const insert = `INSERT INTO things (id, n) VALUES ($1, $2)`
    await handle.db.query(insert, ['u1', 1])
    await expect(handle.db.query(insert, ['u1', 1])).rejects.toMatchObject({ code: '23505' })
    await expect(handle.db.query(insert, ['u1', 1])).rejects.toMatchObject({ code: '23505' })
    await handle.db.query(insert, ['u2', 2])
    expect(await handle.db.query(`SELECT count(*)::int AS c FROM things WHERE id = ANY($1::text[])`, [['u1', 'u2']])).toEqual([{ c: 2 }])
  })
})
