// The lowest prices before a reduction (price_history, migration 015): what the omnibus price shows
// under a reduced price (spec 002 section 5). Decimals in the currency, per product id.
import type { Db } from '../db/db.ts'
import { decimal } from './present.ts'

export interface PriceHistory {
  readonly historicBestPrice: number
  readonly previousBestSalesPrice?: number
}

export const priceHistoryOf = async (db: Db, currency: string, productIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, PriceHistory>> => {
  if (productIds.length === 0) return new Map()
  const rows = await db.query<{ product_id: string; historic_best_minor: number; previous_best_sales_minor: number | null }>(
    `SELECT product_id, historic_best_minor, previous_best_sales_minor FROM price_history WHERE currency = $1 AND product_id = ANY($2::text[])`,
    [currency, [...productIds]],
  )
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        historicBestPrice: decimal(row.historic_best_minor),
        ...(row.previous_best_sales_minor === null ? {} : { previousBestSalesPrice: decimal(row.previous_best_sales_minor) }),
      },
    ]),
  )
}
