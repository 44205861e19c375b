// Changing the profile (spec 000 section 3; spec 002 section 3, profile payload; docs/decisions/0024):
//   PUT  /consumers-v3/consumer { consumerProfile: { consumerDetails?, preferences?, enrollments? } }
//        (registered) changes what it names and answers the whole profile. Joining the loyalty
//        programme (enrollments [{ type: Loyalty, optin: true }]) needs a birth date (PRO411) and
//        makes a confirmed member from today; optin false leaves it (points kept).
//   POST /consumers-v3/consumer { consumerProfile } (a guest's bearer) a profile without an account:
//        a guest who joins the newsletter or the loyalty programme with an e-mail only. Their loyalty
//        membership stays unconfirmed (REW135) until they have an account. A registered caller has
//        a profile already: 409 PRO400. Answers { consumerId }.
//        `isEmployeeDiscountTCAccepted: true` (an EMPLOYEE only, else 400 PRO412) records that they
//        accepted the employee discount terms (docs/decisions/0030).
// The fields pass the profile rules (profileInput.ts): PRO412 naming a refused field, PRO410 too
// young, AUT453 an invalid e-mail, AUT439 / AUT442 an e-mail or phone of another account.
import { ApiError } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { profileOf } from './consumer.ts'
import { emailOf, profileColumnsOf, requireUnique, todayIso, writeProfile } from './profileInput.ts'
import { upsertSubscription } from './subscriptions.ts'
import { registeredOf } from './token.ts'

const loyaltyChoice = (enrollments: ReadonlyArray<{ readonly type: 'Loyalty'; readonly optin: boolean }> | undefined): boolean | undefined =>
  enrollments?.find((e) => e.type === 'Loyalty')?.optin

const update = async (ctx: SpecContext<'consumerUpdate'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const site = ctx.site()
  const { consumerDetails, preferences, enrollments, isEmployeeDiscountTCAccepted } = ctx.body.consumerProfile
  // The employee discount terms (docs/decisions/0030): only an EMPLOYEE accepts them; the first
  // acceptance is kept (accepting again changes nothing).
  if (isEmployeeDiscountTCAccepted === true) {
    const accepted = await ctx.db.query(
      `UPDATE consumers SET employee_terms_accepted_at = coalesce(employee_terms_accepted_at, now()) WHERE consumer_no = $1 AND consumer_type = 'EMPLOYEE' RETURNING 1`,
      [consumer.consumerNo],
    )
    if (accepted.length === 0) throw new ApiError(400, 'PRO412', 'Only an employee accepts the employee discount terms', { field: 'isEmployeeDiscountTCAccepted' })
  }
  const columns = profileColumnsOf(consumerDetails, preferences, site)
  await requireUnique(ctx.db, columns, consumer.consumerNo)
  await writeProfile(ctx.db, consumer.consumerNo, columns)
  const loyalty = loyaltyChoice(enrollments)
  if (loyalty === true) {
    const [row] = await ctx.db.query<{ birth_date: string | null; loyalty_status: string }>(`SELECT birth_date::text, loyalty_status FROM consumers WHERE consumer_no = $1`, [consumer.consumerNo])
    if (!row?.birth_date) throw new ApiError(400, 'PRO411', 'Joining the loyalty programme needs a birth date')
    if (row.loyalty_status !== 'member')
      await ctx.db.query(`UPDATE consumers SET loyalty_status = 'member', loyalty_opt_in_date = $2 WHERE consumer_no = $1`, [consumer.consumerNo, todayIso()])
  } else if (loyalty === false) {
    await ctx.db.query(`UPDATE consumers SET loyalty_status = 'none', loyalty_opt_in_date = NULL WHERE consumer_no = $1`, [consumer.consumerNo])
  }
  return { body: await profileOf(ctx.db, consumer.consumerNo, true) }
}

const create = async (ctx: SpecContext<'consumerCreate'>): Promise<Reply> => {
  const consumer = ctx.consumer!
  if (consumer.tokenType !== 'Guest') throw new ApiError(409, 'PRO400', 'A signed-in shopper has a profile already: change it instead')
  const site = ctx.site()
  const { consumerDetails, enrollments, preferences, newsletterOptIn } = ctx.body.consumerProfile
  const email = emailOf(consumerDetails.email)
  const columns = { ...profileColumnsOf({ ...consumerDetails, email: undefined }, preferences, site), email }
  await writeProfile(ctx.db, consumer.consumerNo, columns)
  if (loyaltyChoice(enrollments) === true) await ctx.db.query(`UPDATE consumers SET loyalty_status = 'unconfirmed', loyalty_opt_in_date = $2 WHERE consumer_no = $1`, [consumer.consumerNo, todayIso()])
  if (newsletterOptIn) await upsertSubscription(ctx.db, consumer.consumerNo, site, { type: 'Newsletter', channel: 'email', optin: true, recipient: email })
  return { status: 201, body: { consumerId: consumer.consumerNo } }
}

export const profileRoutes: ReadonlyArray<RouteDef> = [route('consumerUpdate', { handler: update }), route('consumerCreate', { handler: create })]
