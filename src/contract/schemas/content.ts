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
export { Popup } from './blocks/popups'
export * from './contentCalls'
import type { CanvasPage } from './contentCalls'

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

/** A content page as the query factories return it: its sections decoded (bad ones dropped) and its rich text sanitised. */
export type ContentPage = Omit<CanvasPage, 'sections'> & { readonly sections: ReadonlyArray<Section> }
