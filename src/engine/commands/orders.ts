// The shopper's orders after placement: read the history (paged) and an order, track one (the
// shopper's own by number; any other with the e-mail it was placed with — a guest on another
// device), cancel, ask for a return label, download the invoice (saved on the device as a PDF,
// never logged), have the e-gift cards e-mailed again. Each needs the server's word: it runs at
// once and its answer is the event; a refusal (ORD410, RTN410, ORD411, OHS4004, REQ429) is the
// failure its section shows.
import { Effect, Schema } from 'effect'
import { ORDER_HISTORY_PAGE } from '../../contract/schemas/orders'
import { Downloads } from '../effects/Downloads'
import {
  GiftCardEmailResent,
  InvoiceDownloaded,
  OrderHistoryReceived,
  OrderReceived,
  OrderTrackingReceived,
  ReturnLabelReceived,
  type AccountEvent,
} from '../events/account'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand } from './command'
import { accountFailed, withVariant } from './accountActions'

const OrderNumber = Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(40))

export const LoadOrderHistory = Schema.TaggedStruct('orders.LoadHistory', { start: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000 })) })
export type LoadOrderHistory = typeof LoadOrderHistory.Type

export const LoadOrder = Schema.TaggedStruct('orders.Load', { orderNumber: OrderNumber })
export type LoadOrder = typeof LoadOrder.Type

export const TrackOrder = Schema.TaggedStruct('orders.Track', {
  orderNumber: OrderNumber,
  /** Needed for an order that is not the shopper's own (a guest on another device). */
  email: Schema.optional(Schema.String.check(Schema.isMaxLength(254))),
})
export type TrackOrder = typeof TrackOrder.Type

export const CancelOrder = Schema.TaggedStruct('orders.Cancel', { orderNumber: OrderNumber, reason: Schema.optional(Schema.String.check(Schema.isMaxLength(500))) })
export type CancelOrder = typeof CancelOrder.Type

export const RequestReturnLabel = Schema.TaggedStruct('orders.RequestReturnLabel', { orderNumber: OrderNumber })
export type RequestReturnLabel = typeof RequestReturnLabel.Type

export const DownloadInvoice = Schema.TaggedStruct('orders.DownloadInvoice', { orderNumber: OrderNumber })
export type DownloadInvoice = typeof DownloadInvoice.Type

export const ResendGiftCardEmail = Schema.TaggedStruct('orders.ResendGiftCardEmail', { orderNumber: OrderNumber })
export type ResendGiftCardEmail = typeof ResendGiftCardEmail.Type

export const loadOrderHistory = defineCommand<LoadOrderHistory, AccountEvent>({
  aggregate: 'account',
  schema: LoadOrderHistory,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const history = yield* call('purchaseHistory', { site: ctx.site, body: { start: command.start, count: ORDER_HISTORY_PAGE }, accessToken: yield* accessToken })
      return [OrderHistoryReceived.make({ history })]
    }),
  failed: accountFailed('orders.LoadHistory'),
})

export const loadOrder = defineCommand<LoadOrder, AccountEvent>({
  aggregate: 'account',
  schema: LoadOrder,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const order = yield* call('purchaseGet', { site: ctx.site, path: { orderId: command.orderNumber }, accessToken: yield* accessToken })
      return [OrderReceived.make({ order })]
    }),
  failed: accountFailed('orders.Load'),
})

export const trackOrder = defineCommand<TrackOrder, AccountEvent>({
  aggregate: 'account',
  schema: TrackOrder,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const email = command.email?.trim()
      const tracking = yield* call('trackOrder', {
        site: ctx.site,
        body: { orderNumber: command.orderNumber.toUpperCase(), ...(email ? { email } : {}) },
        accessToken: yield* accessToken,
      })
      return [OrderTrackingReceived.make({ tracking })]
    }),
  failed: accountFailed('orders.Track'),
})

export const cancelOrder = defineCommand<CancelOrder, AccountEvent>({
  aggregate: 'account',
  schema: CancelOrder,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const order = yield* withVariant(
        call('cancelOrder', {
          site: ctx.site,
          body: { orderNumber: command.orderNumber, ...(command.reason ? { reason: command.reason } : {}) },
          accessToken: yield* accessToken,
          idempotencyKey: ctx.idempotencyKey,
        }),
      )
      return [OrderReceived.make({ order })]
    }),
  failed: accountFailed('orders.Cancel'),
})

export const requestReturnLabel = defineCommand<RequestReturnLabel, AccountEvent>({
  aggregate: 'account',
  schema: RequestReturnLabel,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const label = yield* withVariant(
        call('returnLabel', { site: ctx.site, path: { orderId: command.orderNumber }, body: {}, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey }),
      )
      return [ReturnLabelReceived.make({ label })]
    }),
  failed: accountFailed('orders.RequestReturnLabel'),
})

export const downloadInvoice = defineCommand<DownloadInvoice, AccountEvent>({
  aggregate: 'account',
  schema: DownloadInvoice,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const bytes = yield* call('invoiceDownload', { site: ctx.site, body: { orderNumber: command.orderNumber }, accessToken: yield* accessToken })
      yield* (yield* Downloads).save({ filename: `invoice-${command.orderNumber}.pdf`, type: 'application/pdf', bytes })
      return [InvoiceDownloaded.make({ orderNumber: command.orderNumber })]
    }),
  failed: accountFailed('orders.DownloadInvoice'),
})

export const resendGiftCardEmail = defineCommand<ResendGiftCardEmail, AccountEvent>({
  aggregate: 'account',
  schema: ResendGiftCardEmail,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const { sent } = yield* call('resendGiftCardEmail', { site: ctx.site, body: { orderNumber: command.orderNumber }, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [GiftCardEmailResent.make({ orderNumber: command.orderNumber, sent })]
    }),
  failed: accountFailed('orders.ResendGiftCardEmail'),
})

export const orderCommands = {
  'orders.LoadHistory': loadOrderHistory,
  'orders.Load': loadOrder,
  'orders.Track': trackOrder,
  'orders.Cancel': cancelOrder,
  'orders.RequestReturnLabel': requestReturnLabel,
  'orders.DownloadInvoice': downloadInvoice,
  'orders.ResendGiftCardEmail': resendGiftCardEmail,
} as const

export const OrderCommand = [LoadOrderHistory, LoadOrder, TrackOrder, CancelOrder, RequestReturnLabel, DownloadInvoice, ResendGiftCardEmail] as const
