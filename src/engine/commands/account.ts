// Sign-in, sign-out and the signed-in shopper's profile and saved cards: the first slice of identity
// (ROADMAP item 1). Signing in is PKCE (spec 001 section 7): a 32-byte random verifier, its SHA-256
// as the code challenge on the sign-in call, the verifier on the token exchange, which also merges
// the guest's cart and saved-for-later list (spec 000 section 4). The password and the verifier are
// Secret and never leave the command: the sign-in command is never queued or logged, and its events
// hold no token. Signing out revokes the tokens, resets the cart, forgets the shopper's checkout and
// profile, and starts a new guest session.
import { Effect, Schema } from 'effect'
import { SessionStarted, SessionEnded, ProfileReceived, SavedCardsReceived, AccountCommandFailed, type SessionEvent } from '../events/session'
import { CartItemsMerged, CartMergedNoticeDismissed, CartReplaced, CartReset, type CartEvent } from '../events/cart'
import { CaptchaRequired, type CheckoutEvent } from '../events/checkout'
import type { ApiError } from '../../api/errors'
import { EngineClock } from '../effects/Clock'
import { TokenStore } from '../effects/TokenStore'
import { Secret } from '../secrets'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand, failureFields, type CommandContext, type CommandFailure } from './command'
import { ensureGuestToken } from './session'

type Event = SessionEvent | CartEvent | CheckoutEvent

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

export const SignIn = Schema.TaggedStruct('session.SignIn', {
  username: Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(254)),
  password: Secret,
  /** The captcha answer, when that feature is on. */
  recaptcha: Schema.optional(Secret),
})
export type SignIn = typeof SignIn.Type

export const signIn = defineCommand<SignIn, Event>({
  aggregate: 'session',
  schema: SignIn,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      const clock = yield* EngineClock
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
      // The guest's own token proves the guest cart and list are theirs to merge.
      const guest = yield* tokens.get
      const now = yield* clock.now
      const guestToken = guest && guest.tokenType === 'Guest' && guest.expiresAt > now ? guest.accessToken : undefined
      const basketId = ctx.state.cart.basketId
      const saveForLaterId = ctx.state.cart.saved?.saveForLaterId
      const favoriteId = ctx.state.favourites.server?.favoriteId
      const response = yield* call('token', {
        site: ctx.site,
        body: {
          type: 'Registered',
          authorizationCode,
          codeVerifier: verifier,
          guestObjects: { ...(basketId ? { basketId } : {}), ...(saveForLaterId ? { saveForLaterId } : {}), ...(favoriteId ? { favoriteId } : {}) },
        },
        ...(guestToken === undefined ? {} : { accessToken: guestToken }),
        idempotencyKey: `${ctx.idempotencyKey}.token`,
      })
      const issuedAt = yield* clock.now
      const expiresAt = issuedAt + response.expiresIn * 1000
      yield* tokens.set({ accessToken: response.accessToken, refreshToken: response.refreshToken, tokenType: response.tokenType, expiresAt })
      const events: Event[] = [
        SessionStarted.make({ consumerNo: response.consumerNo, consumerType: response.consumerType, tokenType: response.tokenType, expiresAt, basketId: response.basketId }),
      ]
      // The shopper's cart from now on: the merged (or adopted) one, or none yet.
      if (response.basketId !== null || basketId !== null) {
        const cart = response.basketId === null ? null : yield* call('cartGet', { site: ctx.site, path: { basketId: response.basketId }, accessToken: response.accessToken })
        events.push(CartReplaced.make({ previousBasketId: basketId, reason: 'signIn', cart }))
      }
      if ((response.mergedItems ?? 0) > 0) events.push(CartItemsMerged.make({ items: response.mergedItems ?? 0 }))
      // Profile and saved cards: the session stands without them (the pages that need them load them again).
      const account = yield* loadAccount(ctx, response.accessToken).pipe(Effect.orElseSucceed((): ReadonlyArray<Event> => []))
      return [...events, ...account]
    }).pipe(
      // The captcha feature is on and no (or a wrong) answer came: the page opens the challenge and
      // signs in again with its answer (as the checkout's shipping step does).
      Effect.catchIf(
        (error): error is ApiError => error._tag === 'ApiError' && error.code === 'AUT403' && typeof error.params.challengeUrl === 'string',
        (error) => Effect.succeed([CaptchaRequired.make({ challengeUrl: String(error.params.challengeUrl) })]),
      ),
    ),
  failed: failedAs('session.SignIn'),
})

// ---- sign-out ----------------------------------------------------------------------------------

export const SignOut = Schema.TaggedStruct('session.SignOut', {})
export type SignOut = typeof SignOut.Type

export const signOut = defineCommand<SignOut, Event>({
  aggregate: 'session',
  schema: SignOut,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      const current = yield* tokens.get
      // Revoking is the server's part; the device forgets the shopper whatever it answers (offline too).
      if (current && current.tokenType === 'Registered')
        yield* call('signOut', {
          site: ctx.site,
          body: { refreshToken: current.refreshToken },
          accessToken: current.accessToken,
          idempotencyKey: `${ctx.idempotencyKey}.signout`,
        }).pipe(Effect.ignore)
      yield* tokens.clear
      const ended: ReadonlyArray<Event> = [SessionEnded.make({ reason: 'signOut' }), CartReset.make({ reason: 'signOut' })]
      // A new guest session at once; without a network the next command that needs one asks again.
      const guest = yield* ensureGuestToken.handle({ _tag: 'session.EnsureGuestToken', force: true }, { ...ctx, idempotencyKey: `${ctx.idempotencyKey}.guest` }).pipe(
        Effect.orElseSucceed((): ReadonlyArray<SessionEvent> => []),
      )
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
