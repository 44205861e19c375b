// Migration 007: search (docs/decisions/0019-search.md). The pg_trgm and unaccent extensions in a
// schema of their own (`extensions`, so a schema per test run on one server shares them, and the
// SQL names them the same everywhere); text search configurations per site language that fold
// accents before stemming; product and colour names per language; the search documents, the
// vocabulary (with a trigram index, for typo tolerance and "did you mean"), synonyms, popular
// queries and the content service's articles.
export const sql = /* sql */ `
CREATE SCHEMA IF NOT EXISTS extensions;
DO $$
DECLARE
  ext text;
  installed text;
BEGIN
  FOREACH ext IN ARRAY ARRAY['pg_trgm', 'unaccent', 'btree_gin'] LOOP
    SELECT n.nspname INTO installed FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = ext;
    IF installed IS NULL THEN
      EXECUTE format('CREATE EXTENSION %I WITH SCHEMA extensions', ext);
    ELSIF installed <> 'extensions' THEN
      RAISE EXCEPTION 'extension % is installed in schema %; the reference services expect it in schema extensions (ALTER EXTENSION % SET SCHEMA extensions)', ext, installed, ext;
    END IF;
  END LOOP;
END $$;

-- Lower case without accents; and as words of letters and digits only, separated by one space: how
-- queries, the search documents' words, the vocabulary, synonyms and popular queries are compared.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $fold$ SELECT lower(extensions.unaccent('extensions.unaccent'::regdictionary, t)) $fold$;
CREATE FUNCTION search_normal(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $normal$ SELECT btrim(regexp_replace(search_fold(t), '[^a-z0-9]+', ' ', 'g')) $normal$;

CREATE TEXT SEARCH CONFIGURATION search_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION search_en ALTER MAPPING FOR hword, hword_part, word WITH extensions.unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION search_fr (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION search_fr ALTER MAPPING FOR hword, hword_part, word WITH extensions.unaccent, french_stem;
CREATE TEXT SEARCH CONFIGURATION search_de (COPY = pg_catalog.german);
ALTER TEXT SEARCH CONFIGURATION search_de ALTER MAPPING FOR hword, hword_part, word WITH extensions.unaccent, german_stem;

-- Names and slugs per site language ({"en": …, "fr": …, "de": …}); name and slug stay the English
-- ones. Rows written without them (the gift products) fall back to name.
ALTER TABLE products ADD COLUMN names jsonb, ADD COLUMN slugs jsonb;
ALTER TABLE product_colours ADD COLUMN names jsonb;

-- One search document per product and site language: the weighted, stemmed document (name A,
-- categories B, colours and labels C, description D) and the unstemmed words of name (weight A),
-- categories, colours and labels (B) that autosuggest matches by prefix. No foreign key: written in
-- bulk by the seed only.
CREATE TABLE product_search (
  product_id text NOT NULL,
  language text NOT NULL,
  brand text NOT NULL,
  category_id text NOT NULL,
  document tsvector NOT NULL,
  words tsvector NOT NULL,
  popularity real NOT NULL,
  PRIMARY KEY (product_id, language)
);
-- btree_gin puts brand and language in the same GIN index as the text: one index scan finds a
-- site's matches (with a separate index on brand and language the planner ANDed 50,000 entries of
-- it into every rare word's few hundred on a catalogue of 100,000 products).
CREATE INDEX product_search_document ON product_search USING gin (brand, language, document);
CREATE INDEX product_search_words ON product_search USING gin (brand, language, words);
CREATE INDEX product_search_popular ON product_search (brand, language, popularity DESC, product_id);

-- The words shoppers can be understood to mean, per brand and language, with their stem in the
-- language and how many products use them: a query word whose stem is none of these is corrected to
-- one of the nearest words by trigram distance. A GiST trigram index: it walks the words nearest
-- first (<->, what the correction asks) and serves the prefix test (LIKE 'abc%'); the planner also
-- prefers it to a GIN index for the similarity operator on a vocabulary of this size.
CREATE TABLE search_terms (
  brand text NOT NULL,
  language text NOT NULL,
  term text NOT NULL,
  stem text NOT NULL,
  frequency int NOT NULL,
  PRIMARY KEY (brand, language, term)
);
CREATE INDEX search_terms_stem ON search_terms (brand, language, stem);
CREATE INDEX search_terms_trigram ON search_terms USING gist (term extensions.gist_trgm_ops);

-- Synonyms: the terms of a group (folded, one or more words) stand for one another in a query.
CREATE TABLE search_synonyms (
  language text NOT NULL,
  term text NOT NULL,
  group_key text NOT NULL,
  PRIMARY KEY (language, term)
);
CREATE INDEX search_synonyms_group ON search_synonyms (language, group_key);

CREATE TABLE search_popular_queries (
  brand text NOT NULL,
  language text NOT NULL,
  query text NOT NULL,
  folded text NOT NULL,
  searches int NOT NULL,
  PRIMARY KEY (brand, language, query)
);
CREATE INDEX search_popular_queries_folded ON search_popular_queries (brand, language, folded text_pattern_ops);

-- Articles of the content service (their pages are content_pages of kind 'page'), searchable.
CREATE TABLE content_articles (
  site_id text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  eyebrow text,
  published_on date NOT NULL,
  picture jsonb NOT NULL,
  tags jsonb NOT NULL,
  position int NOT NULL,
  document tsvector NOT NULL,
  PRIMARY KEY (site_id, slug)
);
CREATE INDEX content_articles_document ON content_articles USING gin (document);
`
