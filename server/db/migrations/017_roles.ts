// Migration 017: the shoppers' roles (issue 15, docs/decisions/0030-roles.md). An employee accepts
// the employee discount terms once (`employee_terms_accepted_at`); employees carry their annual cap
// and what they spent towards it, athletes their annual credit and what they spent of it (minor units
// of the site's currency), and a professional-programme member one identity (WRANX or IPA). A cart
// may pay with the athlete's credit (`baskets.athlete_payment`); an order keeps what it took
// (`orders.athlete_credit_minor`) so a failed 3-D Secure or a cancellation gives it back; an
// employee's order counts towards their spend (`orders.employee_spend_minor`, taken back the same way).
export const sql = /* sql */ `
ALTER TABLE consumers
  ADD COLUMN employee_terms_accepted_at timestamptz,
  ADD COLUMN employee_annual_cap_minor int CHECK (employee_annual_cap_minor >= 0),
  ADD COLUMN employee_current_spend_minor int NOT NULL DEFAULT 0 CHECK (employee_current_spend_minor >= 0),
  ADD COLUMN athlete_annual_credit_minor int CHECK (athlete_annual_credit_minor >= 0),
  ADD COLUMN athlete_current_spend_minor int NOT NULL DEFAULT 0 CHECK (athlete_current_spend_minor >= 0),
  ADD COLUMN programme_identity text CHECK (programme_identity IN ('WRANX', 'IPA'));
ALTER TABLE consumers ADD CONSTRAINT consumers_athlete_credit_spent CHECK (athlete_annual_credit_minor IS NULL OR athlete_current_spend_minor <= athlete_annual_credit_minor);
ALTER TABLE baskets ADD COLUMN athlete_payment boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN athlete_credit_minor int, ADD COLUMN employee_spend_minor int;
`
