// Sign-in, sign-out and the signed-in shopper's saved cards (docs/decisions/0015, 0024). Signing in is
// PKCE (spec 001 section 7): a 32-byte random verifier, its SHA-256 (S256) as the code challenge on
// the sign-in call, the verifier on the exchange, which the storefront's server makes (it keeps the
// refresh token in an HttpOnly cookie) and which merges the guest's cart and saved-for-later list
// (spec 000 section 4). The password and the verifier are Secret and never leave the command: the
// sign-in command is never queued or logged, and its events hold no token. Signing out ends the
// session on the server, resets the cart, forgets the shopper's checkout and profile, and starts a new
// guest session.
import { Effect, Schema } from 'effect'
import { SessionEnded, ProfileReceived, SavedCardsReceived, AccountCommandFailed, SignOutPending, type SessionEvent } from '../events/session'
import { CartItemsMerged, CartMergedNoticeDismissed, CartReplaced, CartReset, type CartEvent } from '../events/cart'
import { CaptchaRequired, type CheckoutEvent } from '../events/checkout'
import type { ApiError } from '../../api/errors'
import { EngineClock } from '../effects/Clock'
import { TokenStore } from '../effects/TokenStore'
import { Secret } from '../secrets'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand, failureFields, type CommandContext, type CommandError, type CommandFailure } from './command'
import { adoptGrant, ensureGuestToken, guestTokenExchange, withTokenLock } from './session'
import { initialSessionState } from '../projections/initial'
import type { EngineState } from '../projections/engineState'

export type AccountEvent = SessionEvent | CartEvent | CheckoutEvent
type Event = AccountEvent

const failedAs =
  (command: string) =>
  (commandId: string, failure: CommandFailure): Event =>
    AccountCommandFailed.make(failureFields(commandId, command, failure))

const base64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A PKCE pair: a 32-byte random verifier and base64url(SHA-256(verifier)) as the challenge (S256). */
export const pkcePair = async (): Promise<{ readonly verifier: string; readonly challenge: string }> => {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return { verifier, challenge: base64url(new Uint8Array(digest)) }
}

/** The profile and saved cards of the signed-in shopper (both calls with the registered token). */
const loadAccount = (ctx: CommandContext, token: string) =>
  Effect.all(
    [
      call('consumerGet', { site: ctx.site, query: { includeLoyaltySummary: 'true' }, accessToken: token }),
      call('paymentInstrumentsGet', { site: ctx.site, query: { payment_method_id: 'CREDIT_CARD' }, accessToken: token }),
    ],
    { concurrency: 2 },
  ).pipe(Effect.map(([profile, cards]): ReadonlyArray<Event> => [ProfileReceived.make({ profile }), SavedCardsReceived.make({ cards: cards.paymentInstruments })]))

// ---- sign-in -----------------------------------------------------------------------------------

/**
 * The guest's objects a sign-in hands over to the account (spec 001 section 7: basket, favourites,
 * saved for later), as the log knows them.
 */
export const guestObjectsOf = (state: EngineState): { basketId?: string; favoriteId?: string; saveForLaterId?: string } => {
  const basketId = state.cart.basketId
  const saveForLaterId = state.cart.saved?.saveForLaterId
  const favoriteId = state.favourites.server?.favoriteId
  return { ...(basketId ? { basketId } : {}), ...(saveForLaterId ? { saveForLaterId } : {}), ...(favoriteId ? { favoriteId } : {}) }
}

/**
 * The second half of a sign-in or sign-up: the authorisation code and its PKCE verifier exchanged by
 * the storefront's server for a registered session (it keeps the refresh token; this tab the access
 * token), merging the guest's objects (the guest's own bearer proves them); then the account's cart
 * (`v1.CartReplaced` reason `signIn`, the merged notice when lines joined a cart the account had) and
 * the profile and saved cards (best effort: the session stands without them).
 */
