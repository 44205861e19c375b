// Migration 011: the internal front-end interface's static pages by name (terms, privacy, shipping,
// returns: per brand and language, HTML the storefront sanitises before it renders), and the
// performance measures its ingest beacon receives (kept 7 days: server/internal/performance.ts).
export const sql = /* sql */ `
CREATE TABLE static_pages (
  brand text NOT NULL,
  language text NOT NULL,
  name text NOT NULL,
  title text NOT NULL,
  html text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand, language, name)
);

CREATE TABLE performance_measures (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  site_id text NOT NULL,
  page_type text NOT NULL,
  name text NOT NULL,
  value double precision NOT NULL,
  rating text,
  navigation_type text
);
CREATE INDEX performance_measures_received ON performance_measures (received_at);
`
