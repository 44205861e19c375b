// Banners (spec 002 section 2): image, split, thin, overlay and block-below banners, one content type
// with a variant; and the espot, a slot whose content is a fragment of the content service.
import { Schema } from 'effect'
import { Alignment, Color, Picture, SafeUrl, Target, sectionBase } from './common'

export const BANNER_VARIANTS = ['image', 'split', 'thin', 'overlay', 'blockBelow'] as const

export const BannerSection = Schema.Struct({
  ...sectionBase('banner'),
  variant: Schema.Literals(BANNER_VARIANTS),
  /** Every variant but thin shows a picture. */
  media: Schema.optional(Picture),
  /** The small-screen crop. */
  mediaSmall: Schema.optional(Picture),
  eyebrowText: Schema.optional(Schema.String),
  title: Schema.optional(Schema.String),
  subtitle: Schema.optional(Schema.String),
  /** Sanitised HTML. */
  richText: Schema.optional(Schema.String),
  targets: Schema.optional(Schema.Array(Target)),
  /** The whole banner's link (image banners without buttons). */
  url: Schema.optional(SafeUrl),
  /** Split banners: the picture's side on wide screens. */
  mediaPosition: Schema.optional(Schema.Literals(['left', 'right'])),
  alignment: Schema.optional(Alignment),
  backgroundColor: Schema.optional(Color),
  textColor: Schema.optional(Color),
})
export type BannerSection = typeof BannerSection.Type

export const EspotSection = Schema.Struct({
  ...sectionBase('espot'),
  /** GET …/fragment/{fragmentId}: its sections render in the espot's place. */
  fragmentId: Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,80}$/)),
})
export type EspotSection = typeof EspotSection.Type
