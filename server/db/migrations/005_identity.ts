// Migration 005: the first slice of identity (docs/decisions/0015). Registered consumers carry a
// lower-cased unique e-mail, a scrypt password hash (never the password), their names and phone,
// and the count of failed sign-ins in a row with the lock it leads to. Sign-in hands out single-use
// authorisation codes bound to a PKCE code challenge (only the code's SHA-256 is stored); the token
// exchange issues a refresh token (only its SHA-256) tied to the access token it came with, so
// sign-out revokes both. Consumers' addresses (at most one main per approach type) and their saved
// cards (brand, BIN, last four, holder, expiry and the provider's test scenario; never a number; at
// most one main). The provider's card tokens keep the holder's name, so a saved card can show it.
export const sql = /* sql */ `
ALTER TABLE consumers
  ADD COLUMN email text CHECK (email IS NULL OR email = lower(btrim(email))),
  ADD COLUMN password_hash text,
  ADD COLUMN first_name text,
  ADD COLUMN last_name text,
  -- International form with dial code, e.g. +13035550142.
  ADD COLUMN phone text,
  -- Failed sign-ins in a row; the 5th locks the account until locked_until (signIn.ts).
  ADD COLUMN failed_signins int NOT NULL DEFAULT 0 CHECK (failed_signins >= 0),
  ADD COLUMN locked_until timestamptz;
CREATE UNIQUE INDEX consumers_email ON consumers (email) WHERE email IS NOT NULL;

-- Revoked by sign-out; a revoked token authenticates no more (401 AUT404).
ALTER TABLE tokens ADD COLUMN revoked_at timestamptz;

ALTER TABLE payment_card_tokens ADD COLUMN holder_name text;

CREATE TABLE auth_codes (
  -- SHA-256 of the code; the code itself is only ever in the sign-in response.
  code_hash text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  -- base64url(SHA-256(verifier)), checked at the exchange (PKCE, S256).
  code_challenge text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_codes_consumer ON auth_codes (consumer_no);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  -- The access token issued with it: one session; sign-out revokes both.
  access_token_hash text NOT NULL REFERENCES tokens(token_hash),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_consumer ON refresh_tokens (consumer_no);
CREATE INDEX refresh_tokens_access ON refresh_tokens (access_token_hash);

CREATE TABLE consumer_addresses (
  id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  approach_type text NOT NULL CHECK (approach_type IN ('S', 'B')),
  main boolean NOT NULL DEFAULT false,
  recipient_first_name text NOT NULL,
  recipient_last_name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  postal_code text NOT NULL,
  state_region text,
  country text NOT NULL,
  phone text NOT NULL,
  email text,
  seq bigserial NOT NULL
);
CREATE INDEX consumer_addresses_consumer ON consumer_addresses (consumer_no, seq);
-- Only one main address per type (spec 000 section 4, "Main address").
CREATE UNIQUE INDEX consumer_addresses_main ON consumer_addresses (consumer_no, approach_type) WHERE main;

CREATE TABLE saved_cards (
  payment_instrument_id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  brand text NOT NULL,
  bin text NOT NULL,
  last4 text NOT NULL,
  holder_name text NOT NULL,
  expiry_month int NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year int NOT NULL,
  -- The simulated provider's outcome for this card, copied from the token it was saved from.
  scenario text NOT NULL CHECK (scenario IN ('authorised', 'challenge', 'declined')),
  main boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Order of saving: "the most recent card" when the main one is removed.
  seq bigserial NOT NULL,
  -- The same card (BIN, last four, expiry) is saved once per consumer (PYT300).
  UNIQUE (consumer_no, bin, last4, expiry_month, expiry_year)
);
CREATE UNIQUE INDEX saved_cards_main ON saved_cards (consumer_no) WHERE main;
`
