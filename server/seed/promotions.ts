// The seeded promotions and coupon codes, the same for both brands (docs/decisions/0010-promotions.md
// and the README's "Seeded promotions and coupon codes"), plus one free-gift product per brand for
// the gift-with-purchase promotion. Deterministic: fixed ids, amounts and dates. Callouts are
// templates per language; {threshold} and {amount} are filled in the cart's currency when shown.
import { BRANDS, BRAND_INFO, type Brand, type Currency } from '../../src/contract/site/sites.ts'
import { slugify } from '../../src/contract/site/routeRules.ts'
import type { Db } from '../db/db.ts'
import { upcWithCheckDigit } from './generate.ts'

type Callouts = { readonly en: string; readonly fr: string; readonly de: string }
type Terms = { readonly threshold?: number; readonly amount?: number; readonly approach?: number }

interface PromotionSeed {
  readonly key: string
  readonly name: string
  readonly level: 'ORDER' | 'PRODUCT' | 'SHIPPING'
  readonly kind: 'percent' | 'amount' | 'free_shipping' | 'gift'
  readonly percent?: number
  /** Category key of the brand's taxonomy (PRODUCT level scope). */
  readonly categoryKey?: string
  readonly gift?: boolean
  readonly startsAt?: string
  readonly endsAt?: string
  readonly maxRedemptions?: number
  readonly redemptionCount?: number
  readonly callouts: Callouts
  /** Per currency; a currency left out is one the promotion is not offered in. */
  readonly currencies: Partial<Record<Currency, Terms>>
  readonly coupons: ReadonlyArray<{ readonly code: string; readonly singleUse?: boolean; readonly redeemedAt?: string }>
  /** Only for this brand. */
  readonly brand?: Brand
}

const every = (terms: Terms): Record<Currency, Terms> => ({ USD: terms, GBP: terms, EUR: terms, CAD: terms })
const c = (en: string, fr: string, de: string): Callouts => ({ en, fr, de })

