// Reviews, questions and answers of the seed catalogue (docs/decisions/0020). Every product gets as
// many reviews as its `reviews_count`, with ratings spread so their mean is its rating: the spread is
// worked out here from the seed's PRNG (server/lib/prng.ts), one plan row per product and rating;
// the rows themselves (about 200,000) are written by one INSERT … SELECT over generate_series that
// picks each review's words from the phrase book with integer hashes of its number (the same rows
// on PGlite and PostgreSQL). A product with few reviews cannot have any mean
// (one review is a whole number of stars), so its rating is then set to its reviews' mean, to one
// decimal: the product's rating and its reviews always agree.
import type { Brand } from '../../src/contract/site/sites.ts'
import { ANSWERS, CLOSINGS, DETAILS, OPENINGS, QUESTIONS, TITLES, type Phrase, type PhraseLanguage, type ProductKind } from '../commerce/reviewPhrases.ts'
import type { Db } from '../db/db.ts'
import { createRng, hash32, type Rng } from '../lib/prng.ts'
import type { ProductRow } from './generate.ts'

const REVIEW_SEED = 'reference-reviews/v1'
/** Reviews are dated up to this day (the catalogue's "today"). */
export const REVIEWS_UNTIL = '2025-11-30'

export const kindOf = (productType: string): ProductKind =>
  ['jacket', 'fleece', 'trousers', 'baselayer', 'tshirt'].includes(productType)
    ? 'apparel'
    : ['hiking-boot', 'trail-shoe', 'sandal', 'climbing-shoe'].includes(productType)
      ? 'footwear'
      : 'gear'

/**
 * How many reviews of each rating (index 0 = 1 star) `n` reviews with mean `x10 / 10` have: a
 * skewed shape (p_k ∝ e^(βk), β solved for the mean) with a little noise, then single reviews moved
 * a star up or down until the stars add up to round(n × mean).
 */
export const ratingCounts = (n: number, x10: number, rng: Rng): number[] => {
  const counts = [0, 0, 0, 0, 0]
  if (n <= 0) return counts
  const mean = Math.min(5, Math.max(1, x10 / 10))
  const meanOf = (beta: number) => {
    const w = [1, 2, 3, 4, 5].map((k) => Math.exp(beta * k))
    const sum = w.reduce((a, b) => a + b, 0)
    return w.reduce((a, wk, i) => a + wk * (i + 1), 0) / sum
  }
  let lo = -20
  let hi = 20
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2
    if (meanOf(mid) < mean) lo = mid
    else hi = mid
  }
  const beta = (lo + hi) / 2 + (rng.next() - 0.5) * 0.3
  const weights = [1, 2, 3, 4, 5].map((k) => Math.exp(beta * k) * (k === 1 ? 1 + rng.next() * 0.8 : 1))
  const total = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (w / total) * n)
  exact.forEach((e, i) => (counts[i] = Math.floor(e)))
  // Largest remainders get the reviews left over.
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0])
  for (let left = n - counts.reduce((a, b) => a + b, 0), j = 0; left > 0; left--, j++) counts[order[j % 5]![1]]! += 1
  const target = Math.min(5 * n, Math.max(n, Math.round(mean * n)))
  let stars = counts.reduce((a, c, i) => a + c * (i + 1), 0)
  while (stars < target) {
    const from = [3, 2, 1, 0].find((i) => counts[i]! > 0)!
    counts[from]! -= 1
    counts[from + 1]! += 1
    stars++
  }
  while (stars > target) {
    const from = [1, 2, 3, 4].find((i) => counts[i]! > 0)!
    counts[from]! -= 1
    counts[from - 1]! += 1
    stars--
  }
  return counts
}

/** Which language a brand's reviewers write in, by percentage of reviews. */
const LANGUAGE_MIX: Record<Brand, ReadonlyArray<readonly [PhraseLanguage, number]>> = {
  summit: [['en', 92], ['fr', 100]],
  fjell: [['en', 40], ['fr', 68], ['de', 100]],
}

const languageAt = (brand: Brand, percent: number): PhraseLanguage => LANGUAGE_MIX[brand].find(([, upTo]) => percent < upTo)![0]

