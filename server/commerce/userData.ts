// The shopper's data as one JSON document (POST /consumers-v3/consumer/retrieveUserData, docs/
// decisions/0025): what the reference services keep about the caller, section by section — the
// profile (never the password hash or sign-in counters), addresses, saved cards (brand, last four,
// expiry; never a number), orders on every site with their returns, favourites, the saved-for-later
// lists, notification preferences, warranty claims, contact cases and the e-mails sent to them
// (subject and time). Registered tokens only (a guest is 401 AUT404).
import type { UserDataExport } from '../../src/contract/schemas/customerCare.ts'
import type { Db } from '../db/db.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { addressesOf } from './consumer.ts'
import { notificationsOf } from './customerCare.ts'
import { orderOf, type OrderRow } from './orderRecords.ts'
import { registeredOf } from './token.ts'

const rows = <T extends Record<string, unknown>>(db: Db, sql: string, params: unknown[]) => db.query<T>(sql, params)

export const userDataOf = async (db: Db, consumerNo: string): Promise<UserDataExport> => {
  const [profile] = await rows(
    db,
    `SELECT consumer_no, consumer_type, email, first_name, last_name, phone, loyalty_status, loyalty_points, created_at FROM consumers WHERE consumer_no = $1`,
    [consumerNo],
  )
  const orders = await db.query<OrderRow & { created_at: string; shipped_at: string | null; delivered_at: string | null; cancelled_at: string | null }>(
    `SELECT order_number, consumer_no, site_id, status, snapshot, challenge_id, created_at, shipped_at, delivered_at, cancelled_at FROM orders WHERE consumer_no = $1 ORDER BY created_at`,
    [consumerNo],
  )
  const email = typeof profile?.email === 'string' ? profile.email : null
  const sections: Record<string, unknown> = {
    profile: profile ?? null,
    addresses: await addressesOf(db, consumerNo),
    savedCards: await rows(db, `SELECT brand, last4, holder_name, expiry_month, expiry_year, main, created_at FROM saved_cards WHERE consumer_no = $1 ORDER BY seq`, [consumerNo]),
    orders: orders.map((o) => ({ siteId: o.site_id, shippedAt: o.shipped_at, deliveredAt: o.delivered_at, cancelledAt: o.cancelled_at, order: orderOf(o) })),
    returns: await rows(
      db,
      `SELECT r.return_id, r.order_number, r.carrier, r.label_number, r.reason, r.return_by, r.created_at FROM order_returns r JOIN orders o ON o.order_number = r.order_number WHERE o.consumer_no = $1 ORDER BY r.created_at`,
      [consumerNo],
    ),
    favourites: await rows(
      db,
      `SELECT f.site_id, f.shared, fi.product_id, fi.added_at FROM favorites f JOIN favorite_items fi ON fi.favorite_id = f.id WHERE f.consumer_no = $1 ORDER BY f.site_id, fi.seq`,
      [consumerNo],
    ),
    savedForLater: await rows(
      db,
      `SELECT l.site_id, i.sku, i.qty FROM save_for_later l JOIN save_for_later_items i ON i.list_id = l.id WHERE l.consumer_no = $1 ORDER BY l.site_id, i.position`,
      [consumerNo],
    ),
    notificationPreferences: await notificationsOf(db, consumerNo),
    warrantyClaims: await rows(db, `SELECT claim_id, site_id, product_id, order_number, purchase_date, description, created_at FROM warranty_claims WHERE consumer_no = $1 ORDER BY created_at`, [consumerNo]),
    contactCases: await rows(db, `SELECT case_id, site_id, category, subject, email, first_name, last_name, message, order_number, created_at FROM contact_cases WHERE consumer_no = $1 ORDER BY created_at`, [
      consumerNo,
    ]),
    emails: email ? await rows(db, `SELECT template AS kind, subject, created_at FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`, [email]) : [],
  }
  // Dates and big numbers as JSON writes them (the drivers hand back Date objects and bigint strings).
  return { generatedAt: new Date().toISOString(), consumerNo, sections: JSON.parse(JSON.stringify(sections)) as Record<string, unknown> }
}

const retrieve = async (ctx: SpecContext<'retrieveUserData'>): Promise<Reply> => ({ body: await userDataOf(ctx.db, registeredOf(ctx).consumerNo) })

export const userDataRoutes: ReadonlyArray<RouteDef> = [route('retrieveUserData', { handler: retrieve })]
