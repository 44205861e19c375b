// Migration 015: the personalisation service's experiments (spec 002 sections 3, 4 and 7). An
// experiment belongs to a brand and is decided by its component (the decision key of the content's
// experience id); its variants carry weights, the label reported with impressions and, for
// recommendation experiments, the strategy that fills the decision's items. price_history keeps the
// lowest price of the last 30 days before a reduction (the EU omnibus rule), per product and currency.
export const sql = /* sql */ `
CREATE TABLE experiments (
  id text PRIMARY KEY,
  brand text NOT NULL,
  action_id integer NOT NULL UNIQUE,
  component text NOT NULL,
  name text NOT NULL,
  label text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('json', 'recommendations')),
  page_types text[],
  active boolean NOT NULL DEFAULT true,
  UNIQUE (brand, component)
);

CREATE TABLE experiment_variants (
  experiment_id text NOT NULL REFERENCES experiments (id) ON DELETE CASCADE,
  variant_id text NOT NULL,
  label text NOT NULL,
  weight integer NOT NULL CHECK (weight >= 0),
  position integer NOT NULL,
  recommendations jsonb,
  PRIMARY KEY (experiment_id, variant_id)
);

CREATE TABLE price_history (
  product_id text NOT NULL,
  currency text NOT NULL,
  historic_best_minor integer NOT NULL,
  previous_best_sales_minor integer,
  PRIMARY KEY (product_id, currency)
);
`
