// Card blocks (spec 002 section 3): category cards, linked cards, icon-and-text collections and the
// multi-link card.
import { Schema } from 'effect'
import { Alignment, Color, IconName, Link, Picture, SafeUrl, Target, TitleStyle, responsive, sectionBase } from './common'

export const CategoryCardsSection = Schema.Struct({
  ...sectionBase('categoryCards'),
  title: Schema.String,
  cards: Schema.Array(Schema.Struct({ title: Schema.String, url: SafeUrl, image: Picture })),
})
export type CategoryCardsSection = typeof CategoryCardsSection.Type

export const LinkedCard = Schema.Struct({
  eyebrowText: Schema.optional(Schema.String),
  title: Schema.String,
  subtitle: Schema.optional(Schema.String),
  media: Picture,
  url: SafeUrl,
  targetAttribute: Schema.optional(Schema.Literals(['_self', '_blank'])),
  /** A small picture over the card's corner (a "new" roundel, a partner's logo). */
  badge: Schema.optional(Schema.Struct({ url: SafeUrl, alt: Schema.String })),
  targets: Schema.optional(Schema.Array(Target)),
  /** Where the copy sits on the picture: over it (centred), over its top, over its bottom; left or centred. */
  responsiveLayout: Schema.optional(
    responsive(Schema.Struct({ layout: Schema.Literals(['overlay', 'overlay-top', 'overlay-bottom']), alignment: Schema.optional(Schema.Literals(['left', 'center'])) })),
  ),
})
export type LinkedCard = typeof LinkedCard.Type

export const LinkedCardsSection = Schema.Struct({
  ...sectionBase('linkedCards'),
  title: Schema.optional(Schema.String),
  cards: Schema.Array(LinkedCard).check(Schema.isMinLength(1)),
})
export type LinkedCardsSection = typeof LinkedCardsSection.Type

export const IconTextItem = Schema.Struct({
  icon: Schema.Struct({ name: IconName, direction: Schema.optional(Schema.Literals(['up', 'down', 'left', 'right'])) }),
  /** Sanitised HTML. */
  richText: Schema.String,
  target: Schema.optional(Link),
  backgroundColor: Schema.optional(Color),
  textColor: Schema.optional(Color),
})

export const IconTextSection = Schema.Struct({
  ...sectionBase('iconText'),
  title: Schema.optional(Schema.String),
  titleStyle: Schema.optional(TitleStyle),
  titleColor: Schema.optional(Color),
  backgroundColor: Schema.optional(Color),
  /** small, medium, large: the theme's md, lg and 3xl sizes. */
  iconSize: Schema.optional(Schema.Literals(['small', 'medium', 'large'])),
  variant: Schema.Literals(['icon-above-text', 'icon-left', 'one-column']),
  items: Schema.Array(IconTextItem).check(Schema.isMinLength(1)),
})
export type IconTextSection = typeof IconTextSection.Type

export const MultiLinkCardSection = Schema.Struct({
  ...sectionBase('multiLinkCard'),
  alignment: Schema.optional(Alignment),
  media: Schema.optional(Picture),
  title: Schema.String,
  titleStyle: Schema.optional(TitleStyle),
  /** Where the title leads. */
  titleTarget: Schema.optional(SafeUrl),
  targets: Schema.Array(Schema.Struct({ text: Schema.String, url: SafeUrl })).check(Schema.isMinLength(1)),
})
export type MultiLinkCardSection = typeof MultiLinkCardSection.Type
