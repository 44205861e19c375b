// Cart commands: add an item, change a quantity, remove an item, save a line for later, move a saved
// item back, remove a saved item, load the cart and the list. The six changes are queueable: logged,
// projected at once as pending, sent by the outbox (in order, when the network allows) and recorded
// with the server's answer. Before each send a change of a line is re-decided against the cart the
// engine last saw: a line whose item id changed is found again by its sku; a line that is gone is
// skipped (remove, save for later) or reported (quantity), never re-added; a saved item that is gone
// from the list is skipped.
import { Effect, Schema } from 'effect'
import { ApiError } from '../../api/errors'
import { failureFacts } from '../events/failure'
import { type Api } from '../effects/Api'
import { EngineClock } from '../effects/Clock'
import {
  CartCommandFailed,
  CartItemAddRequested,
  CartItemQuantityChangeRequested,
  CartCommandSkipped,
  CartItemRemoveRequested,
  CartLineSaveRequested,
  CartRefreshed,
  CartReplaced,
  CartSnapshotReceived,
  LineDisplay,
  SavedForLaterReceived,
  SavedForLaterRefreshed,
  SavedItemMoveRequested,
  SavedItemRemoveRequested,
  type CartEvent,
} from '../events/cart'
import { TokenStore } from '../effects/TokenStore'
import type { EngineState } from '../projections/engineState'
import { call } from './call'
import { MAX_QTY } from './limits'
import { MissingTokenError, NoCartError, TargetGoneError, defineCommand, type CommandContext, type CommandError, type CommandFailure, type Preparation } from './command'

/** Add-to-cart limits (spec 001 section 9). */
export { DEFAULT_QTY, MAX_QTY } from './limits'

const Quantity = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: MAX_QTY }))

export const AddItem = Schema.TaggedStruct('cart.AddItem', {
  sku: Schema.String,
  qty: Quantity,
  display: LineDisplay,
})
export type AddItem = typeof AddItem.Type

export const ChangeQuantity = Schema.TaggedStruct('cart.ChangeQuantity', {
  itemId: Schema.String,
  qty: Quantity,
  /** The line's sku; filled at dispatch from the cart when absent, so the change can follow its line. */
  sku: Schema.optional(Schema.String),
})
export type ChangeQuantity = typeof ChangeQuantity.Type

export const RemoveItem = Schema.TaggedStruct('cart.RemoveItem', {
  itemId: Schema.String,
  /** The line's sku; filled at dispatch from the cart when absent. */
  sku: Schema.optional(Schema.String),
})
export type RemoveItem = typeof RemoveItem.Type

/** GET the cart by the basketId in state (nothing to do without one). */
export const Load = Schema.TaggedStruct('cart.Load', {})
export type Load = typeof Load.Type

/** The stored access token; a missing or expired one fails with MissingTokenError (recovered by ensuring a token). */
export const accessToken = Effect.gen(function* () {
  const token = yield* (yield* TokenStore).get
  const now = yield* (yield* EngineClock).now
  if (!token || token.expiresAt <= now) return yield* Effect.fail(new MissingTokenError({}))
  return token.accessToken
})

/** The sku of a line the shopper targets by item id, from the cart the engine last saw. */
const skuOf = (state: EngineState, itemId: string): string | undefined =>
  state.cart.server?.items.find((i) => i.id === itemId)?.productId ?? state.cart.items.find((l) => l.itemId === itemId)?.sku

const withSku = <C extends { readonly itemId: string; readonly sku?: string | undefined }>(command: C, state: EngineState): C => {
  if (command.sku !== undefined) return command
  const sku = skuOf(state, command.itemId)
  return sku === undefined ? command : { ...command, sku }
}

/** Where a line-targeting command should go now: its item, the line of the same sku, or nowhere. */
const retarget = <C extends { readonly itemId: string; readonly sku?: string | undefined }>(command: C, state: EngineState): C | undefined => {
  const server = state.cart.server
  // No cart at all: nothing to change. A cart not fetched yet: let the server decide (PLP400 and BSK404 are recovered).
  if (!server) return state.cart.basketId === null ? undefined : command
  if (server.items.some((i) => i.id === command.itemId)) return command
  const line = command.sku === undefined ? undefined : server.items.find((i) => i.productId === command.sku)
  return line ? { ...command, itemId: line.id } : undefined
}

