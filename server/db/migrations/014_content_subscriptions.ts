// Migration 014: the consumers' subscriptions (spec 002 section 3, Profile subscription): newsletter
// and loyalty-newsletter by e-mail or text message, opted in or out on a date taken from server time.
// A guest's subscriptions belong to the guest's consumer number; a recipient is opted in at most once
// per consumer, channel and type.
export const sql = /* sql */ `
CREATE TABLE consumer_subscriptions (
  consumer_no text NOT NULL,
  type text NOT NULL CHECK (type IN ('Newsletter', 'LoyaltyNewsletter')),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  optin boolean NOT NULL,
  double_optin boolean NOT NULL DEFAULT false,
  country text NOT NULL,
  region text NOT NULL,
  optin_date date,
  optout_date date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer_no, channel, type, recipient)
);
CREATE INDEX consumer_subscriptions_recipient ON consumer_subscriptions (recipient);
`
