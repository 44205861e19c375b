// Migration 012: the second slice of identity (docs/decisions/0024).
// - Refresh tokens rotate: each belongs to a family (one sign-in or guest session), names the token
//   it replaced, and records when it was redeemed; presenting a redeemed one outside the rules of
//   token.ts revokes the whole family. Guests get refresh tokens too (the storefront's server keeps
//   them in an HttpOnly cookie: src/bff).
// - Sign-in throttling per e-mail (whether or not an account has it, so both answer alike) and per
//   client address: failures in a window, the captcha asked before the lock, the lock itself. The
//   old per-account columns of migration 005 are no longer read.
// - Captcha answers are single use for sign-in, sign-up and the lookup (their nonces are kept until
//   they expire).
// - The profile: birth date, postal code, gender, interests (pipe-separated), preferred shoe size,
//   the loyalty opt-in date; phone numbers unique among accounts (AUT442).
// - Password history (reuse refused: AUT451 the current one, AUT452 one of the three before), reset
//   links (only their SHA-256, single use, one hour), and the mail outbox: every e-mail the services
//   would send, kept in the database (no mail leaves). Subscriptions are migration 014's one table.
export const sql = /* sql */ `
ALTER TABLE refresh_tokens
  ADD COLUMN family_id text,
  -- The token this one replaced (rotation); null for the first of a family.
  ADD COLUMN parent_hash text,
  -- When it was redeemed for a new pair; a second redemption is judged by token.ts.
  ADD COLUMN used_at timestamptz,
  ADD COLUMN token_type text NOT NULL DEFAULT 'Registered' CHECK (token_type IN ('Guest', 'Registered'));
UPDATE refresh_tokens SET family_id = token_hash WHERE family_id IS NULL;
ALTER TABLE refresh_tokens ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_parent ON refresh_tokens (parent_hash);

CREATE TABLE refresh_families (
  family_id text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Sign-out, a password reset, or a refresh token presented again (theft): nothing of it renews.
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX refresh_families_consumer ON refresh_families (consumer_no);
INSERT INTO refresh_families (family_id, consumer_no, revoked_at)
  SELECT family_id, consumer_no, revoked_at FROM refresh_tokens ON CONFLICT DO NOTHING;

CREATE TABLE signin_throttle (
  -- '<what>:<sha256 of the lower-cased e-mail>' or '<what>:<client address>' (server/commerce/throttle.ts).
  key text PRIMARY KEY,
  -- Failures (or attempts) since the window began; they no longer count once it has passed.
  failures int NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE captcha_answers_used (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_answers_used_expiry ON captcha_answers_used (expires_at);

ALTER TABLE consumers
  ADD COLUMN birth_date date,
  ADD COLUMN postal_code text,
  ADD COLUMN gender text,
  -- Pipe-separated, as the spec writes them (000 section 9).
  ADD COLUMN interests text,
  ADD COLUMN preferred_shoe_size text,
  ADD COLUMN loyalty_opt_in_date date,
  ADD COLUMN password_changed_at timestamptz;
CREATE UNIQUE INDEX consumers_phone ON consumers (phone) WHERE phone IS NOT NULL AND consumer_type <> 'GUEST';
-- A guest's profile may carry an e-mail (a newsletter or loyalty sign-up without an account,
-- POST /consumer): e-mails are unique among accounts only.
DROP INDEX consumers_email;
CREATE UNIQUE INDEX consumers_email ON consumers (email) WHERE email IS NOT NULL AND consumer_type <> 'GUEST';

CREATE TABLE password_history (
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  password_hash text NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial NOT NULL
);
CREATE INDEX password_history_consumer ON password_history (consumer_no, seq);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  consumer_no text NOT NULL REFERENCES consumers(consumer_no),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_consumer ON password_resets (consumer_no, created_at);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  site_id text NOT NULL,
  template text NOT NULL CHECK (template IN ('welcome', 'passwordReset', 'passwordChanged')),
  subject text NOT NULL,
  body_text text NOT NULL,
  -- The link the mail carries (a reset link holds its single-use token), if any.
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to ON mail_outbox (to_address, id);
`
