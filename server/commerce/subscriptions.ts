// Newsletter and SMS subscriptions (spec 002 sections 3, 4 and 6; spec 001 section 7, Consumer):
//   GET  /consumers-v3/consumer/subscription   the caller's (a guest's or a member's)
//   POST /consumers-v3/consumer/subscription   creates or changes them (a guest's opt-in; spec 002:
//        "opt-in creates a subscription for a guest")
//   PUT  /consumers-v3/consumer/subscription   changes a member's (registered only: AUT404 for a guest)
// A subscription is one row per type, channel and recipient; opting in with a new recipient opts the
// caller's other recipient of that type and channel out first (spec 002 section 4), so both stay on
// record. The recipient defaults to the member's e-mail (or phone, for SMS); an SMS number is stored
// in international form. Country and region are the site's; opt-in and opt-out dates the server's.
import { randomBytes } from 'node:crypto'
import type { Subscription } from '../../src/contract/schemas/profile.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload } from '../http/errors.ts'
import { route, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { emailOf, phoneOf } from './profileInput.ts'
import { registeredOf } from './token.ts'

export interface SubscriptionChange {
  readonly type: Subscription['type']
  readonly channel: Subscription['channel']
  readonly optin: boolean
  /** Already normalised (an e-mail lower-cased, a phone in international form). */
  readonly recipient: string
}

interface Row {
  type: Subscription['type']
  channel: Subscription['channel']
  recipient: string
  optin: boolean
  double_optin: boolean
  country: string
  region: string
  optin_date: string | null
  optout_date: string | null
}

export const subscriptionsOf = async (db: Db, consumerNo: string): Promise<Subscription[]> => {
  const rows = await db.query<Row>(
    `SELECT type, channel, recipient, optin, double_optin, country, region, to_char(optin_date, 'YYYY-MM-DD') AS optin_date, to_char(optout_date, 'YYYY-MM-DD') AS optout_date
     FROM subscriptions WHERE consumer_no = $1 ORDER BY type, channel, updated_at DESC, recipient`,
    [consumerNo],
  )
  return rows.map((r) => ({
    type: r.type,
    channel: r.channel,
    optin: r.optin,
    doubleOptin: r.double_optin,
    recipient: r.recipient,
    category: 'subscription',
    country: r.country,
    region: r.region,
    ...(r.optin_date ? { optinDate: r.optin_date } : {}),
    ...(r.optout_date ? { optoutDate: r.optout_date } : {}),
  }))
}

/** Records one change: an opt-in first opts the caller's other recipients of that type and channel out. */
export const upsertSubscription = async (db: Db, consumerNo: string, site: Site, change: SubscriptionChange): Promise<void> => {
  if (change.optin)
    await db.query(
      `UPDATE subscriptions SET optin = false, optout_date = current_date, updated_at = now()
       WHERE consumer_no = $1 AND type = $2 AND channel = $3 AND recipient <> $4 AND optin`,
      [consumerNo, change.type, change.channel, change.recipient],
    )
  await db.query(
    `INSERT INTO subscriptions (id, consumer_no, type, channel, recipient, optin, country, region, optin_date, optout_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $6 THEN current_date END, CASE WHEN NOT $6 THEN current_date END)
     ON CONFLICT (consumer_no, type, channel, recipient) DO UPDATE SET
       optin = EXCLUDED.optin,
       optin_date = CASE WHEN EXCLUDED.optin AND NOT subscriptions.optin THEN current_date ELSE subscriptions.optin_date END,
       optout_date = CASE WHEN NOT EXCLUDED.optin AND subscriptions.optin THEN current_date WHEN EXCLUDED.optin THEN NULL ELSE subscriptions.optout_date END,
       country = EXCLUDED.country, region = EXCLUDED.region, updated_at = now()`,
    [`sub_${randomBytes(8).toString('hex')}`, consumerNo, change.type, change.channel, change.recipient, change.optin, site.region, site.region],
  )
}

const changesOf = async (ctx: SpecContext<'subscriptionCreate'>, consumer: Consumer, site: Site): Promise<SubscriptionChange[]> => {
  const [profile] = await ctx.db.query<{ email: string | null; phone: string | null }>(`SELECT email, phone FROM consumers WHERE consumer_no = $1`, [consumer.consumerNo])
  return ctx.body.subscriptions.map((s, i) => {
    const given = s.recipient?.trim() ?? ''
    const fallback = s.channel === 'sms' ? profile?.phone : profile?.email
    if (given === '' && !fallback) throw badPayload(`subscriptions.${i}.recipient is required (${s.channel === 'sms' ? 'a phone number' : 'an e-mail address'})`)
    const recipient = given === '' ? fallback! : s.channel === 'sms' ? phoneOf(given, s.phoneCountry, site) : emailOf(given)
    return { type: s.type, channel: s.channel, optin: s.optin, recipient }
  })
}

const apply = async (ctx: SpecContext<'subscriptionCreate'>, consumer: Consumer): Promise<Reply> => {
  const site = ctx.site()
  for (const change of await changesOf(ctx, consumer, site)) await upsertSubscription(ctx.db, consumer.consumerNo, site, change)
  return { body: { subscriptions: await subscriptionsOf(ctx.db, consumer.consumerNo) } }
}

export const subscriptionRoutes: ReadonlyArray<RouteDef> = [
  route('subscriptionGet', { handler: async (ctx) => ({ body: { subscriptions: await subscriptionsOf(ctx.db, ctx.consumer!.consumerNo) } }) }),
  route('subscriptionCreate', { handler: (ctx) => apply(ctx, ctx.consumer!) }),
  route('subscriptionUpdate', { handler: (ctx) => apply(ctx, registeredOf(ctx)) }),
]
