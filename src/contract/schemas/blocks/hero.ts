// The hero (spec 002 section 3, Hero): photography or video with eyebrow, title, subtitle, rich text,
// caption and call-to-action buttons laid over it or below it per breakpoint; the block-below and
// product-overlay variants with their responsive layouts and overlay picture.
import { Schema } from 'effect'
import { Alignment, Color, Picture, SafeUrl, Target, TitleStyle, responsive, sectionBase } from './common'
import { Video } from './media'

/**
 * Where the copy sits: `{text alignment}-{box position}-{top|middle|bottom}` over the media, or the
 * named layouts (over the middle, over the bottom left, below the media).
 */
export const OverlayPosition = Schema.String.check(
  Schema.isPattern(/^(?:(?:left|center|right)-(?:left|center|right)-(?:top|middle|bottom)|left-overlay|left-bottom-overlay|left-below|center-overlay|center-below)$/),
)
export type OverlayPosition = typeof OverlayPosition.Type

export const HeroLayout = Schema.Struct({
  /** e.g. `below`, `overlay`, `below-2media` (anything containing `2media` shows two media side by side). */
  layout: Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,40}$/)),
  alignment: Schema.optional(Alignment),
})

export const HeroSection = Schema.Struct({
  ...sectionBase('hero'),
  /** standardHero (the default), blockBelow (copy on a colour band below the media), productOverlay (a product picture over the media). */
  variant: Schema.optional(Schema.Literals(['standardHero', 'blockBelow', 'productOverlay'])),
  eyebrowText: Schema.optional(Schema.String),
  eyebrowTextColor: Schema.optional(Color),
  eyebrowLogo: Schema.optional(Picture),
  title: Schema.String,
  titleColor: Schema.optional(Color),
  titleStyle: Schema.optional(TitleStyle),
  subtitle: Schema.optional(Schema.String),
  subtitleColor: Schema.optional(Color),
  media: Picture,
  /** A second picture: the small-screen crop, and the second media of a `2media` layout. */
  mediaList: Schema.optional(Schema.Array(Picture)),
  /** A video instead of the picture (which stays as its poster). */
  video: Schema.optional(Video),
  /** Where the whole hero leads when it has no buttons (linkType No-CTA). */
  mediaTarget: Schema.optional(SafeUrl),
  linkType: Schema.optional(Schema.Literals(['CTA', 'No-CTA'])),
  captionText: Schema.optional(Schema.String),
  captionPosition: Schema.optional(Schema.Literals(['top', 'bottom', 'off'])),
  captionColor: Schema.optional(Color),
  /** The scrim behind the copy: full 35 %, focused 50 %, off 0 (spec 002 section 9). */
  gradientStyle: Schema.optional(Schema.Literals(['full', 'focused', 'off'])),
  gradientTone: Schema.optional(Schema.Literals(['dark', 'light'])),
  overlayLarge: Schema.optional(OverlayPosition),
  overlaySmall: Schema.optional(OverlayPosition),
  overlayWidth: Schema.optional(Schema.Literals(['xs', 'sm', 'md', 'lg'])),
  /** Sanitised HTML below the subtitle, and below the buttons. */
  richText: Schema.optional(Schema.String),
  richTextColor: Schema.optional(Color),
  richTextBelowTargets: Schema.optional(Schema.String),
  targets: Schema.Array(Target),
  equalTargetSize: Schema.optional(Schema.Boolean),
  backgroundColor: Schema.optional(Color),
  textColor: Schema.optional(Color),
  responsiveLayout: Schema.optional(responsive(HeroLayout)),
  overlayPicture: Schema.optional(Picture),
  overlayPictureSize: Schema.optional(Schema.Literals(['small', 'medium', 'large'])),
  isFullHeight: Schema.optional(Schema.Boolean),
})
export type HeroSection = typeof HeroSection.Type