export const basketIdOf = (state: EngineState) => (state.cart.basketId ? Effect.succeed(state.cart.basketId) : Effect.fail(new NoCartError({})))

const failed = (commandId: string, failure: CommandFailure): CartEvent =>
  CartCommandFailed.make({ commandId, ...failureFacts(failure) })

export const addItem = defineCommand<AddItem, CartEvent>({
  aggregate: 'cart',
  schema: AddItem,
  queueable: true,
  optimistic: (command) => [CartItemAddRequested.make({ sku: command.sku, qty: command.qty, display: command.display })],
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const items = [{ productId: command.sku, qty: command.qty }]
      const basketId = ctx.state.cart.basketId
      const cart =
        basketId === null
          ? yield* call('cartWithItem', { site: ctx.site, body: { items }, accessToken: token, idempotencyKey: ctx.idempotencyKey })
          : yield* call('cartAddItem', { site: ctx.site, body: { basketId, items }, accessToken: token, idempotencyKey: ctx.idempotencyKey })
      return [CartSnapshotReceived.make({ cart })]
    }),
  failed,
})

export const changeQuantity = defineCommand<ChangeQuantity, CartEvent>({
  aggregate: 'cart',
  schema: ChangeQuantity,
  queueable: true,
  enrich: withSku,
  optimistic: (command) => [CartItemQuantityChangeRequested.make({ itemId: command.itemId, sku: command.sku ?? null, qty: command.qty })],
  prepare: (command, state): Preparation<ChangeQuantity> => {
    const target = retarget(command, state)
    return target ? { _tag: 'Send', command: target } : { _tag: 'Fail', error: new TargetGoneError({ itemId: command.itemId }) }
  },
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const basketId = yield* basketIdOf(ctx.state)
      const cart = yield* call('cartUpdateItem', {
        site: ctx.site,
        path: { basketId },
        body: { itemId: command.itemId, qty: command.qty },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [CartSnapshotReceived.make({ cart })]
    }),
  failed,
})

export const removeItem = defineCommand<RemoveItem, CartEvent>({
  aggregate: 'cart',
  schema: RemoveItem,
  queueable: true,
  enrich: withSku,
  optimistic: (command) => [CartItemRemoveRequested.make({ itemId: command.itemId })],
  // A line that is already gone needs no removal.
  prepare: (command, state): Preparation<RemoveItem> => {
    const target = retarget(command, state)
    return target ? { _tag: 'Send', command: target } : { _tag: 'Skip' }
  },
  skipped: (commandId) => CartCommandSkipped.make({ commandId, reason: 'itemGone' }),
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const basketId = yield* basketIdOf(ctx.state)
      const cart = yield* call('cartRemoveItem', {
        site: ctx.site,
        body: { basketId, itemId: command.itemId },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [CartSnapshotReceived.make({ cart })]
    }),
  failed,
})

export const load = defineCommand<Load, CartEvent>({
  aggregate: 'cart',
  schema: Load,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const basketId = ctx.state.cart.basketId
      if (basketId === null) return []
      const token = yield* accessToken
      const cart = yield* call('cartGet', { site: ctx.site, path: { basketId }, accessToken: token })
      return [CartSnapshotReceived.make({ cart })]
    }),
  failed,
})

/**
 * Recovery for BSK404 (policy.ts): the cart is gone on the server, so a new empty one is created and
 * recorded as replacing it; the engine then runs the failed command once more against it.
 */
export const recreateCart = (ctx: CommandContext): Effect.Effect<ReadonlyArray<CartEvent>, CommandError, Api | TokenStore | EngineClock> =>
  Effect.gen(function* () {
    const token = yield* accessToken
    const cart = yield* call('cartCreate', { site: ctx.site, body: {}, accessToken: token, idempotencyKey: `${ctx.idempotencyKey}.recreate` })
    return [CartReplaced.make({ previousBasketId: ctx.state.cart.basketId, reason: 'BSK404', cart })]
  })

/** A short, stable hash of a text (the carried lines, in an idempotency key). */
const hashOf = (text: string): string => {
  let h = 5381
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0
  return h.toString(36)
}

