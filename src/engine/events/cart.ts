// Cart events: facts about the shopper's cart, including what the server answered. Never renamed;
// a changed event becomes v2 with an upcaster in ./engineEvents.ts.
import { Schema } from 'effect'
import { Cart, SaveForLaterList } from '../../contract/schemas/cart'
import { Image } from '../../contract/schemas/common'
import { ErrorParams, PlacementSchema } from '../../api/errors'
import { FailureFactFields } from './failure'

/** What an optimistic line shows before the server answers (from the product page). */
export const LineDisplay = Schema.Struct({
  name: Schema.String,
  masterId: Schema.String,
  colourName: Schema.String,
  size: Schema.String,
  image: Image,
  /** Unit price in the site's currency. */
  price: Schema.Number,
})
export type LineDisplay = typeof LineDisplay.Type

/** The shopper asked to add a variant; projected at once as a pending line. */
export const CartItemAddRequested = Schema.TaggedStruct('v1.CartItemAddRequested', {
  sku: Schema.String,
  qty: Schema.Number,
  display: LineDisplay,
})

/** v1 (superseded): no sku, so a pending change could not follow its line to a new item id. Upcast by ./engineEvents.ts. */
export const CartItemQuantityChangeRequestedV1 = Schema.TaggedStruct('v1.CartItemQuantityChangeRequested', {
  itemId: Schema.String,
  qty: Schema.Number,
})

/** The shopper changed a line's quantity; `sku` (null when unknown) lets the pending change follow the line when its item id changes. */
export const CartItemQuantityChangeRequested = Schema.TaggedStruct('v2.CartItemQuantityChangeRequested', {
  itemId: Schema.String,
  sku: Schema.NullOr(Schema.String),
  qty: Schema.Number,
})

export const CartItemRemoveRequested = Schema.TaggedStruct('v1.CartItemRemoveRequested', {
  itemId: Schema.String,
})

/** The shopper moved a cart line to saved for later; projected at once (the line leaves the cart, pending). */
export const CartLineSaveRequested = Schema.TaggedStruct('v1.CartLineSaveRequested', {
  itemId: Schema.String,
  sku: Schema.NullOr(Schema.String),
})

/** The shopper moved a saved item back to the cart; projected at once as a pending line (merged with one of the same sku). */
export const SavedItemMoveRequested = Schema.TaggedStruct('v1.SavedItemMoveRequested', {
  /** The saved item's id. */
  itemId: Schema.String,
  sku: Schema.String,
  qty: Schema.Number,
  display: LineDisplay,
})

/** The shopper removed a saved item; projected at once (hidden from the list until the server answers). */
export const SavedItemRemoveRequested = Schema.TaggedStruct('v1.SavedItemRemoveRequested', {
  itemId: Schema.String,
})

/** The server's cart after a command (or a load); settles the command's pending changes. */
export const CartSnapshotReceived = Schema.TaggedStruct('v1.CartSnapshotReceived', {
  cart: Cart,
})

/**
 * The cart was replaced by a new one (BSK404: the old one is gone; sessionExpired: the server ended
 * the guest's session, and the lines the device showed were carried over to the new guest's cart);
 * pending changes stay to be re-run.
 */
export const CartReplaced = Schema.TaggedStruct('v1.CartReplaced', {
  previousBasketId: Schema.NullOr(Schema.String),
  reason: Schema.Literals(['BSK404', 'AUT498', 'signOut', 'signIn', 'sessionExpired']),
  cart: Schema.NullOr(Cart),
})

/** The server's cart, fetched to re-decide a pending command (the command is not settled by it). */
export const CartRefreshed = Schema.TaggedStruct('v1.CartRefreshed', {
  cart: Cart,
})

/** The cart was reset (AUT498 invalid customer; sign-out later): no cart, nothing pending, the saved basket forgotten. */
export const CartReset = Schema.TaggedStruct('v1.CartReset', {
  /** `expired`: the device's session now names another shopper (it ended elsewhere, or ran out). */
  reason: Schema.Literals(['AUT498', 'signOut', 'expired']),
})

/** A pending command found nothing left to do when re-decided (e.g. removing a line the server no longer has). */
export const CartCommandSkipped = Schema.TaggedStruct('v1.CartCommandSkipped', {
  commandId: Schema.String,
  reason: Schema.Literals(['itemGone']),
})

/** v1 (superseded): held the message shown to the shopper, localized in their language. Upcast by ./engineEvents.ts. */
export const CartCommandFailedV1 = Schema.TaggedStruct('v1.CartCommandFailed', {
  commandId: Schema.String,
  code: Schema.String,
  message: Schema.String,
  params: ErrorParams,
  placement: PlacementSchema,
  status: Schema.optional(Schema.Number),
})

/**
 * A cart command failed for good: its pending changes are rolled back. Facts only (./failure.ts): the
 * catalogue code and its values, the server's message as data; the UI localizes at render.
 */
export const CartCommandFailed = Schema.TaggedStruct('v2.CartCommandFailed', {
  commandId: Schema.String,
  ...FailureFactFields,
})

/**
 * Pending changes found at start-up without a queued command behind them (logs written before the
 * outbox existed, or a command that was never queued): dropped. Queued commands are resumed instead.
 */
export const CartCommandsAbandoned = Schema.TaggedStruct('v1.CartCommandsAbandoned', {
  commandIds: Schema.Array(Schema.String),
})

/** The shopper's saved-for-later list as the server sent it (after a move, a removal or a load); settles the command's pending changes. */
export const SavedForLaterReceived = Schema.TaggedStruct('v1.SavedForLaterReceived', {
  list: SaveForLaterList,
})

/** The saved-for-later list, fetched to re-decide a pending command (the command is not settled by it). */
export const SavedForLaterRefreshed = Schema.TaggedStruct('v1.SavedForLaterRefreshed', {
  list: SaveForLaterList,
})

/**
 * Signing in merged the guest cart's lines into the cart the shopper already had: the 'cart items
 * merged' notice, shown until the shopper dismisses it (spec 000 section 4).
 */
export const CartItemsMerged = Schema.TaggedStruct('v1.CartItemsMerged', { items: Schema.Number })

/** The shopper dismissed the 'cart items merged' notice. */
export const CartMergedNoticeDismissed = Schema.TaggedStruct('v1.CartMergedNoticeDismissed', {})

export const CartEvent = Schema.Union([
  CartItemAddRequested,
  CartItemQuantityChangeRequested,
  CartItemRemoveRequested,
  CartLineSaveRequested,
  SavedItemMoveRequested,
  SavedItemRemoveRequested,
  CartSnapshotReceived,
  CartReplaced,
  CartRefreshed,
  CartReset,
  CartCommandSkipped,
  CartCommandFailed,
  CartCommandsAbandoned,
  SavedForLaterReceived,
  SavedForLaterRefreshed,
  CartItemsMerged,
  CartMergedNoticeDismissed,
])
export type CartEvent = typeof CartEvent.Type
export type CartEventType = CartEvent['_tag']
