// `npm run seed`: opens the configured database (DATA_DIR or DATABASE_URL), migrates it and
// replaces all data with a fresh seed. Stop the server first when it uses the same PGlite folder.
// `npm run seed -- --products 100000` (or SEED_PRODUCTS=100000) generates a catalogue of that size:
// the seed's 470 products and as many more as needed, deterministic like the seed.
import { readConfig, seedProductsOf } from '../lib/config.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { openPostgres } from '../db/postgres.ts'
import { reseed } from '../seed/seed.ts'

const config = readConfig()
const started = performance.now()
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir)
try {
  await handle.db.transaction((tx) => migrate(tx))
  const products = seedProductsOf(process.argv.slice(2), config)
  const report = await reseed(handle.db, products === undefined ? {} : { products })
  console.log(`Seeded ${handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'} in ${report.ms} ms (total ${Math.round(performance.now() - started)} ms):`)
  for (const [table, n] of Object.entries(report.counts)) console.log(`  ${table.padEnd(16)} ${n}`)
} finally {
  await handle.close()
}
