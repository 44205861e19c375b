// Migration 004: the shopper's saved-for-later list (one per consumer and site) and its items; the
// store an order line is picked up from (its units come from that store's inventory); loyalty: a
// consumer's programme status and points, the voucher a cart applies, the points an order spent;
// products taken out of the range; carriers' collection points.
export const sql = /* sql */ `
CREATE TABLE save_for_later (
  id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  site_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_no, site_id)
);

CREATE TABLE save_for_later_items (
  id text PRIMARY KEY,
  list_id text NOT NULL REFERENCES save_for_later(id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES variants(sku),
  qty int NOT NULL CHECK (qty >= 1),
  position int NOT NULL,
  UNIQUE (list_id, sku)
);

ALTER TABLE order_lines ADD COLUMN store_id text;

ALTER TABLE consumers ADD COLUMN loyalty_status text NOT NULL DEFAULT 'none' CHECK (loyalty_status IN ('none', 'unconfirmed', 'member'));
ALTER TABLE consumers ADD COLUMN loyalty_points int NOT NULL DEFAULT 0 CHECK (loyalty_points >= 0);
ALTER TABLE baskets ADD COLUMN reward_points int;
ALTER TABLE orders ADD COLUMN reward_points int;

-- Pick-up/drop-off points of the carriers (parcel lockers, partner shops), per country; seeded.
CREATE TABLE collection_points (
  id text PRIMARY KEY,
  country text NOT NULL,
  name text NOT NULL,
  carrier text NOT NULL,
  address_line1 text NOT NULL,
  city text NOT NULL,
  postal_code text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  opening_hours text NOT NULL
);
CREATE INDEX collection_points_country ON collection_points (country);

-- A product taken out of the range: no longer sold (INV405/INV407), lines in carts flagged ProductItemNotAvailable.
ALTER TABLE products ADD COLUMN discontinued boolean NOT NULL DEFAULT false;
`