export const startRegisteredSession = (ctx: CommandContext, authorizationCode: string, codeVerifier: string) =>
  Effect.gen(function* () {
    // A tab holds a token only once it asked for one (decision 24): a tab that has not, signing in
    // the device's guest, first gets the guest's token from the device's session, so the guest's
    // objects (made by another tab, perhaps) join the account (docs/decisions/0022, the merge).
    const renewed = ctx.state.session.status === 'guest' ? yield* withTokenLock(ctx, guestTokenExchange({ _tag: 'session.EnsureGuestToken' }, { ...ctx, idempotencyKey: `${ctx.idempotencyKey}.guest` })) : []
    const guest = yield* (yield* TokenStore).get
    const now = yield* (yield* EngineClock).now
    const guestToken = guest && guest.tokenType === 'Guest' && guest.expiresAt > now ? guest.accessToken : undefined
    const basketId = ctx.state.cart.basketId
    const response = yield* call('sessionExchange', {
      site: ctx.site,
      body: { type: 'Registered', authorizationCode, codeVerifier, guestObjects: guestObjectsOf(ctx.state) },
      ...(guestToken === undefined ? {} : { accessToken: guestToken }),
      idempotencyKey: `${ctx.idempotencyKey}.token`,
    })
    const events: Event[] = [...renewed, ...(yield* adoptGrant(response, ctx, { reason: 'signIn' }))]
    // The shopper's cart from now on: the merged (or adopted) one, or none yet.
    if (response.basketId !== null || basketId !== null) {
      const cart = response.basketId === null ? null : yield* call('cartGet', { site: ctx.site, path: { basketId: response.basketId }, accessToken: response.accessToken })
      events.push(CartReplaced.make({ previousBasketId: basketId, reason: 'signIn', cart }))
    }
    if ((response.mergedItems ?? 0) > 0) events.push(CartItemsMerged.make({ items: response.mergedItems ?? 0 }))
    const account = yield* loadAccount(ctx, response.accessToken).pipe(Effect.orElseSucceed((): ReadonlyArray<Event> => []))
    return [...events, ...account]
  })

/**
 * The captcha is needed and no (or a used) answer came: the page opens the challenge and sends the
 * command again with its answer (as the checkout's shipping step does).
 */
const isCaptchaAsked = (error: CommandError): error is ApiError => error._tag === 'ApiError' && error.code === 'AUT403' && typeof error.params.challengeUrl === 'string'

export const askForCaptcha = <R>(effect: Effect.Effect<ReadonlyArray<Event>, CommandError, R>): Effect.Effect<ReadonlyArray<Event>, CommandError, R> =>
  effect.pipe(Effect.catchIf(isCaptchaAsked, (error) => Effect.succeed([CaptchaRequired.make({ challengeUrl: String(error.params.challengeUrl) })])))

export const SignIn = Schema.TaggedStruct('session.SignIn', {
  username: Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(254)),
  password: Secret,
  /** The captcha answer, when the service asks for one. */
  recaptcha: Schema.optional(Secret),
})
export type SignIn = typeof SignIn.Type

export const signIn = defineCommand<SignIn, Event>({
  aggregate: 'session',
  schema: SignIn,
  changesSession: true,
  handle: (command, ctx) =>
    askForCaptcha(
      Effect.gen(function* () {
        const { verifier, challenge } = yield* Effect.promise(pkcePair)
        const { authorizationCode } = yield* call('signIn', {
          site: ctx.site,
          body: {
            username: command.username,
            password: command.password,
            codeChallenge: challenge,
            ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }),
          },
          idempotencyKey: `${ctx.idempotencyKey}.signin`,
        })
        return yield* startRegisteredSession(ctx, authorizationCode, verifier)
      }),
    ),
  failed: failedAs('session.SignIn'),
})

// ---- sign-out ----------------------------------------------------------------------------------

export const SignOut = Schema.TaggedStruct('session.SignOut', {})
export type SignOut = typeof SignOut.Type

/**
 * Signing out (spec 000 section 4): the session ends on the server (the storefront's server revokes
 * it and drops its cookie), then the device forgets the shopper (profile, cart, checkout, loyalty,
 * favourites; Engine.ts then forgets their events) and a new guest session starts. Offline, the
 * device forgets them all the same and the server is told when the network returns.
 */
