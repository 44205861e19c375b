// The block registry: content type → schema, component and optional prefetch. A section is decoded
// by its block's schema before it renders; routes prefetch block data during SSR through `prefetchBlocks`.
import type { QueryClient } from '@tanstack/react-query'
import { Option, Schema } from 'effect'
import type { ComponentType } from 'react'
import { recommendationsQuery, type Site } from '../api/queries'
import { CategoryCardsSection, HeroSection, ProductRecommendationsSection, PromoBarSection, RichTextSection, type Section, type SectionType } from '../api/schemas/content'
import { CategoryCardsBlock } from './categoryCards/CategoryCardsBlock'
import { HeroBlock } from './hero/HeroBlock'
import { ProductRecommendationsBlock, recommendationsOf } from './productRecommendations/ProductRecommendationsBlock'
import { PromoBarBlock } from './promoBar/PromoBarBlock'
import { RichTextBlock } from './richText/RichTextBlock'

export interface BlockProps<S extends Section> {
  readonly section: S
  readonly site: Site
  /** Position on the page: the first blocks are above the fold and load eagerly. */
  readonly index: number
}

interface BlockDefinition<S extends Section> {
  readonly schema: Schema.Decoder<S>
  readonly component: ComponentType<BlockProps<S>>
  readonly prefetch?: (section: S, queryClient: QueryClient, site: Site) => Promise<void>
}

type Registry = { readonly [T in SectionType]: BlockDefinition<Extract<Section, { type: T }>> }

export const BLOCKS: Registry = {
  hero: { schema: HeroSection, component: HeroBlock },
  promoBar: { schema: PromoBarSection, component: PromoBarBlock },
  categoryCards: { schema: CategoryCardsSection, component: CategoryCardsBlock },
  productRecommendations: {
    schema: ProductRecommendationsSection,
    component: ProductRecommendationsBlock,
    prefetch: (section, queryClient, site) => queryClient.prefetchQuery(recommendationsQuery(site, recommendationsOf(section))),
  },
  richText: { schema: RichTextSection, component: RichTextBlock },
}

const isSectionType = (type: unknown): type is SectionType => typeof type === 'string' && Object.hasOwn(BLOCKS, type)

export interface DecodedBlock {
  readonly section: Section
  readonly definition: BlockDefinition<Section>
}

/** Decodes one raw section; undefined (with a warning) for an unknown type or a malformed section. */
export const decodeSection = (raw: unknown): DecodedBlock | undefined => {
  const type = (raw as { type?: unknown } | null)?.type
  if (!isSectionType(type)) {
    console.warn(`content section of unknown type ${String(type)} skipped`)
    return undefined
  }
  const definition = BLOCKS[type] as unknown as BlockDefinition<Section>
  const decoded = Schema.decodeUnknownOption(definition.schema)(raw)
  if (Option.isNone(decoded)) {
    console.warn(`content section ${type} ${String((raw as { id?: unknown }).id)} is malformed and was skipped`)
    return undefined
  }
  return { section: decoded.value, definition }
}

/** Warms the query cache for every block that fetches data (called by route loaders). */
export const prefetchBlocks = async (sections: ReadonlyArray<unknown>, queryClient: QueryClient, site: Site): Promise<void> => {
  await Promise.all(
    sections.map((raw) => {
      const block = decodeSection(raw)
      return block?.definition.prefetch?.(block.section, queryClient, site)
    }),
  )
}
