// Content service pages (GET /{mode}/caas/v1/canvas/...): a page is a list of typed sections that src/blocks renders.
import { Schema } from 'effect'

export const Link = Schema.Struct({ text: Schema.String, url: Schema.String, targetAttribute: Schema.optional(Schema.String) })

export const HeroSection = Schema.Struct({
  type: Schema.Literal('hero'),
  id: Schema.String,
  name: Schema.String,
  eyebrowText: Schema.optional(Schema.String),
  title: Schema.String,
  subtitle: Schema.optional(Schema.String),
  media: Schema.Struct({ src: Schema.String, alt: Schema.String, width: Schema.Number, height: Schema.Number }),
  gradientStyle: Schema.optional(Schema.Literals(['full', 'focused', 'off'])),
  targets: Schema.Array(Schema.Struct({ ...Link.fields, style: Schema.optional(Schema.Literals(['primary', 'secondary'])) })),
})

export const PromoBarSection = Schema.Struct({
  type: Schema.Literal('promoBar'),
  id: Schema.String,
  name: Schema.String,
  messages: Schema.Array(Schema.Struct({ text: Schema.String, link: Schema.optional(Link) })),
  backgroundColor: Schema.optional(Schema.String),
})

export const CategoryCardsSection = Schema.Struct({
  type: Schema.Literal('categoryCards'),
  id: Schema.String,
  name: Schema.String,
  title: Schema.String,
  cards: Schema.Array(
    Schema.Struct({
      title: Schema.String,
      url: Schema.String,
      image: Schema.Struct({ src: Schema.String, alt: Schema.String, width: Schema.Number, height: Schema.Number }),
    }),
  ),
})

export const ProductRecommendationsSection = Schema.Struct({
  type: Schema.Literal('productRecommendations'),
  id: Schema.String,
  name: Schema.String,
  title: Schema.String,
  /** What to recommend from: a category id, or omitted for best sellers. */
  categoryId: Schema.optional(Schema.String),
  /** Products like this one (the product page's recommendations); takes precedence over categoryId. */
  productId: Schema.optional(Schema.String),
  limit: Schema.Number,
})

export const RichTextSection = Schema.Struct({
  type: Schema.Literal('richText'),
  id: Schema.String,
  name: Schema.String,
  /** Sanitised HTML. */
  html: Schema.String,
})

export const Section = Schema.Union([HeroSection, PromoBarSection, CategoryCardsSection, ProductRecommendationsSection, RichTextSection])
export type Section = typeof Section.Type
export type SectionType = Section['type']

export const CanvasPage = Schema.Struct({
  id: Schema.String,
  siteId: Schema.String,
  page: Schema.String,
  title: Schema.String,
  description: Schema.optional(Schema.String),
  /** Sections are decoded one by one where content is fetched (src/blocks/sections.ts), so one bad section never breaks a page. */
  sections: Schema.Array(Schema.Unknown),
})
export type CanvasPage = typeof CanvasPage.Type

/** A content page as the query factories return it: its sections decoded (bad ones dropped) and its rich text sanitised. */
export type ContentPage = Omit<CanvasPage, 'sections'> & { readonly sections: ReadonlyArray<Section> }

export const MenuResponse = Schema.Struct({
  siteId: Schema.String,
  items: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      url: Schema.String,
      children: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
    }),
  ),
})
export type MenuResponse = typeof MenuResponse.Type
