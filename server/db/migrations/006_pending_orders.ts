// Migration 006: every order placement and 3-D Secure patch looks for challenges left unanswered
// (orders.ts, expireAbandonedChallenges); a partial index keeps that a look at the few pending
// orders instead of a scan of all of them.
export const sql = /* sql */ `
CREATE INDEX orders_pending_since ON orders (created_at) WHERE status = 'PENDING_AUTHENTICATION';
`
