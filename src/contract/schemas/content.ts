// Content service pages (GET /{mode}/caas/v1/canvas/...): a page is a list of typed sections that
// src/blocks renders. Each content type's schema is in ./blocks/*, one file per family; this module
// names the closed union of section types and the calls' response shapes, and holds the containers
// (sections holding sections: personalisation's experience, segmentation and filter-by), which refer
// to the union as the union refers to them.
import { Schema } from 'effect'
import { ArticleGridSection, ArticlePageSection } from './blocks/articles'
import { BannerSection, EspotSection } from './blocks/banners'
import { AccordionSection, AnchorSection, CtaButtonsSection, DialogSection, RichTextSection, SpacerSection } from './blocks/basics'
import { BenefitBarSection, PromoBarSection, SecondaryNavSection } from './blocks/bars'
import { CategoryCardsSection, IconTextSection, LinkedCardsSection, MultiLinkCardSection } from './blocks/cards'
import { CollectionSection, VerticalListSection } from './blocks/collections'
import { FooterItemsSection } from './blocks/footer'
import { NewsletterFormSection, SmsSubscriptionSection } from './blocks/forms'
import { HeroSection } from './blocks/hero'
import { PhotoGallerySection, VideoPlayerSection } from './blocks/media'
import { ProductRecommendationsSection, UpsellSection } from './blocks/products'

export { Link, Picture, Target } from './blocks/common'
export * from './blocks/articles'
export * from './blocks/banners'
export * from './blocks/basics'
export * from './blocks/bars'
export * from './blocks/cards'
export * from './blocks/collections'
export * from './blocks/footer'
export * from './blocks/forms'
export * from './blocks/hero'
export * from './blocks/media'
export * from './blocks/products'
export { MenuResponse, MenuLevel1, MenuLevel2, MenuLevel3, VisualSelector } from './blocks/megaMenu'
export { Popup } from './blocks/popups'
export * from './contentCalls'
import type { CanvasPage } from './contentCalls'

// ---- containers: sections holding sections (personalisation, spec 002 sections 2-4) -------------
// Their child sections are decoded one by one where content is fetched, like a page's (a bad child is
// dropped, its siblings stay: src/blocks/sections.ts); the schemas below then check the container.

const Breakpoint = Schema.Literals(['sm', 'md', 'lg'])
const Children = Schema.Array(Schema.suspend((): Schema.Codec<Section> => Section)).check(Schema.isMaxLength(20))
const Margin = Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 200 }))
/** Layout fields of experiences and segmentations: full width, sticky, hidden at breakpoints, bottom margin (px) per breakpoint. */
const ContainerLayout = {
  isFullWidth: Schema.optional(Schema.Boolean),
  isSticky: Schema.optional(Schema.Boolean),
  hideOnBreakpoint: Schema.optional(Schema.Array(Breakpoint)),
  bottomMargins: Schema.optional(Schema.Struct({ sm: Schema.optional(Margin), md: Schema.optional(Margin), lg: Schema.optional(Margin) })),
}
type Layout = {
  readonly isFullWidth?: boolean
  readonly isSticky?: boolean
  readonly hideOnBreakpoint?: ReadonlyArray<'sm' | 'md' | 'lg'>
  readonly bottomMargins?: { readonly sm?: number; readonly md?: number; readonly lg?: number }
}

/** An experience: the baseline sections, shown unless the decision (or the test context) picks one of the variants. */
export interface ExperienceSection extends Layout {
  readonly type: 'experience'
  readonly id: string
  readonly name: string
  /** Its last underscore-separated part is the decision key (src/contract/personalisation.ts). */
  readonly experienceId: string
  readonly baselines: ReadonlyArray<Section>
  readonly variants: ReadonlyArray<{ readonly name: string; readonly variantId: string; readonly targets: ReadonlyArray<Section> }>
  /** Page event reported when the shopper clicks inside the experience. */
  readonly trackingEvent?: string
  /** Ask for the decision only when the experience comes near the viewport. */
  readonly lazy?: boolean
  readonly hydration?: 'eager' | 'visible' | 'idle'
}
export const ExperienceSection: Schema.Codec<ExperienceSection> = Schema.Struct({
  type: Schema.Literal('experience'),
  id: Schema.String,
  name: Schema.String,
  experienceId: Schema.String.check(Schema.isBetweenLength(1, 200)),
  baselines: Children,
  variants: Schema.Array(Schema.Struct({ name: Schema.String, variantId: Schema.String, targets: Children })).check(Schema.isMaxLength(10)),
  trackingEvent: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
  lazy: Schema.optional(Schema.Boolean),
  hydration: Schema.optional(Schema.Literals(['eager', 'visible', 'idle'])),
  ...ContainerLayout,
})

