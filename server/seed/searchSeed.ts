// Writes what product search reads (docs/decisions/0019-search.md), in SQL over the seeded rows so
// it is the same on PGlite and PostgreSQL and scales with the catalogue: one search document per
// product and site language (names, categories, colours and labels in that language; the English
// description on English sites), the vocabulary with how many products use each word, the synonym
// groups and the popular queries. Also upgrades a database seeded before search (migration 007):
// its products and colours get their French and German names from the generator (same seed, same
// ids) before the search rows are written.
import { BRANDS, type LocaleInfo } from '../../src/contract/site/sites.ts'
import { badgeLabel, eyebrowLabel } from '../commerce/labels.ts'
import type { Db } from '../db/db.ts'
import { seedArticles } from './articles.ts'
import { generateCatalogue } from './generate.ts'
import { POPULAR_QUERIES, SYNONYM_GROUPS } from './searchWords.ts'

type Language = LocaleInfo['language']
const LANGUAGES: ReadonlyArray<Language> = ['en', 'fr', 'de']

/** Tables the search seed fills (emptied by a reseed with the others). */
export const SEARCH_TABLES = ['content_articles', 'search_popular_queries', 'search_synonyms', 'search_terms', 'product_search'] as const

/** {"new": {"en": "New", …}, …}: the shopper-facing label of each badge and eyebrow key in use. */
const labelsOf = async (tx: Db, column: 'badge' | 'eyebrow', label: (key: string, language: Language) => string | null) => {
  const keys = await tx.query<{ key: string }>(`SELECT DISTINCT ${column} AS key FROM products WHERE ${column} IS NOT NULL`)
  return Object.fromEntries(keys.map(({ key }) => [key, Object.fromEntries(LANGUAGES.map((l) => [l, label(key, l) ?? key]))]))
}

const writeDocuments = async (tx: Db): Promise<void> => {
  const badges = await labelsOf(tx, 'badge', badgeLabel)
  const eyebrows = await labelsOf(tx, 'eyebrow', eyebrowLabel)
  await tx.query(
    `INSERT INTO product_search (product_id, language, brand, category_id, document, words, popularity)
     SELECT p.id, l.language, p.brand, p.category_id,
       setweight(to_tsvector(l.config, n.name), 'A')
       || setweight(to_tsvector(l.config, coalesce(cat.names, '')), 'B')
       || setweight(to_tsvector(l.config, concat_ws(' ', col.names, n.eyebrow, n.badge)), 'C')
       || setweight(to_tsvector(l.config, CASE WHEN l.language = 'en' THEN p.description ELSE '' END), 'D'),
       setweight(to_tsvector('simple', search_normal(n.name)), 'A')
       || setweight(to_tsvector('simple', search_normal(concat_ws(' ', cat.names, col.names, n.eyebrow, n.badge))), 'B'),
       (p.rating_x10 / 10.0) * ln(p.reviews_count + 1)
     FROM products p
     CROSS JOIN (VALUES ('en', 'search_en'::regconfig), ('fr', 'search_fr'::regconfig), ('de', 'search_de'::regconfig)) AS l(language, config)
     CROSS JOIN LATERAL (SELECT coalesce(p.names ->> l.language, p.name) AS name,
                                $1::jsonb -> p.eyebrow ->> l.language AS eyebrow, $2::jsonb -> p.badge ->> l.language AS badge) n
     LEFT JOIN LATERAL (SELECT string_agg(c.names ->> l.language, ' ' ORDER BY cc.depth DESC) AS names
                        FROM category_closure cc JOIN categories c ON c.id = cc.ancestor_id WHERE cc.descendant_id = p.category_id) cat ON true
     LEFT JOIN LATERAL (SELECT string_agg(coalesce(pc.names ->> l.language, pc.name), ' ' ORDER BY pc.position) AS names
                        FROM product_colours pc WHERE pc.product_id = p.id) col ON true
     WHERE NOT p.free_gift`,
    [JSON.stringify(eyebrows), JSON.stringify(badges)],
  )
}