const NICKNAMES = ['Maya', 'Jonas', 'Camille', 'Ethan', 'Lena', 'Noah', 'Chloé', 'Lukas', 'Ava', 'Hugo', 'Emma', 'Felix', 'Olivia', 'Louis', 'Mia', 'Ben', 'Sofia', 'Théo', 'Hannah', 'Leo', 'Zoe', 'Max', 'Inès', 'Jack']
const INITIALS = 'ABCDEFGHJKLMNPRSTVW'
const LOCATIONS: Record<Brand, Readonly<Partial<Record<PhraseLanguage, ReadonlyArray<string>>>>> = {
  summit: {
    en: ['Denver, CO', 'Seattle, WA', 'Portland, OR', 'Boulder, CO', 'Salt Lake City, UT', 'Bend, OR', 'Asheville, NC', 'Vancouver, BC', 'Calgary, AB', 'Toronto, ON'],
    fr: ['Montréal, QC', 'Québec, QC', 'Gatineau, QC', 'Sherbrooke, QC'],
  },
  fjell: {
    en: ['London', 'Manchester', 'Edinburgh', 'Keswick', 'Bristol', 'Sheffield', 'Glasgow'],
    fr: ['Paris', 'Lyon', 'Annecy', 'Grenoble', 'Chamonix', 'Bordeaux'],
    de: ['München', 'Berlin', 'Hamburg', 'Freiburg', 'Köln', 'Stuttgart', 'Garmisch-Partenkirchen'],
  },
}

const LANGUAGES: ReadonlyArray<PhraseLanguage> = ['en', 'fr', 'de']
const KINDS: ReadonlyArray<ProductKind> = ['apparel', 'footwear', 'gear']
const SENTIMENT_OF_RATING = ['negative', 'negative', 'mixed', 'positive', 'positive'] as const

/**
 * A bank of phrases as one flat text array of equal blocks (each block cycled to `slots` entries), so
 * the INSERT picks entry `1 + block × slots + hash % slots` with no JSON work per row.
 */
const flatBank = (blocks: ReadonlyArray<ReadonlyArray<string>>, slots: number): string[] =>
  blocks.flatMap((block) => Array.from({ length: slots }, (_, i) => block[i % block.length]!))

const SLOTS = 6
// Block order: language, then rating (titles, openings, closings) or language, kind, rating (details).
const byLanguageAndRating = (bank: ReadonlyArray<ReadonlyArray<Phrase>>) =>
  flatBank(LANGUAGES.flatMap((language) => bank.map((phrases) => phrases.map((phrase) => phrase[language]))), SLOTS)
const detailsBank = () =>
  flatBank(
    LANGUAGES.flatMap((language) => KINDS.flatMap((kind) => SENTIMENT_OF_RATING.map((sentiment) => DETAILS[kind][sentiment].map((phrase) => phrase[language])))),
    SLOTS,
  )

/** Locations as blocks by brand and language (a language a brand has no towns for gets its first language's). */
const BRAND_LIST: ReadonlyArray<Brand> = ['summit', 'fjell']
const locationBank = () =>
  flatBank(
    BRAND_LIST.flatMap((brand) => LANGUAGES.map((language) => LOCATIONS[brand][language] ?? LOCATIONS[brand].en ?? [])),
    12,
  )

/** The language index (0 en, 1 fr, 2 de) of a review as SQL, from its brand and a hash percentage. */
const languageSql = (brand: string, percent: string): string =>
  `CASE ${BRAND_LIST.map(
    (b) => `WHEN ${brand} = '${b}' THEN CASE ${LANGUAGE_MIX[b].map(([language, upTo]) => `WHEN ${percent} < ${upTo} THEN ${LANGUAGES.indexOf(language)}`).join(' ')} END`,
  ).join(' ')} END`

interface PlanRow {
  product_id: string
  brand: Brand
  kind: number
  released_on: string
  rating: number
  n: number
  first: number
  seed0: number
  seed1: number
  seed2: number
  seed3: number
}

