// The store associate's sign-in and what only an associate's session may do (issue 15,
// docs/decisions/0029-associates.md).
//   POST /consumers-v3/consumer/agent/login { username, password, codeChallenge }
//     right credentials of an associate's account (consumer type AGENT) answer a single-use
//     authorisation code, exchanged by the token call's `{ type: 'Agent' }` for an in-store session.
//     400 AUT453 the username is not an e-mail address; 401 AUT401 wrong username or password (a
//     shopper's account is not an associate's: the same answer); 429 AUT500 once the client failed
//     AGENT_PAUSE_AFTER times in AGENT_WINDOW_MINUTES (the sign-in limiter's table, throttle.ts).
import { isEmail } from '../../src/contract/address.ts'
import type { InStoreSalesInfo } from '../../src/contract/schemas/associates.ts'
import type { Db } from '../db/db.ts'
import { clientAddressOf } from '../http/context.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { notAnAgent } from './agentGuard.ts'
import { verifyPassword } from './passwords.ts'
import { issueAuthorisationCode, normaliseEmail, requireCodeChallenge } from './signIn.ts'
import { employeesOf, storeNotFound, storeOfBrand } from './storeUtilities.ts'
import { clearThrottle, countAttempt, lockThrottles, readThrottle, throttleKey } from './throttle.ts'

/** Failed agent logins per client address in a window: then every attempt is refused until it passes. */
export const AGENT_WINDOW_MINUTES = 15
export const AGENT_PAUSE_AFTER = 10

const agentLogin = async (ctx: SpecContext<'agentLogin'>): Promise<Reply> => {
  const { username, password, codeChallenge } = ctx.body
  if (password === '' || password.length > 256) throw badPayload('username and password are required')
  const email = normaliseEmail(username)
  if (!isEmail(email)) throw new ApiError(400, 'AUT453', 'The e-mail address is not valid')
  requireCodeChallenge(codeChallenge)
  const clientKey = throttleKey('agentClient', clientAddressOf(ctx.request))
  const paused = () => new ApiError(429, 'AUT500', 'Too many failed associate sign-ins from this device; try again later')
  if ((await readThrottle(ctx.db, clientKey, AGENT_WINDOW_MINUTES)).count >= AGENT_PAUSE_AFTER) throw paused()

  const [account] = await ctx.db.query<{ consumer_no: string; password_hash: string | null }>(
    `SELECT consumer_no, password_hash FROM consumers WHERE email = $1 AND consumer_type = 'AGENT'`,
    [email],
  )
  // An unknown associate costs the same scrypt as a known one.
  const passwordOk = (await verifyPassword(password, account?.password_hash)) && account !== undefined
  const outcome = await ctx.db.transaction(async (tx): Promise<{ code: string } | { error: ApiError }> => {
    const [state] = await lockThrottles(tx, [{ key: clientKey, windowMinutes: AGENT_WINDOW_MINUTES }])
    if (state!.count >= AGENT_PAUSE_AFTER) return { error: paused() }
    if (!passwordOk) {
      await countAttempt(tx, clientKey, AGENT_WINDOW_MINUTES)
      return { error: new ApiError(401, 'AUT401', 'The username or password is wrong') }
    }
    await clearThrottle(tx, clientKey)
    return { code: await issueAuthorisationCode(tx, account!.consumer_no, codeChallenge) }
  })
  if ('error' in outcome) throw outcome.error
  return { body: { authorizationCode: outcome.code } }
}

/**
 * What an order placed by this caller carries of the store session: for an associate's session the
 * store and employee it names (both of the site's brand, the employee of that store: else 404
 * STR404; none given: 400 STR404); a shopper sending it is 401 AUT432.
 */
export const inStoreSalesOf = async (
  db: Db,
  consumer: Consumer,
  brand: string,
  given: { readonly storeId: string; readonly storeEmployeeId: string } | undefined,
): Promise<InStoreSalesInfo | undefined> => {
  if (consumer.tokenType !== 'Agent') {
    if (given) throw notAnAgent()
    return undefined
  }
  if (!given) throw new ApiError(400, 'STR404', 'An order placed in store names its store and employee (inStoreSalesInfo)')
  const store = await storeOfBrand(db, brand, given.storeId)
  const employee = store ? (await employeesOf(db, store.id)).find((e) => e.storeEmployeeId === given.storeEmployeeId) : undefined
  if (!store || !employee) throw storeNotFound()
  return { storeId: store.id, storeName: store.name, storeEmployeeId: employee.storeEmployeeId, storeEmployeeName: employee.storeEmployeeName }
}

export const agentRoutes: ReadonlyArray<RouteDef> = [
  // Its own transaction (failed attempts count although the call fails); the answer is a secret.
  route('agentLogin', { ownTransaction: true, handler: agentLogin }),
]
