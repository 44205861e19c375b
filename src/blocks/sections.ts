// Content sections decoded by their block's schema: content type → schema, one map keyed by the
// closed union of section types (a block without a schema is a type error). Sections are decoded where
// content is fetched (the content query factories, ./contentQueries.ts), one by one so one bad section
// never breaks a page: an unknown type or a malformed section is dropped with a warning naming its
// type and id. The query cache, the dehydrated page data and the block renderer then hold decoded
// sections only, so rendering a page needs no Schema (Effect's Schema stays out of the home page's
// first scripts).
import { Result, Schema } from 'effect'
import {
  AccordionSection,
  AnchorSection,
  ArticleGridSection,
  ArticlePageSection,
  BannerSection,
  BenefitBarSection,
  CategoryCardsSection,
  CollectionSection,
  CtaButtonsSection,
  DialogSection,
  EspotSection,
  ExperienceSection,
  FilterBySection,
  FooterItemsSection,
  HeroSection,
  IconTextSection,
  LinkedCardsSection,
  MultiLinkCardSection,
  NewsletterFormSection,
  PhotoGallerySection,
  ProductRecommendationsSection,
  PromoBarSection,
  RichTextSection,
  SecondaryNavSection,
  SegmentationSection,
  SmsSubscriptionSection,
  SpacerSection,
  UpsellSection,
  VerticalListSection,
  VideoPlayerSection,
  type Section,
  type SectionType,
} from '../contract/schemas/content'
import { mapChildLists } from './containers'

export type SectionSchemas = { readonly [T in SectionType]: Schema.Decoder<Extract<Section, { type: T }>> }

export const SECTION_SCHEMAS: SectionSchemas = {
  hero: HeroSection,
  promoBar: PromoBarSection,
  categoryCards: CategoryCardsSection,
  productRecommendations: ProductRecommendationsSection,
  richText: RichTextSection,
  banner: BannerSection,
  espot: EspotSection,
  collection: CollectionSection,
  verticalList: VerticalListSection,
  ctaButtons: CtaButtonsSection,
  dialog: DialogSection,
  accordion: AccordionSection,
  anchor: AnchorSection,
  benefitBar: BenefitBarSection,
  footerItems: FooterItemsSection,
  upsell: UpsellSection,
  linkedCards: LinkedCardsSection,
  iconText: IconTextSection,
  multiLinkCard: MultiLinkCardSection,
  secondaryNav: SecondaryNavSection,
  spacer: SpacerSection,
  photoGallery: PhotoGallerySection,
  videoPlayer: VideoPlayerSection,
  articlePage: ArticlePageSection,
  articleGrid: ArticleGridSection,
  newsletterForm: NewsletterFormSection,
  smsSubscription: SmsSubscriptionSection,
  experience: ExperienceSection,
  segmentation: SegmentationSection,
  filterBy: FilterBySection,
}

export const isSectionType = (type: unknown): type is SectionType => typeof type === 'string' && Object.hasOwn(SECTION_SCHEMAS, type)

const describe = (raw: unknown): { type: string; id: string } => {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  return { type: String(record['type']), id: String(record['id']) }
}

/**
 * Decodes one raw section with its block's schema; undefined (with a warning) for an unknown type or a
 * malformed section. A container's children are decoded first, one by one, so a bad child is dropped
 * and its siblings and the container stay (./containers.ts).
 */
export const decodeSection = (raw: unknown, schemas: SectionSchemas = SECTION_SCHEMAS): Section | undefined => {
  const { type, id } = describe(raw)
  if (!isSectionType(type)) {
    console.warn(`content section ${id} of unknown type "${type}" skipped`)
    return undefined
  }
  // Keyed by type, so this schema decodes exactly the sections of this type.
  const schema = schemas[type] as Schema.Decoder<Section>
  const decoded = Schema.decodeUnknownResult(schema)(mapChildLists(raw, (children) => decodeSections(children, schemas)))
  if (Result.isFailure(decoded)) {
    console.warn(`content section ${type} ${id} is malformed and was skipped: ${decoded.failure.message}`)
    return undefined
  }
  return decoded.success
}

/** The sections that decode, in order; the others are dropped with a warning each. */
export const decodeSections = (raw: ReadonlyArray<unknown>, schemas: SectionSchemas = SECTION_SCHEMAS): ReadonlyArray<Section> =>
  raw.flatMap((section) => {
    const decoded = decodeSection(section, schemas)
    return decoded ? [decoded] : []
  })
