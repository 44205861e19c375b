// Understanding a search query (docs/decisions/0019-search.md), the same for product search,
// autosuggest and article search. The database splits the query into words exactly as it wrote the
// documents (lower case, accents folded, letters and digits), so "Randonnée", "randonnee" and
// "RANDONNEE" are one word. Each word is then looked up in the site's vocabulary (brand and
// language): a known word (or one of the same stem) stays; an unknown one is replaced by one of the
// known words nearest to it by trigrams (pg_trgm): one with two neighbouring letters swapped
// ("jakcet" → "jacket"), else the most similar (similarity ≥ 0.3: "sleping" → "sleeping"); stop
// words, short words and numbers stay as they are. Synonym groups then widen a word or phrase to its group ("pants" →
// trousers or pants). The result is a tsquery text in the site language's configuration (stemmed,
// accent-folded): every group must match, any term of a group may.
//
// The tsquery text is built here from words of [a-z0-9] only (the database's split guarantees it),
// and handed to to_tsquery as a parameter: no operator can come from the shopper.
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'

export const SEARCH_CONFIG: Record<Site['language'], string> = { en: 'search_en', fr: 'search_fr', de: 'search_de' }

/** At most this many words of a query count (a query is at most 100 characters anyway). */
const MAX_WORDS = 12
/** Words shorter than this are never corrected (sizes, "xs", "3l"). */
const MIN_CORRECTED_LENGTH = 3

export interface QueryWord {
  /** As typed, folded. */
  readonly typed: string
  /** What is searched: the typed word, or the known word closest to it. */
  readonly searched: string
  readonly corrected: boolean
  /** Neither known nor corrected: nothing can match it. */
  readonly unknown: boolean
  /** A stop word of the language (ignored by the search). */
  readonly stop: boolean
  /** Some known word starts with it (what autosuggest completes). */
  readonly completes: boolean
}

export interface UnderstoodQuery {
  readonly words: ReadonlyArray<QueryWord>
  /** The searched words, space-separated ("Showing results for …"). */
  readonly searchedFor: string
  readonly corrected: boolean
  /** Groups of alternatives (each alternative one or more words), one group per word or synonym phrase. */
  readonly groups: ReadonlyArray<ReadonlyArray<string>>
  /** The synonym groups of the query's phrases, by phrase. */
  readonly synonyms: ReadonlyMap<string, ReadonlyArray<string>>
}

interface WordRow {
  word: string
  stop: boolean
  known: boolean
  completes: boolean
  candidates: ReadonlyArray<Candidate> | null
}

/** A known word near a typed one. */
export interface Candidate {
  readonly term: string
  /** Trigram similarity, 0–1. */
  readonly similarity: number
  /** How many products use it. */
  readonly frequency: number
}

/** How many of the nearest known words (by trigram distance) a correction chooses from. */
const CANDIDATES = 8
/** The least trigram similarity of a correction (pg_trgm's default threshold). */
export const MIN_SIMILARITY = 0.3

// One statement per query. For each word (in order): known: the word, or a word of the same stem
// ("schlafsack" and "schlafsacke"), is in the vocabulary; completes: a known word starts with it;
// candidates: the nearest known words by trigram distance (pg_trgm's <-> operator, walking the GiST
// index nearest first), from which chooseCorrection picks. And the synonym groups of every phrase
// whose words are all among the typed words and their candidates (the query's phrases are only
// known once the corrections are chosen).
const WORDS_SQL = `
WITH w AS (
  SELECT t.word, t.ord, array_to_string(tsvector_to_array(to_tsvector($4::regconfig, t.word)), ' ') AS stem
  FROM regexp_split_to_table(search_normal($3), ' ') WITH ORDINALITY AS t(word, ord) WHERE t.word <> '' ORDER BY t.ord LIMIT ${MAX_WORDS}
),
r AS (
  SELECT w.ord, w.word,
    w.stem = '' AS stop,
    EXISTS (SELECT 1 FROM search_terms t WHERE t.brand = $1 AND t.language = $2 AND (t.term = w.word OR t.stem = w.stem)) AS known,
    EXISTS (SELECT 1 FROM search_terms t WHERE t.brand = $1 AND t.language = $2 AND t.term LIKE w.word || '%') AS completes,
    CASE WHEN length(w.word) >= ${MIN_CORRECTED_LENGTH} AND w.word !~ '^[0-9]+$' THEN (
      SELECT json_agg(json_build_object('term', n.term, 'similarity', extensions.similarity(n.term, w.word), 'frequency', n.frequency))
      FROM (SELECT t.term, t.frequency FROM search_terms t WHERE t.brand = $1 AND t.language = $2
            ORDER BY t.term OPERATOR(extensions.<->) w.word LIMIT ${CANDIDATES}) n) END AS candidates
  FROM w
),
vocabulary AS (
  SELECT word AS term FROM r UNION SELECT c ->> 'term' FROM r, json_array_elements(r.candidates) c
)
SELECT
  (SELECT coalesce(json_agg(json_build_object('word', word, 'stop', stop, 'known', known, 'completes', completes, 'candidates', candidates) ORDER BY ord), '[]'::json) FROM r) AS words,
  (SELECT coalesce(json_object_agg(g.term, g.terms), '{}'::json) FROM (
     SELECT s.term, array_agg(o.term ORDER BY o.term) AS terms
     FROM search_synonyms s JOIN search_synonyms o ON o.language = s.language AND o.group_key = s.group_key
     WHERE s.language = $2 AND string_to_array(s.term, ' ') <@ ARRAY(SELECT term FROM vocabulary)
     GROUP BY s.term) g) AS synonyms`

