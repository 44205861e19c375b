// The in-store employee session (issue 15, docs/decisions/0029-associates.md): a store associate signs
// in with the agent login (PKCE as a shopper's sign-in; the storefront's server exchanges the code for
// an Agent session and keeps its refresh token), chooses the store and the employee they work as, and
// adjusts prices on the session's cart. Signing out is the shoppers' `session.SignOut`: the device then
// forgets everything of the session (core/forget.ts). The password and the verifier never leave the
// sign-in command; the log records who (SessionStarted of type Agent, AssociateStoreChosen) did what
// (PriceAdjustmentRecorded with the employee, the cart's snapshot).
import { Effect, Schema } from 'effect'
import { PriceAdjustmentReason, PriceAdjustmentType, type InStoreSalesInfo } from '../../contract/schemas/associates'
import type { Cart } from '../../contract/schemas/cart'
import { ApiError, type ClientError } from '../../api/errors'
import { placementOf } from '../../contract/errorCatalogue'
import { CartReset, CartSnapshotReceived, type CartEvent } from '../events/cart'
import { AccountCommandFailed, AssociateEmployeesListed, AssociateStoreChosen, AssociateStoresListed, PriceAdjustmentRecorded, SessionEnded, StoreReservationMade, type SessionEvent } from '../events/session'
import { Secret } from '../secrets'
import { pkcePair } from './account'
import { call } from './call'
import { accessToken, basketIdOf } from './cart'
import { defineCommand, failureFields, type CommandContext, type CommandFailure } from './command'
import { adoptGrant } from './session'

type Event = SessionEvent | CartEvent

const failedAs =
  (command: string) =>
  (commandId: string, failure: CommandFailure): Event =>
    AccountCommandFailed.make(failureFields(commandId, command, failure))

/** Refused before any call, in the catalogue's terms: only an associate's session with a store chosen adjusts prices. */
const refused = (callName: string): ApiError =>
  new ApiError({ code: 'AUT432', serverMessage: '', status: 401, params: {}, correlationId: '', placement: placementOf('AUT432'), call: callName, method: 'POST', url: '' })

// ---- sign-in -----------------------------------------------------------------------------------

export const AssociateSignIn = Schema.TaggedStruct('associate.SignIn', {
  username: Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(254)),
  password: Secret,
})
export type AssociateSignIn = typeof AssociateSignIn.Type

/**
 * The agent login, then the Agent session. Whoever the device held before (a guest's cart, a signed-in
 * shopper) is ended first, as at a sign-out, so nothing of theirs joins the associate's session.
 */
export const associateSignIn = defineCommand<AssociateSignIn, Event>({
  aggregate: 'session',
  schema: AssociateSignIn,
  changesSession: true,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const { verifier, challenge } = yield* Effect.promise(pkcePair)
      const { authorizationCode } = yield* call('agentLogin', {
        site: ctx.site,
        body: { username: command.username, password: command.password, codeChallenge: challenge },
        idempotencyKey: `${ctx.idempotencyKey}.login`,
      })
      const grant = yield* call('sessionExchange', {
        site: ctx.site,
        body: { type: 'Agent', authorizationCode, codeVerifier: verifier },
        idempotencyKey: `${ctx.idempotencyKey}.token`,
      })
      const ended: ReadonlyArray<Event> = ctx.state.session.consumerNo === null ? [] : [SessionEnded.make({ reason: 'signOut' }), CartReset.make({ reason: 'signOut' })]
      return [...ended, ...(yield* adoptGrant(grant, ctx, { reason: 'signIn' }))]
    }),
  failed: failedAs('associate.SignIn'),
})

// ---- store and employee ------------------------------------------------------------------------

const Id = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))
const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200))

export const ChooseStore = Schema.TaggedStruct('associate.ChooseStore', { storeId: Id, storeName: Name, storeEmployeeId: Id, storeEmployeeName: Name })
export type ChooseStore = typeof ChooseStore.Type

