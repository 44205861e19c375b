// The deterministic catalogue generator: categories, products with colours, sizes, variants,
// prices in every currency, online stock, stores and social posts. A pure function of its seed
// string; rows come out shaped like the database tables (snake_case columns).
import { BRANDS, type Brand, type Currency } from '../../src/contract/site/sites.ts'
import { slugify } from '../../src/contract/site/routeRules.ts'
import { NAME_WORDS, SOCIAL_CAPTIONS, SOCIAL_HANDLES } from './brandWords.ts'
import { PALETTE, sizeInfo } from '../lib/palette.ts'
import { createRng, type Rng } from '../lib/prng.ts'
import { PRODUCT_TYPES } from './productTypes.ts'
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
  name: string
  slug: string
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

const GENDER_PREFIX: Record<Gender, string> = { men: "Men's ", women: "Women's ", kids: "Kids' ", unisex: '' }
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

const generateBrand = (brand: Brand, usedIds: Set<string>, out: Catalogue): void => {
  const rng = createRng(`${SEED}/${brand}`)
  const usedCategoryIds = new Set<string>()
  const usedNames = new Set<string>()
  const words = rng.shuffle(NAME_WORDS[brand])
  let wordCursor = 0
  let upcCounter = 0
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
          let name = ''
          do {
            const word = words[wordCursor++ % words.length] as string
            const ending = endings[(k + Math.floor(wordCursor / words.length)) % endings.length] as string
            name = `${GENDER_PREFIX[top.gender]}${word} ${ending}`
          } while (usedNames.has(name))
          usedNames.add(name)

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
          const product: ProductRow = {
            id,
            brand,
            category_id: leafId,
            name,
            slug: slugify(name.replace(/'/g, '')),
            description: `${rng.pick(type.opening)} ${rng.sample(type.features, rng.int(2, 3)).join(' ')}`,
            product_type: type.key,
            gender: top.gender,
            season,
            badge,
            eyebrow: rng.chance(0.4) ? rng.pick(type.eyebrows) : null,
            rating_x10,
            reviews_count,
            max_qty: badge === 'online-exclusive' ? 2 : type.maxQty,
            featured_rank: 0,
            released_on: releasedOn,
          }
          brandProducts.push(product)
          out.products.push(product)

          const listUsd = rng.int(type.priceUsd[0], type.priceUsd[1]) * (top.gender === 'kids' ? 55 : 100)
          const markdown = rng.chance(0.25) ? rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]) : 0
          for (const { currency, rate, ending } of CURRENCIES) {
            const original = shelfPrice(listUsd, rate, ending)
            let current = markdown ? shelfPrice(listUsd * (1 - markdown), rate, ending) : original
            if (markdown && current >= original) current = original - 100
            out.prices.push({ product_id: id, currency, current_minor: current, original_minor: original })
          }

          const colourCodes = rng.sample(type.colours, rng.int(2, Math.min(5, type.colours.length)))
          const sizeCodes = type.sizes(top.gender)
          colourCodes.forEach((code, position) => {
            const colour = PALETTE.find((c) => c.code === code)
            if (!colour) throw new Error(`unknown colour ${code}`)
            out.colours.push({ product_id: id, code, name: colour.name, hex: colour.hex, position })
          })
          sizeCodes.forEach((code, position) => {
            const info = sizeInfo(code)
            out.sizes.push({ product_id: id, code, label: info.label, position, size_rank: info.rank })
          })
          let variantPosition = 0
          for (const colour of colourCodes) {
            for (const size of sizeCodes) {
              upcCounter++
              out.variants.push({
                sku: `${id}${colour}${size}`,
                product_id: id,
                colour_code: colour,
                size_code: size,
                upc: upcWithCheckDigit(`${UPC_MANUFACTURER[brand]}${String(upcCounter).padStart(5, '0')}`),
                position: variantPosition++,
                stock: stockLevel(rng),
              })
            }
          }
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

/** Generates the whole catalogue of both brands. Same seed, same catalogue. */
export const generateCatalogue = (): Catalogue => {
  const out: Catalogue = { categories: [], closure: [], products: [], prices: [], colours: [], sizes: [], variants: [], stores: STORES, social: [] }
  const usedIds = new Set<string>()
  for (const brand of BRANDS) generateBrand(brand, usedIds, out)
  return out
}
