// Migration 002: promotions and coupons (docs/decisions/0010-promotions.md). A promotion has a level
// (ORDER, PRODUCT, SHIPPING) and a kind (percent off, amount off, free shipping, gift with
// purchase); what it takes and gives per currency lives in promotion_currencies (a currency without
// a row is a currency the promotion is not offered in). Coupons name a promotion; basket_coupons
// are the codes a shopper put on a cart. Gift lines are basket_items with bonus = true, and the
// gift products are products flagged free_gift (never listed for sale). Amounts in minor units.
export const sql = /* sql */ `
ALTER TABLE products ADD COLUMN free_gift boolean NOT NULL DEFAULT false;
ALTER TABLE basket_items ADD COLUMN bonus boolean NOT NULL DEFAULT false;

CREATE TABLE promotions (
  id text PRIMARY KEY,
  brand text NOT NULL,
  name text NOT NULL,
  level text NOT NULL CHECK (level IN ('ORDER', 'PRODUCT', 'SHIPPING')),
  kind text NOT NULL CHECK (kind IN ('percent', 'amount', 'free_shipping', 'gift')),
  -- Percent off (percent kind); applied rounded to one decimal.
  percent numeric(6, 3) CHECK (percent IS NULL OR (percent > 0 AND percent <= 100)),
  -- PRODUCT level scope: a category (with its whole subtree) and/or one product (style id).
  category_id text REFERENCES categories(id),
  product_id text REFERENCES products(id),
  gift_product_id text REFERENCES products(id),
  coupon_required boolean NOT NULL,
  starts_at timestamptz,
  ends_at timestamptz,
  max_redemptions int CHECK (max_redemptions IS NULL OR max_redemptions >= 0),
  redemption_count int NOT NULL DEFAULT 0 CHECK (redemption_count >= 0),
  -- Shopper-facing text by language ({"en": "title|body|link", ...}): exactly three
  -- pipe-separated parts, otherwise the promotion is left out of promoSummary/approachingDiscount.
  callouts jsonb NOT NULL,
  position int NOT NULL,
  CHECK (kind <> 'percent' OR percent IS NOT NULL),
  CHECK (kind <> 'gift' OR (gift_product_id IS NOT NULL AND level = 'ORDER')),
  CHECK (kind <> 'free_shipping' OR level = 'SHIPPING')
);
CREATE INDEX promotions_brand ON promotions (brand, position);

CREATE TABLE promotion_currencies (
  promotion_id text NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  currency text NOT NULL,
  -- Qualifying amount the cart must reach (merchandise after product promotions; for PRODUCT
  -- level, the lines in scope).
  threshold_minor int NOT NULL DEFAULT 0 CHECK (threshold_minor >= 0),
  -- Amount off (amount kind): per order, per unit (PRODUCT level) or off the delivery charge.
  amount_minor int CHECK (amount_minor IS NULL OR amount_minor > 0),
  -- "Spend X more" is shown when the cart is at most this far below the threshold (null: never).
  approach_minor int CHECK (approach_minor IS NULL OR approach_minor > 0),
  PRIMARY KEY (promotion_id, currency)
);

CREATE TABLE coupons (
  brand text NOT NULL,
  -- Stored upper case; shoppers' input is trimmed and upper-cased before lookup.
  code text NOT NULL CHECK (code = upper(code) AND code = btrim(code) AND code <> ''),
  promotion_id text NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  single_use boolean NOT NULL DEFAULT false,
  redeemed_at timestamptz,
  redeemed_basket_id text,
  PRIMARY KEY (brand, code)
);
CREATE INDEX coupons_code ON coupons (code);

CREATE TABLE basket_coupons (
  basket_id text NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  code text NOT NULL,
  promotion_id text NOT NULL REFERENCES promotions(id),
  position int NOT NULL,
  -- Set by redeemCoupons when the cart's order is placed.
  redeemed_at timestamptz,
  PRIMARY KEY (basket_id, code)
);
`