export const PROMOTION_SEEDS: ReadonlyArray<PromotionSeed> = [
  {
    key: 'spend-save-15',
    name: 'Spend and save 15%',
    level: 'ORDER',
    kind: 'percent',
    percent: 15,
    callouts: c(
      'Spend {threshold}, get 15% off|Applied automatically at checkout|See details',
      'Dès {threshold} d’achat, 15 % de remise|Appliquée automatiquement au paiement|Voir les conditions',
      'Ab {threshold} Einkaufswert 15 % Rabatt|Wird an der Kasse automatisch abgezogen|Details ansehen',
    ),
    currencies: {
      USD: { threshold: 15000, approach: 5000 },
      GBP: { threshold: 12500, approach: 4000 },
      EUR: { threshold: 14000, approach: 4500 },
      CAD: { threshold: 20000, approach: 7000 },
    },
    coupons: [],
  },
  {
    key: 'gift-mug',
    name: 'Free enamel mug',
    level: 'ORDER',
    kind: 'gift',
    gift: true,
    callouts: c(
      'Free enamel mug over {threshold}|With code FREEMUG, added to your cart automatically|See details',
      'Mug émaillé offert dès {threshold}|Avec le code FREEMUG, ajouté automatiquement à votre panier|Voir les conditions',
      'Gratis Emaille-Becher ab {threshold}|Mit dem Code FREEMUG automatisch im Warenkorb|Details ansehen',
    ),
    currencies: {
      USD: { threshold: 10000, approach: 3000 },
      GBP: { threshold: 8000, approach: 2500 },
      EUR: { threshold: 9000, approach: 3000 },
      CAD: { threshold: 13500, approach: 4000 },
    },
    // Activated by a code so that carts without it keep exactly the lines the shopper added (the
    // storefront does not show bonus lines yet); with coupons: [] it is automatic.
    coupons: [{ code: 'FREEMUG' }],
  },
  {
    key: 'welcome-10',
    name: 'Welcome 10% off',
    level: 'ORDER',
    kind: 'percent',
    percent: 10,
    callouts: c('10% off your order|Welcome code WELCOME10|See details', '10 % sur votre commande|Code de bienvenue WELCOME10|Voir les conditions', '10 % auf Ihre Bestellung|Willkommenscode WELCOME10|Details ansehen'),
    currencies: every({}),
    coupons: [{ code: 'WELCOME10' }],
  },
  {
    key: 'take-20',
    name: '{amount} off orders over {threshold}',
    level: 'ORDER',
    kind: 'amount',
    callouts: c(
      '{amount} off orders over {threshold}|With code TAKE20|See details',
      '{amount} de remise dès {threshold}|Avec le code TAKE20|Voir les conditions',
      '{amount} Rabatt ab {threshold}|Mit dem Code TAKE20|Details ansehen',
    ),
    currencies: every({ threshold: 10000, amount: 2000, approach: 3000 }),
    coupons: [{ code: 'TAKE20' }],
  },
  {
    key: 'free-shipping',
    name: 'Free delivery',
    level: 'SHIPPING',
    kind: 'free_shipping',
    callouts: c('Free delivery|With code FREESHIP|See details', 'Livraison offerte|Avec le code FREESHIP|Voir les conditions', 'Kostenloser Versand|Mit dem Code FREESHIP|Details ansehen'),
    currencies: every({}),
    coupons: [{ code: 'FREESHIP' }],
  },
  {
    key: 'camp-25',
    name: '25% off camping gear',
    level: 'PRODUCT',
    kind: 'percent',
    percent: 25,
    categoryKey: 'camping',
    callouts: c('25% off camping gear|Tents, sleeping bags and camp kitchen|See details', '25 % sur le camping|Tentes, sacs de couchage et cuisine|Voir les conditions', '25 % auf Campingausrüstung|Zelte, Schlafsäcke und Campingküche|Details ansehen'),
    currencies: every({}),
    coupons: [{ code: 'CAMP25' }],
  },
  {
    key: 'expired-10',
    name: 'Spring 10% off (ended)',
    level: 'ORDER',
    kind: 'percent',
    percent: 10,
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: '2025-06-01T00:00:00Z',
    callouts: c('10% off|Spring sale|See details', '10 % de remise|Soldes de printemps|Voir les conditions', '10 % Rabatt|Frühjahrsaktion|Details ansehen'),
    currencies: every({}),
    coupons: [{ code: 'EXPIRED10' }],
  },
  {
    key: 'future-15',
    name: 'Future 15% off (not started)',
    level: 'ORDER',
    kind: 'percent',
    percent: 15,
    startsAt: '2099-01-01T00:00:00Z',
    callouts: c('15% off|Coming soon|See details', '15 % de remise|Bientôt|Voir les conditions', '15 % Rabatt|Demnächst|Details ansehen'),
    currencies: every({}),
    coupons: [{ code: 'FUTURE15' }],
  },
  {
    key: 'once-10',
    name: '{amount} off, single-use code',
    level: 'ORDER',
    kind: 'amount',
    redemptionCount: 1,
    callouts: c('{amount} off your order|Single-use code|See details', '{amount} sur votre commande|Code à usage unique|Voir les conditions', '{amount} auf Ihre Bestellung|Einmal-Code|Details ansehen'),
    currencies: every({ amount: 1000 }),
    coupons: [
      { code: 'ONCEONLY', singleUse: true, redeemedAt: '2025-06-01T12:00:00Z' },
      { code: 'ONCEFRESH', singleUse: true },
    ],
  },
  {
    key: 'limit-1',
    name: '5% off, limited',
    level: 'ORDER',
    kind: 'percent',
    percent: 5,
    maxRedemptions: 1,
    redemptionCount: 1,
    callouts: c('5% off|Limited code|See details', '5 % de remise|Code limité|Voir les conditions', '5 % Rabatt|Begrenzter Code|Details ansehen'),
    currencies: every({}),
    coupons: [{ code: 'LIMIT1' }],
  },
  {
    key: 'us-only-5',
    name: '{amount} off (US only)',
    level: 'ORDER',
    kind: 'amount',
    callouts: c('{amount} off|US orders only|See details', '{amount} de remise|Commandes américaines|Voir les conditions', '{amount} Rabatt|Nur US-Bestellungen|Details ansehen'),
    currencies: { USD: { amount: 500 } },
    coupons: [{ code: 'USONLY5' }],
  },
  ...BRANDS.map(
    (brand): PromotionSeed => ({
      key: `${brand}-fan`,
      name: `${BRAND_INFO[brand].name} fans 15% off`,
      level: 'ORDER',
      kind: 'percent',
      percent: 15,
      brand,
      callouts: c(`15% off|For ${BRAND_INFO[brand].name} fans|See details`, `15 % de remise|Pour les fans de ${BRAND_INFO[brand].name}|Voir les conditions`, `15 % Rabatt|Für Fans von ${BRAND_INFO[brand].name}|Details ansehen`),
      currencies: every({}),
      coupons: [{ code: `${brand.toUpperCase()}FAN` }],
    }),
  ),
]

/** The free-gift product of each brand (style id), never listed for sale. */
export const GIFT_PRODUCT_ID: Record<Brand, string> = { summit: 'GIFTMUG1', fjell: 'GIFTMUG2' }
const GIFT_VALUE: Record<Currency, number> = { USD: 1500, GBP: 1200, EUR: 1400, CAD: 2000 }
const GIFT_UPC: Record<Brand, string> = { summit: '08401299901', fjell: '07351999901' }

const json = (rows: ReadonlyArray<object>) => JSON.stringify(rows)

