// Migration 003: checkout. Delivery of basket lines (type, store for a later pickup feature, the
// gift option of digital lines), the basket's shipments (method and address per shipping id), its
// email, billing address and device fingerprint; gift cards (number and pin stored only as hashes,
// balance in minor units) and the gift cards applied to a basket; orders with their lines and
// gift-card debits (so a failed 3-D Secure can give stock and balance back); and the simulated
// payment provider's card tokens (never a number or code), 3-D Secure challenges and Klarna sessions.
export const sql = /* sql */ `
ALTER TABLE products ADD COLUMN is_digital boolean NOT NULL DEFAULT false;

ALTER TABLE basket_items
  ADD COLUMN delivery_type text NOT NULL DEFAULT 'home' CHECK (delivery_type IN ('home', 'pickup', 'sts', 'pudo')),
  ADD COLUMN store_id text,
  ADD COLUMN gift_option jsonb;

ALTER TABLE baskets
  ADD COLUMN email text,
  ADD COLUMN billing_address jsonb,
  ADD COLUMN device_id text,
  -- Set when an order was placed from the basket: it can no longer be read or changed (BSK404).
  ADD COLUMN consumed_at timestamptz;

CREATE TABLE basket_shipments (
  basket_id text NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  shipping_id text NOT NULL,
  method_code text,
  address jsonb,
  PRIMARY KEY (basket_id, shipping_id)
);

CREATE TABLE gift_cards (
  id text PRIMARY KEY,
  number_hash text NOT NULL UNIQUE,
  last4 text NOT NULL,
  pin_hash text NOT NULL,
  currency text NOT NULL,
  balance_minor int NOT NULL CHECK (balance_minor >= 0),
  expires_on date
);

CREATE TABLE basket_payments (
  id text PRIMARY KEY,
  basket_id text NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  method text NOT NULL,
  gift_card_id text REFERENCES gift_cards(id),
  -- The card's balance when applied or at the last prepareOrder: placing fails (PYT400) when the
  -- split it gives differs from the split the current balance gives.
  balance_seen_minor int NOT NULL DEFAULT 0,
  position int NOT NULL,
  UNIQUE (basket_id, gift_card_id)
);

CREATE TABLE orders (
  order_number text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  basket_id text NOT NULL REFERENCES baskets(id),
  site_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING_AUTHENTICATION', 'PLACED', 'FAILED')),
  email text NOT NULL,
  currency text NOT NULL,
  -- The order as shown (items, shipments, totals, payments, billing address), decimals as in the API.
  snapshot jsonb NOT NULL,
  challenge_id text,
  device_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_consumer ON orders (consumer_no, created_at DESC);
CREATE UNIQUE INDEX orders_basket ON orders (basket_id);

CREATE TABLE order_lines (
  order_number text NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  sku text NOT NULL,
  qty int NOT NULL CHECK (qty >= 1),
  PRIMARY KEY (order_number, sku)
);

CREATE TABLE order_gift_card_debits (
  order_number text NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  gift_card_id text NOT NULL REFERENCES gift_cards(id),
  amount_minor int NOT NULL CHECK (amount_minor > 0),
  released boolean NOT NULL DEFAULT false,
  PRIMARY KEY (order_number, gift_card_id)
);

CREATE TABLE payment_card_tokens (
  -- SHA-256 of the token; the token itself is only ever in the provider's response.
  token_hash text PRIMARY KEY,
  bin text NOT NULL,
  last4 text NOT NULL,
  brand text NOT NULL,
  expiry_month int NOT NULL,
  expiry_year int NOT NULL,
  scenario text NOT NULL CHECK (scenario IN ('authorised', 'challenge', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE payment_challenges (
  id text PRIMARY KEY,
  order_number text NOT NULL,
  trans_status text CHECK (trans_status IN ('Y', 'N')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);

CREATE TABLE klarna_sessions (
  id text PRIMARY KEY,
  basket_id text NOT NULL,
  consumer_no text NOT NULL,
  amount_minor int NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'cancelled', 'used')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
`
