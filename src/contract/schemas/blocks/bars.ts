// Bands across the page (spec 002 section 3): the promo bar, the benefit bar and the secondary
// navigation bar.
import { Schema } from 'effect'
import { Alignment, Color, Link, Picture, Target, sectionBase } from './common'

export const PromoMessage = Schema.Struct({
  id: Schema.optional(Schema.String),
  /** The section this message belongs to: when that section is found empty (nothing chosen for the visitor), the message is dropped. */
  sectionId: Schema.optional(Schema.String),
  text: Schema.optional(Schema.String),
  /** Sanitised HTML (instead of text). */
  richText: Schema.optional(Schema.String),
  link: Schema.optional(Link),
  targets: Schema.optional(Schema.Array(Link)),
  textColor: Schema.optional(Color),
  hoverLinkColor: Schema.optional(Color),
  background: Schema.optional(Color),
  /** The whole message is its first link. */
  clickable: Schema.optional(Schema.Boolean),
})
export type PromoMessage = typeof PromoMessage.Type

export const PromoBarSection = Schema.Struct({
  ...sectionBase('promoBar'),
  messages: Schema.Array(PromoMessage),
  backgroundColor: Schema.optional(Color),
  /** Seconds between messages; none: no rotation. */
  autorotateTime: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 2, maximum: 60 }))),
  closable: Schema.optional(Schema.Boolean),
  /** At most this many messages show (default PROMO_MAX_MESSAGES, ../../contentRules.ts). */
  maxMessages: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10 }))),
})
export type PromoBarSection = typeof PromoBarSection.Type

export const BenefitBarSection = Schema.Struct({
  ...sectionBase('benefitBar'),
  logo: Schema.optional(Picture),
  backgroundImage: Schema.optional(Picture),
  title: Schema.String,
  subtitle: Schema.optional(Schema.String),
  targets: Schema.optional(Schema.Array(Target)),
  alignment: Schema.optional(Schema.Literals(['left', 'center'])),
  showCloseButton: Schema.optional(Schema.Boolean),
  /** The (i) button's text: the benefit's conditions. */
  infoIcon: Schema.optional(Schema.Struct({ text: Schema.String })),
  backgroundColor: Schema.optional(Color),
  textColor: Schema.optional(Color),
})
export type BenefitBarSection = typeof BenefitBarSection.Type

export const SecondaryNavSection = Schema.Struct({
  ...sectionBase('secondaryNav'),
  title: Schema.optional(Schema.String),
  targets: Schema.Array(Link).check(Schema.isMinLength(1)),
  titleColor: Schema.optional(Color),
  backgroundColor: Schema.optional(Color),
  /** right: the items spread across the bar. */
  alignment: Schema.optional(Alignment),
  divider: Schema.optional(Schema.Boolean),
})
export type SecondaryNavSection = typeof SecondaryNavSection.Type
