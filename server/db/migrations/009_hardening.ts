// Migration 009: guessing limits (server/http/attempts.ts, docs/decisions/0021). One row per thing an
// attempt counts against (a gift card, a customer, a client address), with the failures counted in
// the current fixed window and the window's end (epoch milliseconds of the services' clock). A
// failure is written in its own statement, outside the call's transaction, so a call that fails and
// rolls back still counts; the count is one atomic upsert, so concurrent guesses cannot slip past it.
export const sql = /* sql */ `
CREATE TABLE guess_attempts (
  -- '<scope>:<kind>:<value>', e.g. 'gift-card:card:<sha-256 of the number>'.
  key text PRIMARY KEY,
  failures int NOT NULL CHECK (failures >= 0),
  window_ends bigint NOT NULL
);
CREATE INDEX guess_attempts_window ON guess_attempts (window_ends);
`
