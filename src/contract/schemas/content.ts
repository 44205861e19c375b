// Content service pages (GET /{mode}/caas/v1/canvas/...): a page is a list of typed sections that
// src/blocks renders. Each content type's schema is in ./blocks/*, one file per family; this module
// names the closed union of section types and the calls' response shapes.
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
export { Popup, PopupsResponse } from './blocks/popups'

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
])
export type Section = typeof Section.Type
export type SectionType = Section['type']

export const CanvasPage = Schema.Struct({
  id: Schema.String,
  siteId: Schema.String,
  page: Schema.String,
  title: Schema.String,
  description: Schema.optional(Schema.String),
  /** The page this one sits under (GET …/children/{siteId}/{parent} lists it). */
  parent: Schema.optional(Schema.String),
  /** Sections are decoded one by one where content is fetched (src/blocks/sections.ts), so one bad section never breaks a page. */
  sections: Schema.Array(Schema.Unknown),
})
export type CanvasPage = typeof CanvasPage.Type

/** A content page as the query factories return it: its sections decoded (bad ones dropped) and its rich text sanitised. */
export type ContentPage = Omit<CanvasPage, 'sections'> & { readonly sections: ReadonlyArray<Section> }

/** GET …/children/{siteId}/{parentPageSlug}: the pages under a page, newest first. */
export const ChildrenResponse = Schema.Struct({
  parent: Schema.String,
  children: Schema.Array(Schema.Struct({ page: Schema.String, title: Schema.String, description: Schema.optional(Schema.String) })),
})
export type ChildrenResponse = typeof ChildrenResponse.Type

/** GET …/showcase/{siteId}/{docType}?layoutVariant&limit: sections of one content type (the preview tool). */
export const SHOWCASE_LIMITS = [10, 20, 50] as const
export const ShowcaseQuery = Schema.Struct({
  layoutVariant: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{1,40}$/))),
  limit: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 50 }))),
})
export type ShowcaseQuery = typeof ShowcaseQuery.Type
export const ShowcaseResponse = Schema.Struct({ docType: Schema.String, result: Schema.Array(Schema.Unknown) })
export type ShowcaseResponse = typeof ShowcaseResponse.Type
