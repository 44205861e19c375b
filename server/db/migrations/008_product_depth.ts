// Migration 008: the product page in depth (docs/decisions/0020). Reviews with their helpful votes
// and flags, questions and answers with their votes, product sets, back-in-stock sign-ups, the size
// charts and foot sizes of the internal interface, a gazetteer of towns for the store search, and
// great-circle distance as a SQL function (the same SQL on PGlite and PostgreSQL, no extension).
export const sql = /* sql */ `
-- Great-circle distance in km between two points in degrees (haversine, mean Earth radius 6371.0088 km;
-- accurate to about 0.5 % against the ellipsoid, which is finer than a store list needs). Plain SQL
-- rather than the earthdistance/cube extensions: no extension to load into PGlite or to install on a
-- server (and into each schema the tests isolate themselves in), and the same figures either way.
CREATE FUNCTION great_circle_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT 2 * 6371.0088 * asin(least(1.0, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;

-- Towns and postcode areas the store search can start from (the reference's geocoder).
CREATE TABLE places (
  id serial PRIMARY KEY,
  country text NOT NULL,
  name text NOT NULL,
  -- What the typed text is compared with: the name and the postcode prefix, lower case, without accents, spaces or hyphens.
  name_key text NOT NULL,
  postal_prefix text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);
CREATE INDEX places_country ON places (country, name_key);

-- No foreign key to products: its per-row trigger made seeding the 200,000 reviews take seconds
-- (as for store_inventory); reviews are written by the seed only.
CREATE TABLE reviews (
  id text PRIMARY KEY,
  product_id text NOT NULL,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr', 'de')),
  author text NOT NULL,
  location text,
  verified boolean NOT NULL,
  created_at timestamptz NOT NULL,
  helpful int NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  unhelpful int NOT NULL DEFAULT 0 CHECK (unhelpful >= 0)
);
-- One index: a product's reviews are at most a few thousand rows, which its summary, filters and
-- other sorts read through it (a second index cost the seed a second for 200,000 rows).
CREATE INDEX reviews_product_created ON reviews (product_id, created_at DESC, id);

-- One vote per shopper and review (a second one replaces the first); flags wait for the moderators.
CREATE TABLE review_votes (
  review_id text NOT NULL REFERENCES reviews(id),
  consumer_no text NOT NULL,
  helpful boolean NOT NULL,
  voted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, consumer_no)
);
CREATE TABLE review_flags (
  review_id text NOT NULL REFERENCES reviews(id),
  consumer_no text NOT NULL,
  reason text NOT NULL,
  comment text,
  flagged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, consumer_no)
);

CREATE TABLE product_questions (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id),
  text text NOT NULL,
  author text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr', 'de')),
  -- pending: asked, waiting for moderation and an answer; published: listed.
  status text NOT NULL CHECK (status IN ('pending', 'published')),
  consumer_no text,
  site_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX product_questions_product ON product_questions (product_id, status, created_at DESC);

CREATE TABLE product_answers (
  id text PRIMARY KEY,
  question_id text NOT NULL REFERENCES product_questions(id),
  text text NOT NULL,
  author text NOT NULL,
  staff boolean NOT NULL,
  created_at timestamptz NOT NULL,
  helpful int NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  unhelpful int NOT NULL DEFAULT 0 CHECK (unhelpful >= 0)
);
CREATE INDEX product_answers_question ON product_answers (question_id, created_at);

CREATE TABLE answer_votes (
  answer_id text NOT NULL REFERENCES product_answers(id),
  consumer_no text NOT NULL,
  helpful boolean NOT NULL,
  voted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (answer_id, consumer_no)
);

CREATE TABLE product_sets (
  id text PRIMARY KEY,
  brand text NOT NULL,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  position int NOT NULL
);
CREATE TABLE product_set_members (
  set_id text NOT NULL REFERENCES product_sets(id),
  product_id text NOT NULL REFERENCES products(id),
  position int NOT NULL,
  PRIMARY KEY (set_id, product_id)
);
CREATE INDEX product_set_members_product ON product_set_members (product_id);

-- Tell me when this size is back: one sign-up per address and variant.
CREATE TABLE stock_notifications (
  id text PRIMARY KEY,
  sku text NOT NULL REFERENCES variants(sku),
  email text NOT NULL,
  site_id text NOT NULL,
  consumer_no text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  UNIQUE (sku, email)
);

-- The internal interface's size charts (one per product type, labels in every language) and foot sizes.
CREATE TABLE size_charts (
  product_type text PRIMARY KEY,
  chart jsonb NOT NULL
);
CREATE TABLE foot_sizes (
  eu text PRIMARY KEY,
  uk text NOT NULL,
  us_men text NOT NULL,
  us_women text NOT NULL,
  foot_length_mm int NOT NULL,
  position int NOT NULL
);
`