/** Writes the gift products, promotions and coupons (after the catalogue). */
export const seedPromotions = async (tx: Db): Promise<void> => {
  for (const brand of BRANDS) {
    const id = GIFT_PRODUCT_ID[brand]
    const name = `${BRAND_INFO[brand].name} Enamel Camp Mug`
    await tx.query(
      `INSERT INTO products (id, brand, category_id, name, slug, description, product_type, gender, season, badge, eyebrow, rating_x10, reviews_count,
         max_qty, featured_rank, released_on, free_gift)
       SELECT $1, $2, c.id, $3, $4, $5, 'cookware', 'unisex', NULL, NULL, NULL, 0, 0, 1, 100000, DATE '2025-01-01', true
       FROM categories c WHERE c.brand = $2 AND c.key = 'camp-kitchen'`,
      [id, brand, name, slugify(name.replace(/&/g, 'and')), 'A free gift with qualifying orders: an enamel mug for coffee at camp. Not sold separately.'],
    )
    await tx.query(
      `INSERT INTO product_prices (product_id, currency, current_minor, original_minor)
       SELECT $1, r.currency, r.value, r.value FROM jsonb_to_recordset($2::jsonb) AS r(currency text, value int)`,
      [id, json(Object.entries(GIFT_VALUE).map(([currency, value]) => ({ currency, value })))],
    )
    await tx.query(`INSERT INTO product_colours (product_id, code, name, hex, position) VALUES ($1, 'ORG', 'Ember Orange', '#e8702a', 0)`, [id])
    await tx.query(`INSERT INTO product_sizes (product_id, code, label, position, size_rank) VALUES ($1, 'OS', 'One size', 0, 10)`, [id])
    await tx.query(`INSERT INTO variants (sku, product_id, colour_code, size_code, upc, position, stock) VALUES ($1, $2, 'ORG', 'OS', $3, 0, 100000)`, [
      `${id}ORGOS`,
      id,
      upcWithCheckDigit(GIFT_UPC[brand]),
    ])

    const seeds = PROMOTION_SEEDS.filter((p) => !p.brand || p.brand === brand)
    const promotions = seeds.map((p, position) => ({
      id: `${brand}-${p.key}`,
      brand,
      name: p.name,
      level: p.level,
      kind: p.kind,
      percent: p.percent ?? null,
      category_key: p.categoryKey ?? null,
      gift_product_id: p.gift ? id : null,
      coupon_required: p.coupons.length > 0,
      starts_at: p.startsAt ?? null,
      ends_at: p.endsAt ?? null,
      max_redemptions: p.maxRedemptions ?? null,
      redemption_count: p.redemptionCount ?? 0,
      callouts: p.callouts,
      position,
    }))
    await tx.query(
      `INSERT INTO promotions (id, brand, name, level, kind, percent, category_id, gift_product_id, coupon_required, starts_at, ends_at,
         max_redemptions, redemption_count, callouts, position)
       SELECT r.id, r.brand, r.name, r.level, r.kind, r.percent, c.id, r.gift_product_id, r.coupon_required, r.starts_at, r.ends_at,
         r.max_redemptions, r.redemption_count, r.callouts, r.position
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, brand text, name text, level text, kind text, percent numeric, category_key text,
         gift_product_id text, coupon_required boolean, starts_at timestamptz, ends_at timestamptz, max_redemptions int, redemption_count int,
         callouts jsonb, position int)
       LEFT JOIN categories c ON c.brand = r.brand AND c.key = r.category_key`,
      [json(promotions)],
    )
    const currencies = seeds.flatMap((p) =>
      Object.entries(p.currencies).map(([currency, t]) => ({
        promotion_id: `${brand}-${p.key}`,
        currency,
        threshold_minor: t.threshold ?? 0,
        amount_minor: t.amount ?? null,
        approach_minor: t.approach ?? null,
      })),
    )
    await tx.query(
      `INSERT INTO promotion_currencies (promotion_id, currency, threshold_minor, amount_minor, approach_minor)
       SELECT promotion_id, currency, threshold_minor, amount_minor, approach_minor
       FROM jsonb_to_recordset($1::jsonb) AS r(promotion_id text, currency text, threshold_minor int, amount_minor int, approach_minor int)`,
      [json(currencies)],
    )
    const coupons = seeds.flatMap((p) =>
      p.coupons.map((k) => ({ brand, code: k.code, promotion_id: `${brand}-${p.key}`, single_use: k.singleUse ?? false, redeemed_at: k.redeemedAt ?? null })),
    )
    await tx.query(
      `INSERT INTO coupons (brand, code, promotion_id, single_use, redeemed_at)
       SELECT brand, code, promotion_id, single_use, redeemed_at
       FROM jsonb_to_recordset($1::jsonb) AS r(brand text, code text, promotion_id text, single_use boolean, redeemed_at timestamptz)`,
      [json(coupons)],
    )
  }
}
