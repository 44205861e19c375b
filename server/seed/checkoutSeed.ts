// Checkout seed data, written after the catalogue: one e-gift card product per brand (digital,
// delivered by email, 50.00 in every currency, one variant with ample stock, listed under
// Equipment) and the documented test gift cards (giftCards.ts, README). Deterministic.
import type { Brand } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import { SEED_GIFT_CARDS, upsertGiftCard } from '../commerce/giftCards.ts'
import { upcWithCheckDigit } from './generate.ts'

/** Tables of the checkout migration holding data (TRUNCATE … CASCADE on reseed). */
export const CHECKOUT_TABLES = [
  'order_gift_card_debits',
  'order_lines',
  'orders',
  'basket_payments',
  'basket_shipments',
  'gift_cards',
  'payment_card_tokens',
  'payment_challenges',
  'klarna_sessions',
] as const

export interface EGiftCardProduct {
  readonly brand: Brand
  readonly id: string
  readonly sku: string
  readonly name: string
  readonly upc: string
}

export const E_GIFT_CARDS: ReadonlyArray<EGiftCardProduct> = [
  { brand: 'summit', id: 'GIFTCRD1', sku: 'GIFTCRD1DIGOS', name: 'Summit Outfitters e-Gift Card', upc: upcWithCheckDigit('08401299999') },
  { brand: 'fjell', id: 'GIFTCRD2', sku: 'GIFTCRD2DIGOS', name: 'Fjell & Fjord e-Gift Card', upc: upcWithCheckDigit('07351999999') },
]

export const E_GIFT_CARD_PRICE_MINOR = 5000

export const seedCheckout = async (tx: Db): Promise<void> => {
  for (const card of E_GIFT_CARDS) {
    const [category] = await tx.query<{ id: string }>(`SELECT id FROM categories WHERE brand = $1 AND key = 'equipment'`, [card.brand])
    if (!category) throw new Error(`no equipment category for ${card.brand}`)
    await tx.query(
      `INSERT INTO products (id, brand, category_id, name, slug, description, product_type, gender, season, badge, eyebrow, rating_x10, reviews_count, max_qty, featured_rank, released_on, is_digital)
       VALUES ($1, $2, $3, $4, $5, $6, 'gift-card', 'unisex', NULL, NULL, NULL, 0, 0, 10, 9999, '2024-03-01', true)`,
      [card.id, card.brand, category.id, card.name, card.name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
        'A gift card sent by email to the person you choose, with your message. It never expires and pays for anything in our shop.'],
    )
    for (const currency of ['USD', 'GBP', 'EUR', 'CAD'])
      await tx.query(`INSERT INTO product_prices (product_id, currency, current_minor, original_minor) VALUES ($1, $2, $3, $3)`, [card.id, currency, E_GIFT_CARD_PRICE_MINOR])
    await tx.query(`INSERT INTO product_colours (product_id, code, name, hex, position) VALUES ($1, 'DIG', 'Digital', '#c8571b', 0)`, [card.id])
    await tx.query(`INSERT INTO product_sizes (product_id, code, label, position, size_rank) VALUES ($1, 'OS', 'One size', 0, 0)`, [card.id])
    await tx.query(`INSERT INTO variants (sku, product_id, colour_code, size_code, upc, position, stock) VALUES ($1, $2, 'DIG', 'OS', $3, 0, 1000000)`, [
      card.sku,
      card.id,
      card.upc,
    ])
  }
  for (const card of SEED_GIFT_CARDS) await upsertGiftCard(tx, card)
}