const isTransposition = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false
  const differ = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]))
  return differ.length === 2 && differ[1] === (differ[0] as number) + 1 && a[differ[0] as number] === b[differ[1] as number] && a[differ[1] as number] === b[differ[0] as number]
}

/**
 * The known word a misspelt word means: one with two neighbouring letters swapped ("jakcet" →
 * jacket), else the most similar with a similarity of at least 0.3 ("sleping" → sleeping); of
 * equally similar words the one closest in length ("sandls" is sandals, not sand), then the most
 * used. Undefined when none is close enough.
 */
export const chooseCorrection = (word: string, candidates: ReadonlyArray<Candidate>): string | undefined => {
  const swapped = candidates.filter((c) => isTransposition(word, c.term)).sort((a, b) => b.frequency - a.frequency)[0]
  if (swapped) return swapped.term
  const close = candidates
    .filter((c) => c.similarity >= MIN_SIMILARITY && c.term !== word)
    .sort(
      (a, b) =>
        b.similarity - a.similarity ||
        Math.abs(a.term.length - word.length) - Math.abs(b.term.length - word.length) ||
        b.frequency - a.frequency ||
        (a.term < b.term ? -1 : 1),
    )
  return close[0]?.term
}

export const understandQuery = async (db: Db, site: Site, text: string): Promise<UnderstoodQuery> => {
  const [row] = (await db.query<{ words: WordRow[]; synonyms: Record<string, string[]> }>(WORDS_SQL, [site.brand, site.language, text, SEARCH_CONFIG[site.language]])) as [
    { words: WordRow[]; synonyms: Record<string, string[]> },
  ]
  const words: QueryWord[] = row.words.map((r) => {
    const keep = r.known || r.stop || /^[0-9]+$/.test(r.word) || r.word.length < MIN_CORRECTED_LENGTH
    const closest = keep ? undefined : chooseCorrection(r.word, r.candidates ?? [])
    const corrected = closest !== undefined
    return {
      typed: r.word,
      searched: closest ?? r.word,
      corrected,
      unknown: !keep && !corrected,
      stop: r.stop,
      completes: r.completes,
    }
  })
  const searched = words.map((w) => w.searched)
  const synonyms = new Map(Object.entries(row.synonyms))
  return { words, searchedFor: searched.join(' '), corrected: words.some((w) => w.corrected), groups: groupWords(searched, synonyms), synonyms }
}

/** Groups of alternatives: the longest synonym phrase first, from the left; a word in no phrase is a group of its own. */
export const groupWords = (searched: ReadonlyArray<string>, synonyms: ReadonlyMap<string, ReadonlyArray<string>>): string[][] => {
  const groups: string[][] = []
  for (let i = 0; i < searched.length; ) {
    const n = [3, 2, 1].find((len) => i + len <= searched.length && synonyms.has(searched.slice(i, i + len).join(' '))) ?? 0
    if (n > 0) {
      groups.push([...(synonyms.get(searched.slice(i, i + n).join(' ')) as ReadonlyArray<string>)])
      i += n
    } else {
      groups.push([searched[i] as string])
      i += 1
    }
  }
  return groups
}

const alternative = (phrase: string): string => {
  const words = phrase.split(' ').filter(Boolean)
  return words.length === 1 ? (words[0] as string) : `(${words.join(' & ')})`
}

/** The tsquery text: every group (`all`) or any group (`any`) must match. Null when there is no word. */
export const tsqueryOf = (groups: ReadonlyArray<ReadonlyArray<string>>, mode: 'all' | 'any' = 'all'): string | null => {
  const parts = groups.filter((g) => g.length > 0).map((g) => (g.length === 1 ? alternative(g[0] as string) : `(${g.map(alternative).join(' | ')})`))
  return parts.length === 0 ? null : parts.join(mode === 'all' ? ' & ' : ' | ')
}
