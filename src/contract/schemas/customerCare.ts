// The account's service calls (spec 001 section 7, Consumer and Contact): the shopper's data as a
// download (retrieveUserData), notification preferences, a warranty claim, and contact-us cases by
// category and subject. Field lists are ours where the spec gives only "body" (docs/decisions/0025).
import { Schema } from 'effect'

const Text = (min: number, max: number) => Schema.String.check(Schema.isMinLength(min), Schema.isMaxLength(max))

// ---- the shopper's data ----------------------------------------------------------------------

/** POST /consumers-v3/consumer/retrieveUserData: everything the services hold about the caller, as JSON. */
export const RetrieveUserDataRequest = Schema.Struct({ format: Schema.optional(Schema.Literal('json')) })

export const UserDataExport = Schema.Struct({
  generatedAt: Schema.String,
  consumerNo: Schema.String,
  /** One entry per kind of data (profile, addresses, orders, favourites, …), as the services keep it. */
  sections: Schema.Record(Schema.String, Schema.Unknown),
})
export type UserDataExport = typeof UserDataExport.Type

// ---- notification preferences ----------------------------------------------------------------

export const NOTIFICATION_TOPICS = ['orderUpdates', 'backInStock', 'priceDrops'] as const
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS'] as const

export const NotificationPreference = Schema.Struct({
  topic: Schema.Literals(NOTIFICATION_TOPICS),
  channel: Schema.Literals(NOTIFICATION_CHANNELS),
  enabled: Schema.Boolean,
})
export type NotificationPreference = typeof NotificationPreference.Type

/**
 * PUT /consumers-v3/consumer/notification: the preferences given change, the others stay; the
 * answer is every preference. The spec has no read of them: an empty list changes nothing and
 * answers them (the account page reads them so).
 */
export const NotificationUpdateRequest = Schema.Struct({
  preferences: Schema.Array(NotificationPreference).check(Schema.isMaxLength(NOTIFICATION_TOPICS.length * NOTIFICATION_CHANNELS.length)),
})

export const NotificationPreferences = Schema.Struct({
  preferences: Schema.Array(NotificationPreference),
  /** When the shopper last changed them (null: never, the defaults). */
  updatedAt: Schema.NullOr(Schema.String),
})
export type NotificationPreferences = typeof NotificationPreferences.Type

// ---- warranty --------------------------------------------------------------------------------

/** POST /consumers-v3/consumer/warranty?productId=…: a claim about a product the shopper owns. */
export const WarrantyQuery = Schema.Struct({ productId: Text(1, 40) })

export const WarrantyRequest = Schema.Struct({
  /** The order it came with, when bought here (it must be the caller's). */
  orderNumber: Schema.optional(Text(0, 40)),
  /** YYYY-MM-DD, not in the future, at most WARRANTY_YEARS ago. */
  purchaseDate: Text(10, 10),
  description: Text(1, 2000),
})

/** How far back a purchase may be for a claim. */
export const WARRANTY_YEARS = 10

export const WarrantyClaim = Schema.Struct({
  claimId: Schema.String,
  productId: Schema.String,
  status: Schema.Literal('RECEIVED'),
  createdAt: Schema.String,
})
export type WarrantyClaim = typeof WarrantyClaim.Type

// ---- contact us ------------------------------------------------------------------------------

export const ContactSubject = Schema.Struct({ id: Schema.String, label: Schema.String })
export const ContactCategory = Schema.Struct({ id: Schema.String, label: Schema.String, subjects: Schema.Array(ContactSubject) })
export type ContactCategory = typeof ContactCategory.Type

/** GET /consumers-v3/contactus/categorySubject: categories and their subjects in the site's language. */
export const ContactCategoriesResponse = Schema.Struct({ categories: Schema.Array(ContactCategory) })
export type ContactCategoriesResponse = typeof ContactCategoriesResponse.Type

/** POST /consumers-v3/contactus: a case (the subject must be one of the category's). */
export const ContactUsRequest = Schema.Struct({
  category: Text(1, 40),
  subject: Text(1, 40),
  email: Text(1, 254),
  firstName: Text(1, 100),
  lastName: Text(1, 100),
  message: Text(1, 4000),
  orderNumber: Schema.optional(Text(0, 40)),
})
export type ContactUsRequest = typeof ContactUsRequest.Type

export const ContactCase = Schema.Struct({ caseId: Schema.String, createdAt: Schema.String })
export type ContactCase = typeof ContactCase.Type
