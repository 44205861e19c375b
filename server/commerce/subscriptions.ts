// Consumer subscriptions (spec 002 sections 3, 4 and 6; spec 001 section 7; calls.tsv consumer
// …/consumer/subscription): the newsletter (or loyalty newsletter) by e-mail, and text messages, one
// row per consumer, type, channel and recipient in consumer_subscriptions (migration 014). Any token
// may subscribe: a guest's subscription belongs to the guest's consumer number.
//   GET   the caller's subscriptions.
//   POST  opts in (spec 002: "opt-in creates a subscription for a guest").
//   PUT   changes them: opting in needs a registered token (401 AUT404 for a guest, spec 002 section
//         6: guests create, logged-in users update); opting out (optin false) is open to any holder,
//         as the storefront does before a guest opts in with a new recipient.
// Two bodies, one behaviour (src/contract/schemas/subscriptions.ts): the content blocks send one
// subscription as the spec draws it (recipient required and strict, their country, region and
// dates); the account page sends a list of changes (the recipient defaults to the profile's e-mail
// or phone, a phone is put in international form, country and region are the site's, the dates the
// server's). Opting in with a new recipient opts the caller's other one of that type and channel out
// first (spec 002 section 4), so both stay on record. Both answer the subscription changed and all
// of the caller's. An unknown recipient to opt out is 404 API404; a bad one 400 ATTR300.
import { isEmail } from '../../src/contract/address.ts'
import type { Subscription, SubscriptionBody, SubscriptionRequest } from '../../src/contract/schemas/subscriptions.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type CallContext, type Consumer, type Reply, type RouteDef } from '../http/types.ts'
import { emailOf, phoneOf } from './profileInput.ts'
import { registeredOf } from './token.ts'

