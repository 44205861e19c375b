// Video and customer-photo blocks (spec 002 section 3: Video player, Photo gallery blocks).
import { Schema } from 'effect'
import { Picture, SafeUrl, sectionBase } from './common'

/** A video: a link (a video site's page, or a file), or an asset of the cloud video service. */
export const Video = Schema.Struct({
  url: Schema.optional(SafeUrl),
  cloudinaryAsset: Schema.optional(
    Schema.Struct({
      cloudName: Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,40}$/)),
      publicId: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_/-]{1,200}$/)),
    }),
  ),
  /** Seconds. */
  duration: Schema.optional(Schema.Number),
  seoTitle: Schema.optional(Schema.String),
  seoDescription: Schema.optional(Schema.String),
  width: Schema.optional(Schema.Number),
  height: Schema.optional(Schema.Number),
  poster: Schema.optional(Picture),
  /** A WebVTT captions file, and its language. */
  captions: Schema.optional(Schema.Struct({ url: SafeUrl, language: Schema.String.check(Schema.isPattern(/^[a-z]{2}(?:-[A-Z]{2})?$/)) })),
})
export type Video = typeof Video.Type

export const VideoPlayerSection = Schema.Struct({
  ...sectionBase('videoPlayer'),
  title: Schema.optional(Schema.String),
  /** The video per breakpoint (sm is required; md and lg fall back to the smaller one). */
  media: Schema.Struct({ sm: Video, md: Schema.optional(Video), lg: Schema.optional(Video) }),
  playerSettings: Schema.optional(
    Schema.Struct({
      autoplay: Schema.optional(Schema.Boolean),
      hideControls: Schema.optional(Schema.Boolean),
      loop: Schema.optional(Schema.Boolean),
      muted: Schema.optional(Schema.Boolean),
    }),
  ),
})
export type VideoPlayerSection = typeof VideoPlayerSection.Type

/** A gallery filter's value may hold the placeholders {productId} and {category}, filled from the page's path. */
const FilterValue = Schema.String.check(Schema.isPattern(/^(?:\{productId\}|\{category\}|[A-Za-z0-9-]{1,40})$/))

export const PhotoGallerySection = Schema.Struct({
  ...sectionBase('photoGallery'),
  /** gallery (the default): photos filtered by product or category; widget: the container only, the brand's latest photos. */
  variant: Schema.optional(Schema.Literals(['gallery', 'widget'])),
  containerId: Schema.String.check(Schema.isPattern(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)),
  title: Schema.optional(Schema.String),
  filter: Schema.optional(Schema.Struct({ productId: Schema.optional(FilterValue), categoryId: Schema.optional(FilterValue) })),
  limit: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 1, maximum: 24 }))),
})
export type PhotoGallerySection = typeof PhotoGallerySection.Type