/**
 * The server ended the guest's session and a new guest took over (recovery/executors.ts): the lines
 * the device last saw on the old cart (free gifts aside: promotions give them again) go into a new
 * cart of the new guest, in one call; nothing the shopper added is lost with the old session. Its
 * Idempotency-Key names the old cart and the lines, not the command that got there first, so a
 * carry-over sent again (its answer lost), by another command or tab, makes one cart, not two
 * (found by the simulation, tests/sim).
 */
export const carryCartOver = (ctx: CommandContext): Effect.Effect<ReadonlyArray<CartEvent>, CommandError, Api | TokenStore | EngineClock> =>
  Effect.gen(function* () {
    const { basketId, confirmed, server } = ctx.state.cart
    // The lines as of the changes settled so far; the changes still waiting are sent to the new cart
    // after this (re-decided), so lines a waiting change may have made on the old cart (its answer
    // lost, then shown by a cart loaded since) must not be copied too: that change would count twice
    // (found by the simulation, seeds 2529 and 6918).
    const lines = confirmed !== null && confirmed.basketId === basketId ? confirmed.lines : (server?.items ?? []).filter((i) => !i.bonus)
    const items = lines
      .map((i) => ({ productId: i.productId, qty: i.qty }))
      .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0))
    const token = yield* accessToken
    const idempotencyKey = `carry.${ctx.state.cart.basketId ?? 'none'}.${hashOf(JSON.stringify(items))}`
    const cart = items.length === 0 ? null : yield* call('cartWithItem', { site: ctx.site, body: { items }, accessToken: token, idempotencyKey })
    return [CartReplaced.make({ previousBasketId: ctx.state.cart.basketId, reason: 'sessionExpired', cart })]
  })

/** Whether the cart the device shows belongs to a guest the server no longer knows the shopper as (carryCartOver). */
export const cartOfAnotherGuest = (state: EngineState): boolean =>
  state.session.status === 'guest' && state.cart.basketId !== null && state.cart.owner !== null && state.session.consumerNo !== null && state.cart.owner !== state.session.consumerNo

/**
 * Recovery for a line gone from the server cart (PLP400 on update/remove, policy.ts): fetch the cart
 * so the command is re-decided against it. Not a settlement: the command's pending change stays.
 */
export const refreshCart = (ctx: CommandContext): Effect.Effect<ReadonlyArray<CartEvent>, CommandError, Api | TokenStore | EngineClock> =>
  Effect.gen(function* () {
    const basketId = yield* basketIdOf(ctx.state)
    const token = yield* accessToken
    const cart = yield* call('cartGet', { site: ctx.site, path: { basketId }, accessToken: token })
    return [CartRefreshed.make({ cart })]
  })

// ---- saved for later --------------------------------------------------------------------------

export const SaveForLater = Schema.TaggedStruct('cart.SaveForLater', {
  itemId: Schema.String,
  /** The line's sku; filled at dispatch from the cart when absent, so the move can follow its line. */
  sku: Schema.optional(Schema.String),
})
export type SaveForLater = typeof SaveForLater.Type
export const MoveToCart = Schema.TaggedStruct('cart.MoveToCart', { itemId: Schema.String })
export type MoveToCart = typeof MoveToCart.Type
export const RemoveSaved = Schema.TaggedStruct('cart.RemoveSaved', { itemId: Schema.String })
export type RemoveSaved = typeof RemoveSaved.Type
export const LoadSaved = Schema.TaggedStruct('cart.LoadSaved', {})
export type LoadSaved = typeof LoadSaved.Type

const savedListId = (state: EngineState) => (state.cart.saved ? Effect.succeed(state.cart.saved.saveForLaterId) : Effect.fail(new NoCartError({})))

const savedItemOf = (state: EngineState, itemId: string) => state.cart.saved?.items.find((i) => i.itemId === itemId)

/** A saved item still to act on: skipped when the list the engine last saw no longer has it (moved or removed elsewhere). */
const unlessSavedItemGone = <C extends { readonly itemId: string }>(command: C, state: EngineState): Preparation<C> =>
  state.cart.saved && !savedItemOf(state, command.itemId) ? { _tag: 'Skip' } : { _tag: 'Send', command }

const itemGone = (commandId: string): CartEvent => CartCommandSkipped.make({ commandId, reason: 'itemGone' })

