// Migration 016: store associates (issue 15, docs/decisions/0029-associates.md). An associate's
// account is a consumer of type AGENT with an e-mail and password; each agent login starts a session
// of its own (`agent_sessions`: a consumer of type AGENT that owns the session's cart and orders,
// linked to the account), with tokens of type 'Agent'. Stores have employees (`store_employees`);
// a cart line may carry an associate's price adjustments; a store's stock may be reserved for a shopper.
export const sql = /* sql */ `
ALTER TABLE refresh_tokens DROP CONSTRAINT IF EXISTS refresh_tokens_token_type_check;
ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_token_type_check CHECK (token_type IN ('Guest', 'Registered', 'Agent'));

CREATE TABLE agent_sessions (
  consumer_no text PRIMARY KEY REFERENCES consumers(consumer_no) ON DELETE CASCADE,
  agent_no text NOT NULL REFERENCES consumers(consumer_no) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_sessions_agent ON agent_sessions (agent_no);

CREATE TABLE store_employees (
  store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  employee_id text NOT NULL,
  name text NOT NULL,
  position int NOT NULL,
  PRIMARY KEY (store_id, employee_id)
);

CREATE TABLE price_adjustments (
  adjustment_id text PRIMARY KEY,
  basket_id text NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES basket_items(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('AMOUNT_OFF', 'PERCENT_OFF')),
  -- AMOUNT_OFF: minor units off one unit; PERCENT_OFF: tenths of a percent (1..1000).
  value int NOT NULL CHECK (value > 0),
  reason text NOT NULL,
  agent_consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (item_id)
);
CREATE INDEX price_adjustments_basket ON price_adjustments (basket_id);

CREATE TABLE store_reservations (
  reservation_id text PRIMARY KEY,
  store_id text NOT NULL REFERENCES stores(id),
  sku text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  customer_name text NOT NULL,
  agent_consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
`
