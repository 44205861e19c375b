// Tables of the account migration (013) holding data, children first: emptied with the rest on a
// reseed (TRUNCATE … CASCADE), so favourites, returns, claims, cases and counted tracking attempts
// start again from nothing. The mail outbox is kept: it is a record of what was "sent".
export const ACCOUNT_TABLES = ['limited_attempts', 'order_gift_cards', 'contact_cases', 'warranty_claims', 'notification_preferences', 'favorite_items', 'favorites', 'order_returns'] as const