/** Visitor conditions a segment can name (spec 002 section 6). */
export const SEGMENT_IDS = [
  'logged-out',
  'logged-in',
  'loyalty-logged-in',
  'non-loyalty-logged-in',
  'employee-logged-in',
  'non-employee-logged-in',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-logged-in',
  'ipa-wranx-non-logged-in',
  'wranx-logged-in',
  'wranx-non-logged-in',
  'ipa-logged-in',
  'ipa-non-logged-in',
  'athletes-logged-in',
  'athletes-non-logged-in',
] as const
export type SegmentId = (typeof SEGMENT_IDS)[number]

/** A segmentation: the first segment matching the visitor's state shows, else the first baseline. */
export interface SegmentationSection extends Layout {
  readonly type: 'segmentation'
  readonly id: string
  readonly name: string
  readonly segments: ReadonlyArray<{ readonly id: SegmentId; readonly targets: ReadonlyArray<Section> }>
  readonly baselines: ReadonlyArray<Section>
}
export const SegmentationSection: Schema.Codec<SegmentationSection> = Schema.Struct({
  type: Schema.Literal('segmentation'),
  id: Schema.String,
  name: Schema.String,
  segments: Schema.Array(Schema.Struct({ id: Schema.Literals(SEGMENT_IDS), targets: Children })).check(Schema.isMaxLength(SEGMENT_IDS.length)),
  baselines: Children,
  ...ContainerLayout,
})

/** Filter-by display rule: its sections show on a product or category page when the page's SKU or category is IN (or NOT IN) the list. */
export interface FilterBySection {
  readonly type: 'filterBy'
  readonly id: string
  readonly name: string
  readonly operator: 'IN' | 'NOT IN'
  readonly variant: 'by-sku' | 'by-category'
  readonly values: ReadonlyArray<string>
  readonly targets: ReadonlyArray<Section>
}
export const FilterBySection: Schema.Codec<FilterBySection> = Schema.Struct({
  type: Schema.Literal('filterBy'),
  id: Schema.String,
  name: Schema.String,
  operator: Schema.Literals(['IN', 'NOT IN']),
  variant: Schema.Literals(['by-sku', 'by-category']),
  values: Schema.Array(Schema.String.check(Schema.isMaxLength(64))).check(Schema.isMaxLength(500)),
  targets: Children,
})

export const Section = Schema.Union([
  HeroSection,
  PromoBarSection,
  CategoryCardsSection,
  ProductRecommendationsSection,
  RichTextSection,
  BannerSection,
  EspotSection,
  CollectionSection,
  VerticalListSection,
  CtaButtonsSection,
  DialogSection,
  AccordionSection,
  AnchorSection,
  BenefitBarSection,
  FooterItemsSection,
  UpsellSection,
  LinkedCardsSection,
  IconTextSection,
  MultiLinkCardSection,
  SecondaryNavSection,
  SpacerSection,
  PhotoGallerySection,
  VideoPlayerSection,
  ArticlePageSection,
  ArticleGridSection,
  NewsletterFormSection,
  SmsSubscriptionSection,
  ExperienceSection,
  SegmentationSection,
  FilterBySection,
])
export type Section = typeof Section.Type
export type SectionType = Section['type']

/** A content page as the query factories return it: its sections decoded (bad ones dropped) and its rich text sanitised. */
export type ContentPage = Omit<CanvasPage, 'sections'> & { readonly sections: ReadonlyArray<Section> }