/** The store and employee of the session, as the utilities calls listed them (the server checks them again with each order). */
export const chooseStore = defineCommand<ChooseStore, Event>({
  aggregate: 'session',
  schema: ChooseStore,
  local: true,
  handle: (command, ctx) =>
    ctx.state.session.status !== 'agent'
      ? Effect.fail(refused('stores'))
      : Effect.succeed([AssociateStoreChosen.make({ storeId: command.storeId, storeName: command.storeName, storeEmployeeId: command.storeEmployeeId, storeEmployeeName: command.storeEmployeeName })]),
  failed: failedAs('associate.ChooseStore'),
})

export const LoadStores = Schema.TaggedStruct('associate.LoadStores', {})
export type LoadStores = typeof LoadStores.Type
export const LoadEmployees = Schema.TaggedStruct('associate.LoadEmployees', { storeId: Id })
export type LoadEmployees = typeof LoadEmployees.Type

export const loadStores = defineCommand<LoadStores, Event>({
  aggregate: 'session',
  schema: LoadStores,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const { stores } = yield* call('stores', { site: ctx.site, query: {}, accessToken: yield* accessToken })
      return [AssociateStoresListed.make({ stores })]
    }),
  failed: failedAs('associate.LoadStores'),
})

export const loadEmployees = defineCommand<LoadEmployees, Event>({
  aggregate: 'session',
  schema: LoadEmployees,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const { storeId, employees } = yield* call('storeEmployees', { site: ctx.site, path: { storeId: command.storeId }, accessToken: yield* accessToken })
      return [AssociateEmployeesListed.make({ storeId, employees })]
    }),
  failed: failedAs('associate.LoadEmployees'),
})

/** The store session of the log, when the device holds an associate's session with a store chosen. */
export const inStoreOf = (state: CommandContext['state']): InStoreSalesInfo | undefined =>
  state.session.status === 'agent' && state.session.inStore ? state.session.inStore : undefined

// ---- price adjustments -------------------------------------------------------------------------

const Value = Schema.Number.check(Schema.isBetween({ minimum: 0.01, maximum: 10_000 }))

export const AddPriceAdjustment = Schema.TaggedStruct('cart.AddPriceAdjustment', { itemId: Id, type: PriceAdjustmentType, value: Value, reason: PriceAdjustmentReason })
export type AddPriceAdjustment = typeof AddPriceAdjustment.Type
export const ChangePriceAdjustment = Schema.TaggedStruct('cart.ChangePriceAdjustment', { adjustmentId: Id, type: PriceAdjustmentType, value: Value, reason: PriceAdjustmentReason })
export type ChangePriceAdjustment = typeof ChangePriceAdjustment.Type
export const RemovePriceAdjustment = Schema.TaggedStruct('cart.RemovePriceAdjustment', { adjustmentId: Id })
export type RemovePriceAdjustment = typeof RemovePriceAdjustment.Type

/** Runs an adjustment call for the associate's cart and records the cart and who did what. */
const adjustment = <R>(
  ctx: CommandContext,
  callName: string,
  run: (input: { basketId: string; token: string }) => Effect.Effect<Cart, ClientError, R>,
  record: (cart: Cart, inStore: InStoreSalesInfo) => Omit<PriceAdjustmentRecorded, '_tag' | 'storeId' | 'storeEmployeeId'>,
) =>
  Effect.gen(function* () {
    const inStore = inStoreOf(ctx.state)
    if (!inStore) return yield* Effect.fail(refused(callName))
    const token = yield* accessToken
    const basketId = yield* basketIdOf(ctx.state)
    const cart = yield* run({ basketId, token })
    return [
      CartSnapshotReceived.make({ cart }),
      PriceAdjustmentRecorded.make({ ...record(cart, inStore), storeId: inStore.storeId, storeEmployeeId: inStore.storeEmployeeId }),
    ] as ReadonlyArray<Event>
  })
type PriceAdjustmentRecorded = typeof PriceAdjustmentRecorded.Type

export const addPriceAdjustment = defineCommand<AddPriceAdjustment, Event>({
  aggregate: 'cart',
  schema: AddPriceAdjustment,
  handle: (command, ctx) =>
    adjustment(
      ctx,
      'priceAdjustmentAdd',
      ({ basketId, token }) =>
        call('priceAdjustmentAdd', {
          site: ctx.site,
          path: { basketId },
          body: { itemId: command.itemId, type: command.type, value: command.value, reason: command.reason },
          accessToken: token,
          idempotencyKey: ctx.idempotencyKey,
        }),
      (cart) => ({
        action: 'add',
        adjustmentId: cart.priceAdjustments?.find((a) => a.itemId === command.itemId)?.adjustmentId ?? '',
        itemId: command.itemId,
        type: command.type,
        value: command.value,
        reason: command.reason,
      }),
    ),
  failed: failedAs('cart.AddPriceAdjustment'),
})

