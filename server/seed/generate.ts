// The deterministic catalogue generator: categories, products (named in English, French and German)
// with colours, sizes, variants, prices in every currency, online stock, stores and social posts. A
// pure function of its seed string; rows come out shaped like the database tables (snake_case
// columns). A larger catalogue (the seed's size option) adds products after the seed's own.
import { BRANDS, type Brand, type Currency } from '../../src/contract/site/sites.ts'
import { slugify } from '../../src/contract/site/routeRules.ts'
import { NAME_WORDS, SOCIAL_CAPTIONS, SOCIAL_HANDLES } from './brandWords.ts'
import { colourByCode, sizeInfo } from '../lib/palette.ts'
import { createRng, type Rng } from '../lib/prng.ts'
import { PRODUCT_TYPES, type ProductTypeDef } from './productTypes.ts'
import { STORES, type StoreDef } from './stores.ts'
import { TAXONOMY, type Gender, type L10n } from './taxonomy.ts'

export const SEED = 'reference-commerce/v1'

export interface CategoryRow {
  id: string
  brand: Brand
  key: string
  parent_id: string | null
  level: number
  position: number
  names: L10n
  slugs: L10n
  product_type: string | null
}
export interface ClosureRow {
  ancestor_id: string
  descendant_id: string
  depth: number
}
export interface ProductRow {
  id: string
  brand: Brand
  category_id: string
  /** The English name and slug (the French and German ones are in `names` and `slugs`). */
  name: string
  slug: string
  names: L10n
  slugs: L10n
  description: string
  product_type: string
  gender: Gender
  season: string | null
  badge: string | null
  eyebrow: string | null
  rating_x10: number
  reviews_count: number
  max_qty: number
  featured_rank: number
  released_on: string
}
export interface PriceRow {
  product_id: string
  currency: Currency
  current_minor: number
  original_minor: number
}
export interface ColourRow {
  product_id: string
  code: string
  name: string
  names: L10n
  hex: string
  position: number
}
export interface SizeRow {
  product_id: string
  code: string
  label: string
  position: number
  size_rank: number
}
export interface VariantRow {
  sku: string
  product_id: string
  colour_code: string
  size_code: string
  upc: string
  position: number
  stock: number
}
export interface SocialRow {
  id: string
  brand: Brand
  product_id: string
  colour_code: string
  username: string
  caption: string
  posted_at: string
  position: number
}

export interface Catalogue {
  categories: CategoryRow[]
  closure: ClosureRow[]
  products: ProductRow[]
  prices: PriceRow[]
  colours: ColourRow[]
  sizes: SizeRow[]
  variants: VariantRow[]
  stores: ReadonlyArray<StoreDef>
  social: SocialRow[]
}

/** Exchange rates from USD and the price ending of each currency (minor units below the whole). */
const CURRENCIES: ReadonlyArray<{ currency: Currency; rate: number; ending: number }> = [
  { currency: 'USD', rate: 1, ending: 5 },
  { currency: 'GBP', rate: 0.82, ending: 0 },
  { currency: 'EUR', rate: 0.95, ending: 5 },
  { currency: 'CAD', rate: 1.36, ending: 1 },
]

/** A shelf price: whole units with the currency's ending, e.g. 129.95 USD, 110.00 GBP, 179.99 CAD. */
const shelfPrice = (usdMinor: number, rate: number, ending: number): number => Math.max(1, Math.round((usdMinor * rate) / 100)) * 100 - ending

/** A 12-digit UPC-A: 11 digits and the standard check digit. */
export const upcWithCheckDigit = (eleven: string): string => {
  let sum = 0
  for (let i = 0; i < 11; i++) sum += Number(eleven[i]) * (i % 2 === 0 ? 3 : 1)
  return eleven + String((10 - (sum % 10)) % 10)
}

/** The gender word of a product name: before the name in English, after it in French and German. */
const GENDER_WORDS: Record<Gender, L10n | null> = {
  men: { en: "Men's", fr: 'Homme', de: 'Herren' },
  women: { en: "Women's", fr: 'Femme', de: 'Damen' },
  kids: { en: "Kids'", fr: 'Enfant', de: 'Kinder' },
  unisex: null,
}

/** "Men's Ridgeline Insulated Jacket", "Veste isolée Ridgeline Homme", "Ridgeline Isolationsjacke Herren". */
export const productNames = (gender: Gender, word: string, ending: L10n): L10n => {
  const g = GENDER_WORDS[gender]
  return {
    en: `${g ? `${g.en} ` : ''}${word} ${ending.en}`,
    fr: `${ending.fr.replace('{w}', word)}${g ? ` ${g.fr}` : ''}`,
    de: `${ending.de.replace('{w}', word)}${g ? ` ${g.de}` : ''}`,
  }
}

