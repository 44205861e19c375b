// Brings a database up to date: applies missing migrations and seeds it when it holds no data,
// in one transaction under an advisory lock (two processes starting together seed once).
import type { Db } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { seedCollectionPoints } from '../seed/collectionPoints.ts'
import { seedIdentity } from '../seed/identitySeed.ts'
import { seedPromotions } from '../seed/promotions.ts'
import { upgradeToSearch } from '../seed/searchSeed.ts'
import { isSeeded, seedInto, type SeedOptions, type SeedReport } from '../seed/seed.ts'

export interface PrepareResult {
  readonly migrations: string[]
  readonly seeded: SeedReport | null
}

export const prepareDatabase = (db: Db, options: SeedOptions = {}): Promise<PrepareResult> =>
  db.transaction(async (tx) => {
    const migrations = await migrate(tx)
    const seeded = (await isSeeded(tx)) ? null : await seedInto(tx, options)
    // A database seeded before promotions existed gets the seeded promotions and gift products.
    if (!seeded && migrations.includes('002_promotions')) await seedPromotions(tx)
    // …and one seeded before collection points, the points.
    if (!seeded && migrations.includes('004_save_for_later')) await seedCollectionPoints(tx)
    // …and one seeded before identity, the registered test accounts.
    if (!seeded && migrations.includes('005_identity')) await seedIdentity(tx)
    // …and one seeded before search, product and colour names per language and the search rows.
    if (!seeded && migrations.includes('007_search')) await upgradeToSearch(tx)
    return { migrations, seeded }
  })