const itemOf = (ctx: CommandContext, adjustmentId: string): string => ctx.state.cart.server?.priceAdjustments?.find((a) => a.adjustmentId === adjustmentId)?.itemId ?? ''

export const changePriceAdjustment = defineCommand<ChangePriceAdjustment, Event>({
  aggregate: 'cart',
  schema: ChangePriceAdjustment,
  handle: (command, ctx) =>
    adjustment(
      ctx,
      'priceAdjustmentUpdate',
      ({ basketId, token }) =>
        call('priceAdjustmentUpdate', {
          site: ctx.site,
          path: { basketId, adjustmentId: command.adjustmentId },
          body: { type: command.type, value: command.value, reason: command.reason },
          accessToken: token,
          idempotencyKey: ctx.idempotencyKey,
        }),
      () => ({ action: 'change', adjustmentId: command.adjustmentId, itemId: itemOf(ctx, command.adjustmentId), type: command.type, value: command.value, reason: command.reason }),
    ),
  failed: failedAs('cart.ChangePriceAdjustment'),
})

export const removePriceAdjustment = defineCommand<RemovePriceAdjustment, Event>({
  aggregate: 'cart',
  schema: RemovePriceAdjustment,
  handle: (command, ctx) =>
    adjustment(
      ctx,
      'priceAdjustmentRemove',
      ({ basketId, token }) => call('priceAdjustmentRemove', { site: ctx.site, path: { basketId, adjustmentId: command.adjustmentId }, accessToken: token, idempotencyKey: ctx.idempotencyKey }),
      () => ({ action: 'remove', adjustmentId: command.adjustmentId, itemId: itemOf(ctx, command.adjustmentId) }),
    ),
  failed: failedAs('cart.RemovePriceAdjustment'),
})

// ---- reservations ------------------------------------------------------------------------------

export const Reserve = Schema.TaggedStruct('associate.Reserve', {
  storeId: Id,
  sku: Id,
  qty: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 })),
  /** Who the size is held for, as the store will ask for it at the counter. */
  customerName: Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(100)),
})
export type Reserve = typeof Reserve.Type

/**
 * An associate holds a size for a shopper in a store (their own or a nearby one, after looking up its
 * stock): only while connected with a store chosen; the server checks the session again, takes the
 * units off the store's stock and answers the reservation's reference and expiry.
 */
export const reserve = defineCommand<Reserve, Event>({
  aggregate: 'session',
  schema: Reserve,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const inStore = inStoreOf(ctx.state)
      if (!inStore) return yield* Effect.fail(refused('reserveWithItem'))
      const made = yield* call('reserveWithItem', {
        site: ctx.site,
        body: { storeId: command.storeId, sku: command.sku, qty: command.qty, customerName: command.customerName },
        accessToken: yield* accessToken,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [
        StoreReservationMade.make({
          reservationId: made.reservationId,
          storeId: made.storeId,
          sku: made.sku,
          qty: made.qty,
          expiresAt: made.expiresAt,
          associateStoreId: inStore.storeId,
          storeEmployeeId: inStore.storeEmployeeId,
        }),
      ] as ReadonlyArray<Event>
    }),
  failed: failedAs('associate.Reserve'),
})

export const associateCommands = {
  'associate.SignIn': associateSignIn,
  'associate.ChooseStore': chooseStore,
  'associate.LoadStores': loadStores,
  'associate.LoadEmployees': loadEmployees,
  'associate.Reserve': reserve,
  'cart.AddPriceAdjustment': addPriceAdjustment,
  'cart.ChangePriceAdjustment': changePriceAdjustment,
  'cart.RemovePriceAdjustment': removePriceAdjustment,
} as const

export const AssociateCommand = [AssociateSignIn, ChooseStore, LoadStores, LoadEmployees, Reserve, AddPriceAdjustment, ChangePriceAdjustment, RemovePriceAdjustment] as const
