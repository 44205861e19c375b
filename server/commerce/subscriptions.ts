// Consumer subscriptions (spec 002 sections 3, 4, 6; calls.tsv consumer …/consumer/subscription):
// the newsletter (or loyalty newsletter) by e-mail, and text messages. Any token may subscribe: a
// guest's subscription belongs to the guest's consumer number (POST creates it; a PUT with optin
// false opts an earlier recipient out, as the storefront does before a guest opts in with a new
// one); a signed-in shopper's PUT replaces their recipient of that channel and type. The recipient
// must be an e-mail address (email) or a phone number in international form (sms): 400 ATTR300
// otherwise; opting out a recipient the caller never subscribed is 404 API404.
import { isEmail } from '../../src/contract/address.ts'
import type { Subscription } from '../../src/contract/schemas/subscriptions.ts'
import type { Db } from '../db/db.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

const PHONE = /^\+[1-9]\d{6,14}$/

const checkRecipient = (subscription: Subscription): string => {
  const recipient = subscription.recipient.trim()
  if (subscription.channel === 'email' ? !isEmail(recipient) : !PHONE.test(recipient))
    throw badPayload(subscription.channel === 'email' ? 'recipient must be an e-mail address' : 'recipient must be a phone number in international form (+ and digits)')
  return subscription.channel === 'email' ? recipient.toLowerCase() : recipient
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

const consumerOf = (ctx: CallContext): string => {
  if (!ctx.consumer) throw new Error('subscription route without auth')
  return ctx.consumer.consumerNo
}

/** Opts the recipient in (a new row, or an opted-out one again) and answers the row. */
const optIn = async (db: Db, consumerNo: string, subscription: Subscription, recipient: string): Promise<Subscription> => {
  const [row] = await db.query<Row>(
    `INSERT INTO consumer_subscriptions (consumer_no, type, channel, recipient, optin, double_optin, country, region, optin_date, optout_date)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, coalesce($8::date, current_date), NULL)
     ON CONFLICT (consumer_no, channel, type, recipient) DO UPDATE SET optin = true, double_optin = EXCLUDED.double_optin, country = EXCLUDED.country,
       region = EXCLUDED.region, optin_date = EXCLUDED.optin_date, optout_date = NULL, updated_at = now()
     RETURNING ${COLUMNS}`,
    [consumerNo, subscription.type, subscription.channel, recipient, subscription.doubleOptin ?? false, subscription.country, subscription.region, subscription.optinDate ?? null],
  )
  return present(row as Row)
}

const create = async (ctx: SpecContext<'subscriptionCreate'>): Promise<Reply> => {
  const recipient = checkRecipient(ctx.body)
  if (!ctx.body.optin) throw badPayload('a new subscription opts in (optin true); opt out with PUT')
  return { status: 201, body: { subscription: await optIn(ctx.db, consumerOf(ctx), ctx.body, recipient) } }
}

const update = async (ctx: SpecContext<'subscriptionUpdate'>): Promise<Reply> => {
  const consumerNo = consumerOf(ctx)
  const recipient = checkRecipient(ctx.body)
  if (!ctx.body.optin) {
    const [row] = await ctx.db.query<Row>(
      `UPDATE consumer_subscriptions SET optin = false, optout_date = coalesce($5::date, current_date), updated_at = now()
       WHERE consumer_no = $1 AND channel = $2 AND type = $3 AND recipient = $4 RETURNING ${COLUMNS}`,
      [consumerNo, ctx.body.channel, ctx.body.type, recipient, ctx.body.optoutDate ?? null],
    )
    if (!row) throw notFound(`Subscription of ${ctx.body.channel} ${ctx.body.type} for this recipient`)
    return { body: { subscription: present(row) } }
  }
  // One recipient per channel and type: the shopper's earlier one is opted out.
  await ctx.db.query(
    `UPDATE consumer_subscriptions SET optin = false, optout_date = coalesce($5::date, current_date), updated_at = now()
     WHERE consumer_no = $1 AND channel = $2 AND type = $3 AND recipient <> $4 AND optin`,
    [consumerNo, ctx.body.channel, ctx.body.type, recipient, ctx.body.optinDate ?? null],
  )
  return { body: { subscription: await optIn(ctx.db, consumerNo, ctx.body, recipient) } }
}

const list = async (ctx: SpecContext<'subscriptionGet'>): Promise<Reply> => {
  const rows = await ctx.db.query<Row>(`SELECT ${COLUMNS} FROM consumer_subscriptions WHERE consumer_no = $1 ORDER BY channel, type, updated_at DESC`, [consumerOf(ctx)])
  return { body: { subscriptions: rows.map(present) } }
}

export const subscriptionRoutes: ReadonlyArray<RouteDef> = [
  route('subscriptionGet', { handler: list }),
  route('subscriptionCreate', { handler: create }),
  route('subscriptionUpdate', { handler: update }),
]