/** One change to record; the recipient already normalised (an e-mail lower-cased, a phone in international form). */
export interface SubscriptionChange {
  readonly type: Subscription['type']
  readonly channel: Subscription['channel']
  readonly optin: boolean
  readonly recipient: string
  /** Given by the caller (the blocks' form); the site's and the server's otherwise. */
  readonly country?: string
  readonly region?: string
  readonly doubleOptin?: boolean
  readonly date?: string
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

const COLUMNS = `type, channel, recipient, optin, double_optin, country, region, to_char(optin_date, 'YYYY-MM-DD') AS optin_date, to_char(optout_date, 'YYYY-MM-DD') AS optout_date`

const present = (row: Row): Subscription => ({
  type: row.type,
  channel: row.channel,
  optin: row.optin,
  doubleOptin: row.double_optin,
  recipient: row.recipient,
  category: 'subscription',
  country: row.country,
  region: row.region,
  ...(row.optin_date ? { optinDate: row.optin_date } : {}),
  ...(row.optout_date ? { optoutDate: row.optout_date } : {}),
})

export const subscriptionsOf = async (db: Db, consumerNo: string): Promise<Subscription[]> =>
  (await db.query<Row>(`SELECT ${COLUMNS} FROM consumer_subscriptions WHERE consumer_no = $1 ORDER BY type, channel, updated_at DESC, recipient`, [consumerNo])).map(present)

/** Records one change and answers its row: an opt-in first opts the caller's other recipients of that type and channel out. */
export const upsertSubscription = async (db: Db, consumerNo: string, site: Site, change: SubscriptionChange): Promise<Subscription> => {
  const date = change.date ?? null
  if (change.optin)
    await db.query(
      `UPDATE consumer_subscriptions SET optin = false, optout_date = coalesce($5::date, current_date), updated_at = now()
       WHERE consumer_no = $1 AND type = $2 AND channel = $3 AND recipient <> $4 AND optin`,
      [consumerNo, change.type, change.channel, change.recipient, date],
    )
  const [row] = await db.query<Row>(
    `INSERT INTO consumer_subscriptions (consumer_no, type, channel, recipient, optin, double_optin, country, region, optin_date, optout_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $5 THEN coalesce($9::date, current_date) END, CASE WHEN NOT $5 THEN coalesce($9::date, current_date) END)
     ON CONFLICT (consumer_no, channel, type, recipient) DO UPDATE SET
       optin = EXCLUDED.optin,
       double_optin = EXCLUDED.double_optin,
       optin_date = CASE WHEN EXCLUDED.optin AND NOT consumer_subscriptions.optin THEN EXCLUDED.optin_date ELSE consumer_subscriptions.optin_date END,
       optout_date = CASE WHEN NOT EXCLUDED.optin AND consumer_subscriptions.optin THEN EXCLUDED.optout_date WHEN EXCLUDED.optin THEN NULL ELSE consumer_subscriptions.optout_date END,
       country = EXCLUDED.country, region = EXCLUDED.region, updated_at = now()
     RETURNING ${COLUMNS}`,
    [consumerNo, change.type, change.channel, change.recipient, change.optin, change.doubleOptin ?? false, change.country ?? site.region, change.region ?? site.region, date],
  )
  return present(row as Row)
}

const PHONE = /^\+[1-9]\d{6,14}$/

/** The blocks' form: one subscription, its recipient as given (an e-mail address, or a phone in international form). */
const strictChange = (subscription: Subscription): SubscriptionChange => {
  const recipient = subscription.recipient.trim()
  if (subscription.channel === 'email' ? !isEmail(recipient) : !PHONE.test(recipient))
    throw badPayload(subscription.channel === 'email' ? 'recipient must be an e-mail address' : 'recipient must be a phone number in international form (+ and digits)')
  const date = subscription.optin ? subscription.optinDate : subscription.optoutDate
  return {
    type: subscription.type,
    channel: subscription.channel,
    optin: subscription.optin,
    recipient: subscription.channel === 'email' ? recipient.toLowerCase() : recipient,
    country: subscription.country,
    region: subscription.region,
    ...(subscription.doubleOptin === undefined ? {} : { doubleOptin: subscription.doubleOptin }),
    ...(date === undefined ? {} : { date }),
  }
}

/** The account page's list: the recipient defaults to the profile's e-mail (or phone, for SMS). */
const listChanges = async (db: Db, consumerNo: string, site: Site, body: SubscriptionRequest): Promise<SubscriptionChange[]> => {
  const [profile] = await db.query<{ email: string | null; phone: string | null }>(`SELECT email, phone FROM consumers WHERE consumer_no = $1`, [consumerNo])
  return body.subscriptions.map((s, i) => {
    const given = s.recipient?.trim() ?? ''
    const fallback = s.channel === 'sms' ? profile?.phone : profile?.email
    if (given === '' && !fallback) throw badPayload(`subscriptions.${i}.recipient is required (${s.channel === 'sms' ? 'a phone number' : 'an e-mail address'})`)
    const recipient = given === '' ? fallback! : s.channel === 'sms' ? phoneOf(given, s.phoneCountry, site) : emailOf(given)
    return { type: s.type, channel: s.channel, optin: s.optin, recipient }
  })
}

const consumerOf = (ctx: CallContext): Consumer => {
  if (!ctx.consumer) throw new Error('subscription route without auth')
  return ctx.consumer
}

const exists = async (db: Db, consumerNo: string, change: SubscriptionChange): Promise<boolean> =>
  (await db.query(`SELECT 1 FROM consumer_subscriptions WHERE consumer_no = $1 AND channel = $2 AND type = $3 AND recipient = $4`, [consumerNo, change.channel, change.type, change.recipient])).length > 0

const apply = async (ctx: CallContext & { readonly body: SubscriptionBody }, method: 'POST' | 'PUT'): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const single = !('subscriptions' in ctx.body)
  const changes = 'subscriptions' in ctx.body ? await listChanges(ctx.db, consumer.consumerNo, site, ctx.body) : [strictChange(ctx.body)]
  if (method === 'PUT' && changes.some((c) => c.optin)) registeredOf(ctx)
  if (method === 'POST' && single && !changes[0]!.optin) throw badPayload('a new subscription opts in (optin true); opt out with PUT')
  let changed: Subscription | undefined
  for (const change of changes) {
    // Opting out a recipient the caller never subscribed (the blocks' form names one): nothing to change.
    if (single && !change.optin && !(await exists(ctx.db, consumer.consumerNo, change))) throw notFound(`Subscription of ${change.channel} ${change.type} for this recipient`)
    changed = await upsertSubscription(ctx.db, consumer.consumerNo, site, change)
  }
  return { ...(method === 'POST' && single ? { status: 201 } : {}), body: { subscription: changed!, subscriptions: await subscriptionsOf(ctx.db, consumer.consumerNo) } }
}

export const subscriptionRoutes: ReadonlyArray<RouteDef> = [
  route('subscriptionGet', { handler: async (ctx) => ({ body: { subscriptions: await subscriptionsOf(ctx.db, consumerOf(ctx).consumerNo) } }) }),
  route('subscriptionCreate', { handler: (ctx) => apply(ctx, 'POST') }),
  route('subscriptionUpdate', { handler: (ctx) => apply(ctx, 'PUT') }),
]
