// Sign-up forms (spec 002 sections 2, 3, 4): the newsletter form (email and the policy checkbox) and
// the SMS subscription. Their labels default to the storefront's texts; content may override them.
import { Schema } from 'effect'
import { Link, sectionBase } from './common'

export const NewsletterFormSection = Schema.Struct({
  ...sectionBase('newsletterForm'),
  title: Schema.optional(Schema.String),
  text: Schema.optional(Schema.String),
  emailHint: Schema.optional(Schema.String),
  /** The policy checkbox's label, and the policy's link after it. */
  policyText: Schema.optional(Schema.String),
  policyLink: Schema.optional(Link),
  submitText: Schema.optional(Schema.String),
  successText: Schema.optional(Schema.String),
  /** Newsletter (default) or LoyaltyNewsletter. */
  newsletterType: Schema.optional(Schema.Literals(['Newsletter', 'LoyaltyNewsletter'])),
})
export type NewsletterFormSection = typeof NewsletterFormSection.Type

export const SmsSubscriptionSection = Schema.Struct({
  ...sectionBase('smsSubscription'),
  title: Schema.optional(Schema.String),
  text: Schema.optional(Schema.String),
  policyText: Schema.optional(Schema.String),
  policyLink: Schema.optional(Link),
  submitText: Schema.optional(Schema.String),
  successText: Schema.optional(Schema.String),
})
export type SmsSubscriptionSection = typeof SmsSubscriptionSection.Type