/** One row per product and rating with reviews: how many, numbered from `first`. */
export const reviewPlan = (products: ReadonlyArray<ProductRow>): PlanRow[] => {
  const plan: PlanRow[] = []
  for (const product of products) {
    const rng = createRng(`${REVIEW_SEED}/${product.id}`)
    const counts = ratingCounts(product.reviews_count, product.rating_x10, rng)
    const seeds = { seed0: hash32(`${product.id}/0`), seed1: hash32(`${product.id}/1`), seed2: hash32(`${product.id}/2`), seed3: hash32(`${product.id}/3`) }
    let first = 1
    counts.forEach((n, i) => {
      if (n === 0) return
      plan.push({
        product_id: product.id,
        brand: product.brand,
        kind: KINDS.indexOf(kindOf(product.product_type)),
        released_on: product.released_on,
        rating: i + 1,
        n,
        first,
        ...seeds,
      })
      first += n
    })
  }
  return plan
}

// Four numbers per review, from its number and its product's seeds: a multiplicative (Weyl) step mixed
// by one xor-shift and multiply, in 64-bit integer arithmetic (the same on PGlite and PostgreSQL, and
// much cheaper per row than an md5). Each is a non-negative 28-bit number.
const MULTIPLIERS = [2654435761, 1597334677, 3812015801, 2246822519]
const h = (i: number) => {
  const x = `((p.seed${i} + g::bigint * ${MULTIPLIERS[i]}) % 4294967296)`
  return `((((${x} # (${x} >> 15)) * 73244475) % 4294967296) >> 4)::int`
}

/** Writes every product's reviews and aligns each product's rating with its reviews' mean. */
export const seedReviews = async (tx: Db, products: ReadonlyArray<ProductRow>): Promise<void> => {
  await tx.query(
    `
    WITH plan AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(product_id text, brand text, kind int, released_on date, rating int, n int, first int, seed0 bigint, seed1 bigint, seed2 bigint, seed3 bigint)
    ), hashed AS MATERIALIZED (
      -- Materialized: each review's numbers are computed once, not again wherever the INSERT uses them.
      SELECT p.product_id, p.brand, p.kind, p.released_on, p.rating, g AS num, ${h(0)} AS h1, ${h(1)} AS h2, ${h(2)} AS h3, ${h(3)} AS h4
      FROM plan p CROSS JOIN LATERAL generate_series(p.first, p.first + p.n - 1) AS g
    ), q AS MATERIALIZED (
      SELECT hashed.*, ${languageSql('brand', 'h1 % 100')} AS lang FROM hashed
    )
    INSERT INTO reviews (id, product_id, rating, title, body, language, author, location, verified, created_at, helpful, unhelpful)
    SELECT
      'R' || q.product_id || '-' || q.num,
      q.product_id,
      q.rating,
      b.titles[1 + (q.lang * 5 + q.rating - 1) * ${SLOTS} + q.h2 % ${SLOTS}],
      b.openings[1 + (q.lang * 5 + q.rating - 1) * ${SLOTS} + q.h3 % ${SLOTS}] || ' ' ||
        b.details[1 + ((q.lang * 3 + q.kind) * 5 + q.rating - 1) * ${SLOTS} + q.h4 % ${SLOTS}] || ' ' ||
        b.closings[1 + (q.lang * 5 + q.rating - 1) * ${SLOTS} + q.h2 / 7 % ${SLOTS}],
      (ARRAY['en', 'fr', 'de'])[1 + q.lang],
      b.nicknames[1 + q.h3 / 11 % ${NICKNAMES.length}] || ' ' || b.initials[1 + q.h4 / 13 % ${INITIALS.length}] || '.',
      CASE WHEN q.h2 % 5 = 0 THEN NULL ELSE b.locations[1 + ((CASE WHEN q.brand = 'summit' THEN 0 ELSE 1 END) * 3 + q.lang) * 12 + q.h3 / 17 % 12] END,
      q.h4 % 10 < 7,
      ((q.released_on + (q.h2 / 3 % greatest(1, $8::date - q.released_on)))::timestamp + make_interval(secs => q.h3 % 86400)) AT TIME ZONE 'UTC',
      CASE WHEN q.h4 / 3 % 10 < 4 THEN 0 ELSE q.h4 / 7 % 30 END,
      CASE WHEN q.h3 / 5 % 10 < 7 THEN 0 ELSE q.h3 / 9 % 5 END
    FROM q CROSS JOIN (SELECT $2::text[] AS titles, $3::text[] AS openings, $4::text[] AS details, $5::text[] AS closings, $6::text[] AS nicknames, $7::text[] AS locations, $9::text[] AS initials) b`,
    [
      JSON.stringify(reviewPlan(products)),
      byLanguageAndRating(TITLES),
      byLanguageAndRating(OPENINGS),
      detailsBank(),
      byLanguageAndRating(CLOSINGS),
      NICKNAMES,
      locationBank(),
      REVIEWS_UNTIL,
      INITIALS.split(''),
    ],
  )
  await tx.query(`
    UPDATE products p SET rating_x10 = s.x10
    FROM (SELECT product_id, round(avg(rating) * 10)::int AS x10 FROM reviews GROUP BY product_id) s
    WHERE s.product_id = p.id AND p.rating_x10 <> s.x10`)
}