const writeSynonyms = async (tx: Db): Promise<void> => {
  const rows = LANGUAGES.flatMap((language) => SYNONYM_GROUPS[language].flatMap((group, i) => group.map((term) => ({ language, term, group_key: `${language}-${i}` }))))
  await tx.query(
    `INSERT INTO search_synonyms (language, term, group_key)
     SELECT r.language, search_normal(r.term), r.group_key FROM jsonb_to_recordset($1::jsonb) AS r(language text, term text, group_key text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  )
}

/** The words of the documents (and of the English descriptions and the synonyms), per brand and language. */
const writeVocabulary = async (tx: Db): Promise<void> => {
  await tx.query(`
    INSERT INTO search_terms (brand, language, term, stem, frequency)
    SELECT brand, language, term, '', count(DISTINCT product_id)::int FROM (
      SELECT ps.brand, ps.language, ps.product_id, unnest(tsvector_to_array(ps.words)) AS term FROM product_search ps
      UNION ALL
      SELECT p.brand, 'en', p.id, regexp_split_to_table(search_normal(p.description), ' ') FROM products p WHERE NOT p.free_gift
    ) w
    WHERE term ~ '^[a-z0-9]+$'
    GROUP BY brand, language, term`)
  await tx.query(
    `INSERT INTO search_terms (brand, language, term, stem, frequency)
     SELECT DISTINCT b.brand, s.language, w.term, '', 0
     FROM search_synonyms s CROSS JOIN unnest($1::text[]) AS b(brand) CROSS JOIN LATERAL regexp_split_to_table(s.term, ' ') AS w(term)
     WHERE w.term <> ''
     ON CONFLICT DO NOTHING`,
    [BRANDS],
  )
  // A stop word has no stem: it keeps itself (never matched, never corrected).
  await tx.exec(`
    UPDATE search_terms t SET stem = coalesce(nullif(array_to_string(tsvector_to_array(to_tsvector(c.config, t.term)), ' '), ''), t.term)
    FROM (VALUES ('en', 'search_en'::regconfig), ('fr', 'search_fr'::regconfig), ('de', 'search_de'::regconfig)) AS c(language, config)
    WHERE c.language = t.language`)
}

const writePopularQueries = async (tx: Db): Promise<void> => {
  const rows = BRANDS.flatMap((brand) => LANGUAGES.flatMap((language) => POPULAR_QUERIES[language].map(([query, searches]) => ({ brand, language, query, searches }))))
  await tx.query(
    `INSERT INTO search_popular_queries (brand, language, query, folded, searches)
     SELECT r.brand, r.language, r.query, search_normal(r.query), r.searches FROM jsonb_to_recordset($1::jsonb) AS r(brand text, language text, query text, searches int)`,
    [JSON.stringify(rows)],
  )
}

/** (Re)writes the search documents and the vocabulary from the products in the database. */
export const writeSearchIndex = async (tx: Db): Promise<void> => {
  await tx.exec('DELETE FROM search_terms; DELETE FROM product_search')
  await writeDocuments(tx)
  await writeVocabulary(tx)
}

/** Seeds search into a database whose catalogue is written (a fresh seed: after every product). */
export const seedSearch = async (tx: Db): Promise<void> => {
  await writeSynonyms(tx)
  await writePopularQueries(tx)
  await writeSearchIndex(tx)
  await seedArticles(tx)
}

/** A database seeded before migration 007: French and German names from the generator, then search. */
export const upgradeToSearch = async (tx: Db): Promise<void> => {
  const catalogue = generateCatalogue()
  await tx.query(
    `UPDATE products p SET names = r.names, slugs = r.slugs FROM jsonb_to_recordset($1::jsonb) AS r(id text, names jsonb, slugs jsonb) WHERE p.id = r.id`,
    [JSON.stringify(catalogue.products.map(({ id, names, slugs }) => ({ id, names, slugs })))],
  )
  await tx.query(
    `UPDATE product_colours c SET names = r.names FROM jsonb_to_recordset($1::jsonb) AS r(product_id text, code text, names jsonb)
     WHERE c.product_id = r.product_id AND c.code = r.code`,
    [JSON.stringify(catalogue.colours.map(({ product_id, code, names }) => ({ product_id, code, names })))],
  )
  await seedSearch(tx)
}