export const signOut = defineCommand<SignOut, Event>({
  aggregate: 'session',
  schema: SignOut,
  changesSession: true,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      const current = yield* tokens.get
      const told = yield* call('sessionEnd', {
        site: ctx.site,
        body: {},
        idempotencyKey: `${ctx.idempotencyKey}.signout`,
        ...(current && current.tokenType !== 'Guest' ? { accessToken: current.accessToken } : {}),
      }).pipe(
        Effect.as(true),
        Effect.orElseSucceed(() => false),
      )
      yield* tokens.clear
      const ended: ReadonlyArray<Event> = [SessionEnded.make({ reason: 'signOut' }), CartReset.make({ reason: 'signOut' }), ...(told ? [] : [SignOutPending.make({})])]
      if (!told) return ended
      // A new guest session at once; without a network the next command that needs one asks again.
      const signedOut: EngineState = { ...ctx.state, session: initialSessionState }
      const guest = yield* ensureGuestToken.handle({ _tag: 'session.EnsureGuestToken', force: true }, { ...ctx, state: signedOut, idempotencyKey: `${ctx.idempotencyKey}.guest` }).pipe(Effect.orElseSucceed((): ReadonlyArray<Event> => []))
      return [...ended, ...guest]
    }),
  failed: failedAs('session.SignOut'),
})

// ---- profile and saved cards -------------------------------------------------------------------

/** Loads the signed-in shopper's profile and saved cards (the checkout and the account page). */
export const LoadAccount = Schema.TaggedStruct('account.Load', {})
export type LoadAccount = typeof LoadAccount.Type

export const loadAccountCommand = defineCommand<LoadAccount, Event>({
  aggregate: 'session',
  schema: LoadAccount,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      if (ctx.state.session.status !== 'registered') return []
      const token = yield* accessToken
      return yield* loadAccount(ctx, token)
    }),
  failed: failedAs('account.Load'),
})

export const RemoveSavedCard = Schema.TaggedStruct('account.RemoveSavedCard', { paymentInstrumentId: Schema.String })
export type RemoveSavedCard = typeof RemoveSavedCard.Type

export const removeSavedCard = defineCommand<RemoveSavedCard, Event>({
  aggregate: 'session',
  schema: RemoveSavedCard,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const list = yield* call('paymentInstrumentRemove', {
        site: ctx.site,
        path: { paymentInstrumentId: command.paymentInstrumentId },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [SavedCardsReceived.make({ cards: list.paymentInstruments })]
    }),
  failed: failedAs('account.RemoveSavedCard'),
})

export const MakeCardMain = Schema.TaggedStruct('account.MakeCardMain', { paymentInstrumentId: Schema.String })
export type MakeCardMain = typeof MakeCardMain.Type

export const makeCardMain = defineCommand<MakeCardMain, Event>({
  aggregate: 'session',
  schema: MakeCardMain,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const list = yield* call('paymentInstrumentUpdate', {
        site: ctx.site,
        path: { paymentInstrumentId: command.paymentInstrumentId },
        body: { main: true },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [SavedCardsReceived.make({ cards: list.paymentInstruments })]
    }),
  failed: failedAs('account.MakeCardMain'),
})

/** The shopper dismissed the 'cart items merged' notice. */
export const DismissMergedNotice = Schema.TaggedStruct('cart.DismissMergedNotice', {})
export type DismissMergedNotice = typeof DismissMergedNotice.Type

export const dismissMergedNotice = defineCommand<DismissMergedNotice, Event>({
  aggregate: 'cart',
  schema: DismissMergedNotice,
  local: true,
  handle: () => Effect.succeed([CartMergedNoticeDismissed.make({})]),
  failed: failedAs('cart.DismissMergedNotice'),
})

export const accountCommands = {
  'session.SignIn': signIn,
  'session.SignOut': signOut,
  'account.Load': loadAccountCommand,
  'account.RemoveSavedCard': removeSavedCard,
  'account.MakeCardMain': makeCardMain,
  'cart.DismissMergedNotice': dismissMergedNotice,
} as const

export const AccountCommand = [SignIn, SignOut, LoadAccount, RemoveSavedCard, MakeCardMain, DismissMergedNotice] as const
