// Cart commands: add an item, change a quantity, remove an item, load the cart. Each projects its
// optimistic event at once, then decides with the server and records the server's cart.
import { Effect, Schema } from 'effect'
import { Api } from '../effects/Api'
import {
  CartCommandFailed,
  CartItemAddRequested,
  CartItemQuantityChangeRequested,
  CartItemRemoveRequested,
  CartReplaced,
  CartSnapshotReceived,
  LineDisplay,
  type CartEvent,
} from '../events/cart'
import { TokenStore } from '../effects/TokenStore'
import type { EngineState } from '../projections/engineState'
import { call } from './call'
import { MissingTokenError, NoCartError, defineCommand, type CommandContext, type CommandError, type CommandFailure } from './command'

/** Add-to-cart limits (spec 001 section 9). */
export const DEFAULT_QTY = 1
export const MAX_QTY = 999_999

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
})
export type ChangeQuantity = typeof ChangeQuantity.Type

export const RemoveItem = Schema.TaggedStruct('cart.RemoveItem', {
  itemId: Schema.String,
})
export type RemoveItem = typeof RemoveItem.Type

/** GET the cart by the basketId in state (nothing to do without one). */
export const Load = Schema.TaggedStruct('cart.Load', {})
export type Load = typeof Load.Type

const accessToken = Effect.gen(function* () {
  const token = yield* (yield* TokenStore).get
  if (!token) return yield* Effect.fail(new MissingTokenError({}))
  return token.accessToken
})

const basketIdOf = (state: EngineState) => (state.cart.basketId ? Effect.succeed(state.cart.basketId) : Effect.fail(new NoCartError({})))

const failed = (commandId: string, failure: CommandFailure): CartEvent =>
  CartCommandFailed.make({
    commandId,
    code: failure.code,
    message: failure.message,
    params: { ...failure.params },
    placement: failure.placement,
    ...(failure.status === undefined ? {} : { status: failure.status }),
  })

export const addItem = defineCommand<AddItem, CartEvent>({
  aggregate: 'cart',
  schema: AddItem,
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
  optimistic: (command) => [CartItemQuantityChangeRequested.make({ itemId: command.itemId, qty: command.qty })],
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
  optimistic: (command) => [CartItemRemoveRequested.make({ itemId: command.itemId })],
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
export const recreateCart = (ctx: CommandContext): Effect.Effect<ReadonlyArray<CartEvent>, CommandError, Api | TokenStore> =>
  Effect.gen(function* () {
    const token = yield* accessToken
    const cart = yield* call('cartCreate', { site: ctx.site, body: {}, accessToken: token, idempotencyKey: `${ctx.idempotencyKey}.recreate` })
    return [CartReplaced.make({ previousBasketId: ctx.state.cart.basketId, reason: 'BSK404', cart })]
  })

export const cartCommands = {
  'cart.AddItem': addItem,
  'cart.ChangeQuantity': changeQuantity,
  'cart.RemoveItem': removeItem,
  'cart.Load': load,
} as const