const productSlugs = (names: L10n): L10n => ({ en: slugify(names.en.replace(/'/g, '')), fr: slugify(names.fr), de: slugify(names.de) })

const UPC_MANUFACTURER: Record<Brand, string> = { summit: '084012', fjell: '073519' }
const CATEGORY_DIGIT: Record<Brand, string> = { summit: '3', fjell: '7' }
const ID_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

const day = (offset: number): string => new Date(Date.UTC(2024, 2, 1) + offset * 86_400_000).toISOString().slice(0, 10)

const slugsOf = (names: L10n, parent?: L10n): L10n => ({
  en: slugify(parent ? `${parent.en} ${names.en}` : names.en),
  fr: slugify(parent ? `${parent.fr} ${names.fr}` : names.fr),
  de: slugify(parent ? `${parent.de} ${names.de}` : names.de),
})

const uniqueId = (rng: Rng, used: Set<string>, make: () => string): string => {
  for (;;) {
    const id = make()
    if (!used.has(id)) {
      used.add(id)
      return id
    }
  }
}

const rating = (rng: Rng): { rating_x10: number; reviews_count: number } => {
  if (rng.chance(0.06)) return { rating_x10: 0, reviews_count: 0 }
  const reviews = Math.floor(Math.pow(rng.next(), 2.2) * 1400) + 1
  const score = Math.round(((rng.next() + rng.next() + rng.next()) / 3) * 20 + 32)
  return { rating_x10: Math.min(50, Math.max(28, score)), reviews_count: reviews }
}

const stockLevel = (rng: Rng): number => {
  const r = rng.next()
  if (r < 0.08) return 0
  if (r < 0.18) return rng.int(1, 3)
  return rng.int(4, 150)
}

/** The product rows one product adds: itself, its prices, colours, sizes and variants. */
export interface ProductRows {
  products: ProductRow[]
  prices: PriceRow[]
  colours: ColourRow[]
  sizes: SizeRow[]
  variants: VariantRow[]
}

interface ProductSpec {
  readonly brand: Brand
  readonly leafId: string
  readonly type: ProductTypeDef
  readonly gender: Gender
  readonly names: L10n
  /** The next UPC of the brand (11 digits before the check digit). */
  readonly nextUpc: () => string
}

/**
 * One product with its prices, colours, sizes and variants, drawn from `rng` (the order of the draws
 * is part of the seed: changing it changes every product after).
 */
const addProduct = (rng: Rng, usedIds: Set<string>, spec: ProductSpec, out: ProductRows): ProductRow => {
  const { type, gender, names } = spec
  const id = uniqueId(rng, usedIds, () => LETTERS[rng.int(0, LETTERS.length - 1)] + Array.from({ length: 7 }, () => ID_CHARS[rng.int(0, ID_CHARS.length - 1)]).join(''))
  const released = rng.int(0, 610)
  const releasedOn = day(released)
  const month = Number(releasedOn.slice(5, 7))
  const season = type.seasonal ? `${month >= 7 ? 'AW' : 'SS'}${releasedOn.slice(2, 4)}` : null
  const { rating_x10, reviews_count } = rating(rng)
  const badge =
    releasedOn >= '2025-09-01'
      ? 'new'
      : reviews_count > 700 && rng.chance(0.6)
        ? 'bestseller'
        : rng.chance(0.06)
          ? 'online-exclusive'
          : rng.chance(0.1)
            ? 'sustainable'
            : null
  const slugs = productSlugs(names)
  const product: ProductRow = {
    id,
    brand: spec.brand,
    category_id: spec.leafId,
    name: names.en,
    slug: slugs.en,
    names,
    slugs,
    description: `${rng.pick(type.opening)} ${rng.sample(type.features, rng.int(2, 3)).join(' ')}`,
    product_type: type.key,
    gender,
    season,
    badge,
    eyebrow: rng.chance(0.4) ? rng.pick(type.eyebrows) : null,
    rating_x10,
    reviews_count,
    max_qty: badge === 'online-exclusive' ? 2 : type.maxQty,
    featured_rank: 0,
    released_on: releasedOn,
  }
  out.products.push(product)

  const listUsd = rng.int(type.priceUsd[0], type.priceUsd[1]) * (gender === 'kids' ? 55 : 100)
  const markdown = rng.chance(0.25) ? rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]) : 0
  for (const { currency, rate, ending } of CURRENCIES) {
    const original = shelfPrice(listUsd, rate, ending)
    let current = markdown ? shelfPrice(listUsd * (1 - markdown), rate, ending) : original
    if (markdown && current >= original) current = original - 100
    out.prices.push({ product_id: id, currency, current_minor: current, original_minor: original })
  }

  const colourCodes = rng.sample(type.colours, rng.int(2, Math.min(5, type.colours.length)))
  const sizeCodes = type.sizes(gender)
  colourCodes.forEach((code, position) => {
    const colour = colourByCode(code)
    if (!colour) throw new Error(`unknown colour ${code}`)
    out.colours.push({ product_id: id, code, name: colour.name, names: colour.names, hex: colour.hex, position })
  })
  sizeCodes.forEach((code, position) => {
    const info = sizeInfo(code)
    out.sizes.push({ product_id: id, code, label: info.label, position, size_rank: info.rank })
  })
  let variantPosition = 0
  for (const colour of colourCodes) {
    for (const size of sizeCodes) {
      out.variants.push({
        sku: `${id}${colour}${size}`,
        product_id: id,
        colour_code: colour,
        size_code: size,
        upc: upcWithCheckDigit(spec.nextUpc()),
        position: variantPosition++,
        stock: stockLevel(rng),
      })
    }
  }
  return product
}

const generateBrand = (brand: Brand, usedIds: Set<string>, out: Catalogue): void => {
  const rng = createRng(`${SEED}/${brand}`)
  const usedCategoryIds = new Set<string>()
  const usedNames = new Set<string>()
  const words = rng.shuffle(NAME_WORDS[brand])
  let wordCursor = 0
  let upcCounter = 0
  const nextUpc = () => `${UPC_MANUFACTURER[brand]}${String(++upcCounter).padStart(5, '0')}`
  const brandProducts: ProductRow[] = []

  const addCategory = (row: Omit<CategoryRow, 'id' | 'brand'>, ancestors: ReadonlyArray<string>): string => {
    const id = uniqueId(rng, usedCategoryIds, () => `${CATEGORY_DIGIT[brand]}${rng.int(10_000, 99_999)}`)
    out.categories.push({ id, brand, ...row })
    out.closure.push({ ancestor_id: id, descendant_id: id, depth: 0 })
    ancestors.forEach((ancestor, i) => out.closure.push({ ancestor_id: ancestor, descendant_id: id, depth: ancestors.length - i }))
    return id
  }

  TAXONOMY.forEach((top, topIndex) => {
    const topId = addCategory({ key: top.key, parent_id: null, level: 1, position: topIndex, names: top.names, slugs: slugsOf(top.names), product_type: null }, [])
    top.children.forEach((group, groupIndex) => {
      const groupId = addCategory(
        { key: group.key, parent_id: topId, level: 2, position: groupIndex, names: group.names, slugs: slugsOf(group.names, top.names), product_type: null },
        [topId],
      )
      group.children.forEach((leaf, leafIndex) => {
        const leafId = addCategory(
          { key: leaf.key, parent_id: groupId, level: 3, position: leafIndex, names: leaf.names, slugs: slugsOf(leaf.names, top.names), product_type: leaf.type },
          [topId, groupId],
        )
        const type = PRODUCT_TYPES[leaf.type]
        const endings = rng.shuffle(type.names)
        for (let k = 0; k < leaf.count; k++) {
          let names: L10n
          do {
            const word = words[wordCursor++ % words.length] as string
            const ending = endings[(k + Math.floor(wordCursor / words.length)) % endings.length] as L10n
            names = productNames(top.gender, word, ending)
          } while (usedNames.has(names.en))
          usedNames.add(names.en)
          brandProducts.push(addProduct(rng, usedIds, { brand, leafId, type, gender: top.gender, names, nextUpc }, out))
        }
      })
    })
  })

  rng.shuffle(brandProducts).forEach((product, rank) => (product.featured_rank = rank + 1))

  for (let i = 0; i < 36; i++) {
    const product = rng.pick(brandProducts)
    const colour = out.colours.find((c) => c.product_id === product.id)
    out.social.push({
      id: `${brand.slice(0, 1).toUpperCase()}M${String(i + 1).padStart(5, '0')}`,
      brand,
      product_id: product.id,
      colour_code: colour?.code ?? 'BLK',
      username: rng.pick(SOCIAL_HANDLES),
      caption: rng.pick(SOCIAL_CAPTIONS),
      posted_at: new Date(Date.UTC(2025, 9, 31, 12) - i * 37 * 3_600_000).toISOString(),
      position: i,
    })
  }
}

/** Generates the whole seed catalogue of both brands (470 products). Same seed, same catalogue. */
export const generateCatalogue = (): Catalogue => {
  const out: Catalogue = { categories: [], closure: [], products: [], prices: [], colours: [], sizes: [], variants: [], stores: STORES, social: [] }
  const usedIds = new Set<string>()
  for (const brand of BRANDS) generateBrand(brand, usedIds, out)
  return out
}

/** Model words between the brand word and the ending of the products a larger catalogue adds. */
const MODEL_WORDS = [
  'Pro', 'Lite', 'Alpine', 'Trek', 'Ultra', 'Plus', 'Flex', 'Storm', 'Air', 'Max', 'Edge', 'Peak', 'Evo', 'Tour', 'Guide',
  'Explorer', 'Active', 'Tech', 'Classic', 'Aero', 'Core', 'Prime', 'Polar', 'Nordic', 'Swift', 'Venture', 'Ascent', 'Drift', 'Crest', 'Ridge',
] as const

/**
 * The products a catalogue of `total` products adds to the seed's (which it keeps as they are): as
 * many per brand, spread over the leaf categories as the seed is, named brand word + model word +
 * ending, drawn from their own seeded streams (so the seed's products, ids and prices stay the same
 * whatever the size). Yields batches of about `batchSize` products with their rows, so a catalogue
 * of 100,000 products is written without holding it all in memory. Only the seed's products have
 * store inventory and social posts.
 */
export function* generateExtraProducts(base: Catalogue, total: number, batchSize = 2_000): Generator<ProductRows> {
  const extra = Math.max(0, total - base.products.length)
  if (extra === 0) return
  const usedIds = new Set(base.products.map((p) => p.id))
  for (const [brandIndex, brand] of BRANDS.entries()) {
    const rng = createRng(`${SEED}/${brand}/extra`)
    const count = Math.floor(extra / BRANDS.length) + (brandIndex < extra % BRANDS.length ? 1 : 0)
    const usedNames = new Set(base.products.filter((p) => p.brand === brand).map((p) => p.name))
    let upcCounter = 0
    // 11 digits: "1", the brand's number, a 9-digit counter (the seed's UPCs start with 0).
    const nextUpc = () => `1${brandIndex + 1}${String(++upcCounter).padStart(9, '0')}`
    const leaves = base.categories.filter((c) => c.brand === brand && c.level === 3)
    const tops = new Map(TAXONOMY.map((top) => [top.key, top]))
    const leafDefs = TAXONOMY.flatMap((top) => top.children.flatMap((group) => group.children.map((leaf) => ({ leaf, top }))))
    const seedCount = leafDefs.reduce((sum, { leaf }) => sum + leaf.count, 0)
    let rank = base.products.filter((p) => p.brand === brand).length
    let batch: ProductRows = { products: [], prices: [], colours: [], sizes: [], variants: [] }
    let made = 0
    for (const [leafIndex, { leaf, top }] of leafDefs.entries()) {
      const row = leaves.find((c) => c.key === leaf.key)
      if (!row || !tops.has(top.key)) throw new Error(`no leaf ${leaf.key} for ${brand}`)
      // The last leaf takes what rounding left over, so the brand gets exactly `count`.
      const here = leafIndex === leafDefs.length - 1 ? count - made : Math.round((count * leaf.count) / seedCount)
      const type = PRODUCT_TYPES[leaf.type]
      for (let k = 0; k < here && made < count; k++, made++) {
        const word = `${rng.pick(NAME_WORDS[brand])} ${rng.pick(MODEL_WORDS)}`
        const ending = rng.pick(type.names)
        let names = productNames(top.gender, word, ending)
        for (let n = 2; usedNames.has(names.en); n++) names = productNames(top.gender, `${word} ${n}`, ending)
        usedNames.add(names.en)
        const product = addProduct(rng, usedIds, { brand, leafId: row.id, type, gender: top.gender, names, nextUpc }, batch)
        product.featured_rank = ++rank
        if (batch.products.length >= batchSize) {
          yield batch
          batch = { products: [], prices: [], colours: [], sizes: [], variants: [] }
        }
      }
    }
    if (batch.products.length > 0) yield batch
  }
}