// ---- questions and answers ----------------------------------------------------------------------

const STAFF: Record<Brand, Phrase> = {
  summit: { en: 'Summit Outfitters team', fr: "L'équipe Summit Outfitters", de: 'Summit Outfitters Team' },
  fjell: { en: 'Fjell & Fjord team', fr: "L'équipe Fjell & Fjord", de: 'Fjell & Fjord Team' },
}

interface QuestionRow {
  id: string
  product_id: string
  text: string
  author: string
  language: PhraseLanguage
  status: 'published'
  created_at: string
}
interface AnswerRow {
  id: string
  question_id: string
  text: string
  author: string
  staff: boolean
  created_at: string
  helpful: number
  unhelpful: number
}

const dayAfter = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString()

/**
 * Up to five published questions per product (more for products with more reviews), in the brand's
 * languages, each with up to two answers (the brand's team first, when it answered); some unanswered.
 */
export const questionRows = (products: ReadonlyArray<ProductRow>): { questions: QuestionRow[]; answers: AnswerRow[] } => {
  const questions: QuestionRow[] = []
  const answers: AnswerRow[] = []
  const until = Date.parse(`${REVIEWS_UNTIL}T00:00:00Z`)
  for (const product of products) {
    const rng = createRng(`${REVIEW_SEED}/questions/${product.id}`)
    const kind = kindOf(product.product_type)
    const most = product.reviews_count > 400 ? 5 : product.reviews_count > 50 ? 3 : 2
    const count = rng.int(0, most)
    const asked = rng.sample(QUESTIONS[kind].map((_, i) => i), count)
    const days = Math.max(1, Math.floor((until - Date.parse(`${product.released_on}T00:00:00Z`)) / 86_400_000))
    asked.forEach((index, n) => {
      const language = languageAt(product.brand, hash32(`${product.id}/q${n}`) % 100)
      const id = `Q${product.id}-${n + 1}`
      const askedAt = rng.int(0, Math.max(0, days - 3))
      questions.push({
        id,
        product_id: product.id,
        text: QUESTIONS[kind][index]![language],
        author: `${rng.pick(NICKNAMES)} ${rng.pick(INITIALS.split(''))}.`,
        language,
        status: 'published',
        created_at: dayAfter(product.released_on, askedAt),
      })
      const replies = ANSWERS[kind][index] ?? []
      const answered = rng.chance(0.8) ? replies.length : 0
      for (let a = 0; a < answered; a++) {
        const staff = a === 0
        answers.push({
          id: `A${product.id}-${n + 1}-${a + 1}`,
          question_id: id,
          text: replies[a]![language],
          author: staff ? STAFF[product.brand][language] : `${rng.pick(NICKNAMES)} ${rng.pick(INITIALS.split(''))}.`,
          staff,
          created_at: dayAfter(product.released_on, Math.min(days, askedAt + 1 + a * rng.int(1, 20))),
          helpful: rng.int(0, 24),
          unhelpful: rng.int(0, 3),
        })
      }
    })
  }
  return { questions, answers }
}