export const saveForLater = defineCommand<SaveForLater, CartEvent>({
  aggregate: 'cart',
  schema: SaveForLater,
  queueable: true,
  enrich: withSku,
  optimistic: (command) => [CartLineSaveRequested.make({ itemId: command.itemId, sku: command.sku ?? null })],
  // A line that is already gone has nothing to save.
  prepare: (command, state): Preparation<SaveForLater> => {
    const target = retarget(command, state)
    return target ? { _tag: 'Send', command: target } : { _tag: 'Skip' }
  },
  skipped: itemGone,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const basketId = yield* basketIdOf(ctx.state)
      const moved = yield* call('cartSaveForLater', { site: ctx.site, path: { basketId }, body: { itemId: command.itemId }, accessToken: token, idempotencyKey: ctx.idempotencyKey })
      return [CartSnapshotReceived.make({ cart: moved.cart }), SavedForLaterReceived.make({ list: moved.saveForLater })]
    }),
  failed,
})

export const moveToCart = defineCommand<MoveToCart, CartEvent>({
  aggregate: 'cart',
  schema: MoveToCart,
  queueable: true,
  // Shown at once as a line of the cart, with what the list showed of it.
  optimistic: (command, state) => {
    const item = savedItemOf(state, command.itemId)
    if (!item) return []
    const display = { name: item.name, masterId: item.masterId, colourName: item.colour.name, size: item.size, image: item.image, price: item.price }
    return [SavedItemMoveRequested.make({ itemId: item.itemId, sku: item.productId, qty: item.qty, display })]
  },
  prepare: unlessSavedItemGone,
  skipped: itemGone,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const basketId = ctx.state.cart.basketId ?? (yield* call('cartCreate', { site: ctx.site, body: {}, accessToken: token, idempotencyKey: `${ctx.idempotencyKey}.cart` })).id
      const saveForLaterId = yield* savedListId(ctx.state)
      const moved = yield* call('saveForLaterUpdate', { site: ctx.site, body: { basketId, saveForLaterId, itemId: command.itemId }, accessToken: token, idempotencyKey: ctx.idempotencyKey }).pipe(
        // An item out of stock "could not be moved to cart" (spec 001 section 8): the catalogue's variant for it.
        Effect.mapError((error) => (error._tag === 'ApiError' && error.code === 'INV700' ? new ApiError({ ...error, variant: 'moveToCart' }) : error)),
      )
      return [CartSnapshotReceived.make({ cart: moved.cart }), SavedForLaterReceived.make({ list: moved.saveForLater })]
    }),
  failed,
})

export const removeSaved = defineCommand<RemoveSaved, CartEvent>({
  aggregate: 'cart',
  schema: RemoveSaved,
  queueable: true,
  optimistic: (command) => [SavedItemRemoveRequested.make({ itemId: command.itemId })],
  prepare: unlessSavedItemGone,
  skipped: itemGone,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const saveForlaterId = yield* savedListId(ctx.state)
      const list = yield* call('saveForLaterRemoveItem', { site: ctx.site, path: { saveForlaterId, itemId: command.itemId }, accessToken: token, idempotencyKey: ctx.idempotencyKey })
      return [SavedForLaterReceived.make({ list })]
    }),
  failed,
})

/**
 * Recovery for a saved item gone from the list (PLP400 on moving it back or removing it, policy.ts):
 * fetch the list so the command is re-decided against it. Not a settlement.
 */
export const refreshSaved = (ctx: CommandContext): Effect.Effect<ReadonlyArray<CartEvent>, CommandError, Api | TokenStore | EngineClock> =>
  Effect.gen(function* () {
    const token = yield* accessToken
    const list = yield* call('saveForLaterGet', { site: ctx.site, query: { start: 0, count: 50 }, accessToken: token })
    return [SavedForLaterRefreshed.make({ list })]
  })

export const loadSaved = defineCommand<LoadSaved, CartEvent>({
  aggregate: 'cart',
  schema: LoadSaved,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const list = yield* call('saveForLaterGet', { site: ctx.site, query: { start: 0, count: 50 }, accessToken: token })
      return [SavedForLaterReceived.make({ list })]
    }),
  failed,
})

export const cartCommands = {
  'cart.AddItem': addItem,
  'cart.ChangeQuantity': changeQuantity,
  'cart.RemoveItem': removeItem,
  'cart.Load': load,
  'cart.SaveForLater': saveForLater,
  'cart.MoveToCart': moveToCart,
  'cart.RemoveSaved': removeSaved,
  'cart.LoadSaved': loadSaved,
} as const
