// Migration 013: the account after checkout (docs/decisions/0025). Orders go on past placement:
// shipped, delivered or cancelled (src/contract/orderStates.ts), with the carrier and tracking
// number the warehouse gives them and one return label each; the e-gift cards an order issued. Favourites: one list per shopper and
// site with its products, readable by anyone once shared. Notification preferences, warranty
// claims and contact-us cases. Failed order-tracking attempts (a number and an e-mail are a
// guessable secret: counted per caller, order and e-mail). E-mails (e-gift cards, acknowledgements)
// go to identity's mail outbox (migration 012, server/commerce/mail.ts): it learns their templates.
export const sql = /* sql */ `
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('PENDING_AUTHENTICATION', 'PLACED', 'FAILED', 'SHIPPED', 'DELIVERED', 'CANCELLED'));
ALTER TABLE orders
  ADD COLUMN shipped_at timestamptz,
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancel_reason text,
  ADD COLUMN carrier text,
  ADD COLUMN tracking_number text;
-- The history of one shopper on one site, newest first (purchasehistory).
CREATE INDEX orders_consumer_site ON orders (consumer_no, site_id, created_at DESC, order_number);

CREATE TABLE order_returns (
  return_id text PRIMARY KEY,
  order_number text NOT NULL UNIQUE REFERENCES orders(order_number) ON DELETE CASCADE,
  carrier text NOT NULL,
  label_number text NOT NULL UNIQUE,
  reason text,
  return_by date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE favorites (
  id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  site_id text NOT NULL,
  -- Readable by anyone holding its id (GET …/share) while true.
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_no, site_id)
);

CREATE TABLE favorite_items (
  id text PRIMARY KEY,
  favorite_id text NOT NULL REFERENCES favorites(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id),
  added_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial NOT NULL,
  UNIQUE (favorite_id, product_id)
);
CREATE INDEX favorite_items_list ON favorite_items (favorite_id, seq DESC);

CREATE TABLE notification_preferences (
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  topic text NOT NULL,
  channel text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer_no, topic, channel)
);

CREATE TABLE warranty_claims (
  claim_id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  site_id text NOT NULL,
  product_id text NOT NULL REFERENCES products(id),
  order_number text REFERENCES orders(order_number),
  purchase_date date NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX warranty_claims_consumer ON warranty_claims (consumer_no, created_at DESC);

CREATE TABLE contact_cases (
  case_id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  site_id text NOT NULL,
  category text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  message text NOT NULL,
  order_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_cases_consumer ON contact_cases (consumer_no, created_at DESC);

-- Counted attempts of a limited call, one row each (attemptLimits.ts): failed order tracking per
-- caller, order and e-mail; e-gift card resends per order; contact cases per caller.
CREATE TABLE limited_attempts (
  scope text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX limited_attempts_key ON limited_attempts (scope, key, at);

-- The e-gift cards an order issued (one per unit of a digital line) and the e-mail that carried each.
CREATE TABLE order_gift_cards (
  order_number text NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  item_id text NOT NULL,
  gift_card_id text NOT NULL REFERENCES gift_cards(id),
  -- The outbox row (migration 012) that carried the card; a resend copies it.
  mail_id bigint NOT NULL REFERENCES mail_outbox(id),
  PRIMARY KEY (order_number, gift_card_id)
);

-- The account's e-mails join identity's templates in the one mail outbox (migration 012).
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check
  CHECK (template IN ('welcome', 'passwordReset', 'passwordChanged', 'giftCard', 'warrantyClaim', 'contactCase'));
`
