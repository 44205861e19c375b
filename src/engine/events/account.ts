// Account events (docs/decisions/0025): the address book, the orders after placement (history,
// detail, tracking, cancelling, return label, invoice, e-gift card resend), notification
// preferences, warranty claims, contact cases and the shopper's data. Facts only: what the server
// answered. Files (the invoice, the data download) are saved on the device and never enter the
// log; the events say that they were. Personal data: cleared from the device at sign-out.
import { Schema } from 'effect'
import { Address } from '../../contract/schemas/cart'
import { Order } from '../../contract/schemas/checkout'
import { NotificationPreferences, WarrantyClaim } from '../../contract/schemas/customerCare'
import { OrderTracking, PurchaseHistoryResponse, ReturnLabel } from '../../contract/schemas/orders'
import { CommandFailureFields } from './failure'

/** The address book as the server answered a change (replaces the profile's addresses). */
export const AddressBookReceived = Schema.TaggedStruct('v1.AddressBookReceived', { addresses: Schema.Array(Address) })

export const OrderHistoryReceived = Schema.TaggedStruct('v1.OrderHistoryReceived', { history: PurchaseHistoryResponse })

/** One order as the server holds it now (read, or cancelled). */
export const OrderReceived = Schema.TaggedStruct('v1.OrderReceived', { order: Order })

export const OrderTrackingReceived = Schema.TaggedStruct('v1.OrderTrackingReceived', { tracking: OrderTracking })

export const ReturnLabelReceived = Schema.TaggedStruct('v1.ReturnLabelReceived', { label: ReturnLabel })

/** The invoice was saved on the device (its bytes are not in the log). */
export const InvoiceDownloaded = Schema.TaggedStruct('v1.InvoiceDownloaded', { orderNumber: Schema.String })

export const GiftCardEmailResent = Schema.TaggedStruct('v1.GiftCardEmailResent', { orderNumber: Schema.String, sent: Schema.Number })

export const NotificationPreferencesReceived = Schema.TaggedStruct('v1.NotificationPreferencesReceived', { preferences: NotificationPreferences })

export const WarrantyClaimFiled = Schema.TaggedStruct('v1.WarrantyClaimFiled', { claim: WarrantyClaim })

export const ContactCaseSent = Schema.TaggedStruct('v1.ContactCaseSent', { caseId: Schema.String })

/** The shopper's data was saved on the device as a file (its content is not in the log). */
export const UserDataDownloaded = Schema.TaggedStruct('v1.UserDataDownloaded', {})

/** An account action failed for good; `command` names it so its section shows the message. */
export const AccountActionFailed = Schema.TaggedStruct('v1.AccountActionFailed', CommandFailureFields)

export const AccountEvent = Schema.Union([
  AddressBookReceived,
  OrderHistoryReceived,
  OrderReceived,
  OrderTrackingReceived,
  ReturnLabelReceived,
  InvoiceDownloaded,
  GiftCardEmailResent,
  NotificationPreferencesReceived,
  WarrantyClaimFiled,
  ContactCaseSent,
  UserDataDownloaded,
  AccountActionFailed,
])
export type AccountEvent = typeof AccountEvent.Type
export type AccountEventType = AccountEvent['_tag']
