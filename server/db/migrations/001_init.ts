// Migration 001: catalogue (categories with a closure table, products, prices, colours, sizes,
// variants), stores and store inventory, consumers and tokens, baskets, idempotency keys, content
// pages, social media and the test-only fault table. Amounts are integers in minor units.
export const sql = /* sql */ `
CREATE TABLE categories (
  id text PRIMARY KEY,
  brand text NOT NULL,
  key text NOT NULL,
  parent_id text REFERENCES categories(id),
  level int NOT NULL,
  position int NOT NULL,
  names jsonb NOT NULL,
  slugs jsonb NOT NULL,
  product_type text
);
CREATE INDEX categories_brand_parent ON categories (brand, parent_id, position);
CREATE UNIQUE INDEX categories_brand_key ON categories (brand, key);

CREATE TABLE category_closure (
  ancestor_id text NOT NULL REFERENCES categories(id),
  descendant_id text NOT NULL REFERENCES categories(id),
  depth int NOT NULL,
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX category_closure_descendant ON category_closure (descendant_id, depth);

CREATE TABLE products (
  id text PRIMARY KEY,
  brand text NOT NULL,
  category_id text NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL,
  product_type text NOT NULL,
  gender text NOT NULL,
  season text,
  badge text,
  eyebrow text,
  rating_x10 int NOT NULL,
  reviews_count int NOT NULL,
  max_qty int NOT NULL CHECK (max_qty >= 1),
  featured_rank int NOT NULL,
  released_on date NOT NULL
);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_brand_reviews ON products (brand, reviews_count DESC);

CREATE TABLE product_prices (
  product_id text NOT NULL REFERENCES products(id),
  currency text NOT NULL,
  current_minor int NOT NULL,
  original_minor int NOT NULL,
  PRIMARY KEY (product_id, currency),
  CHECK (current_minor > 0 AND original_minor >= current_minor)
);
CREATE INDEX product_prices_currency ON product_prices (currency, current_minor);

CREATE TABLE product_colours (
  product_id text NOT NULL REFERENCES products(id),
  code text NOT NULL,
  name text NOT NULL,
  hex text NOT NULL,
  position int NOT NULL,
  PRIMARY KEY (product_id, code)
);
CREATE INDEX product_colours_code ON product_colours (code, product_id);

CREATE TABLE product_sizes (
  product_id text NOT NULL REFERENCES products(id),
  code text NOT NULL,
  label text NOT NULL,
  position int NOT NULL,
  size_rank int NOT NULL,
  PRIMARY KEY (product_id, code)
);
CREATE INDEX product_sizes_code ON product_sizes (code, product_id);

CREATE TABLE variants (
  sku text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id),
  colour_code text NOT NULL,
  size_code text NOT NULL,
  upc text NOT NULL UNIQUE,
  position int NOT NULL,
  stock int NOT NULL CHECK (stock >= 0)
);
CREATE INDEX variants_product ON variants (product_id, position);

CREATE TABLE stores (
  id text PRIMARY KEY,
  brand text NOT NULL,
  name text NOT NULL,
  address_line1 text NOT NULL,
  city text NOT NULL,
  state_region text,
  postal_code text NOT NULL,
  country text NOT NULL,
  phone text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  position int NOT NULL
);
CREATE INDEX stores_brand ON stores (brand, position);

-- No foreign keys here on purpose: their per-row triggers made seeding ~180k rows take seconds
-- on PGlite. Rows are written only by the seed (variants × stores) and the test hooks. A missing
-- row means quantity 0.
CREATE TABLE store_inventory (
  store_id text NOT NULL,
  sku text NOT NULL,
  quantity int NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (sku, store_id)
);

CREATE TABLE consumers (
  consumer_no text PRIMARY KEY,
  consumer_type text NOT NULL,
  current_basket_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tokens (
  token_hash text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  token_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX tokens_consumer ON tokens (consumer_no);

CREATE TABLE baskets (
  id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  brand text NOT NULL,
  site_id text NOT NULL,
  currency text NOT NULL,
  region text NOT NULL,
  version int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX baskets_consumer ON baskets (consumer_no);

CREATE TABLE basket_items (
  id text PRIMARY KEY,
  basket_id text NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES variants(sku),
  qty int NOT NULL CHECK (qty >= 1),
  position int NOT NULL
);
CREATE UNIQUE INDEX basket_items_basket_sku ON basket_items (basket_id, sku);

CREATE TABLE idempotency_keys (
  caller text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  status int,
  -- The response exactly as sent (JSON text), replayed byte for byte.
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, key)
);

CREATE TABLE content_pages (
  site_id text NOT NULL,
  kind text NOT NULL,
  slug text NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (site_id, kind, slug)
);

CREATE TABLE social_media (
  id text PRIMARY KEY,
  brand text NOT NULL,
  product_id text NOT NULL REFERENCES products(id),
  colour_code text NOT NULL,
  username text NOT NULL,
  caption text NOT NULL,
  posted_at timestamptz NOT NULL,
  position int NOT NULL
);
CREATE INDEX social_media_brand ON social_media (brand, position);
CREATE INDEX social_media_product ON social_media (product_id);

CREATE TABLE test_faults (
  id serial PRIMARY KEY,
  call text NOT NULL,
  remaining int NOT NULL,
  status int,
  error_id text,
  delay_ms int NOT NULL DEFAULT 0
);

CREATE TABLE seed_info (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
`
