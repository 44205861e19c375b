// The preview tool's query parameters (spec 002 section 2: docType, layoutVariant, limit): decoded and
// bounded where the page reads them (the route's component, so this stays out of every page's entry). A doc type is a content type's name; the limit is 10, 20 or 50 (20 by default).
import { DEFAULT_SHOWCASE_LIMIT, SHOWCASE_LIMITS, type ShowcaseLimit } from '../../contract/showcase'

export type { ShowcaseLimit }

export interface PreviewSearch {
  readonly docType?: string
  readonly layoutVariant?: string
  readonly limit?: ShowcaseLimit
}

const DOC_TYPE = /^[A-Za-z][A-Za-z0-9-]{0,59}$/

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined)

export const isShowcaseLimit = (value: number): value is ShowcaseLimit => (SHOWCASE_LIMITS as ReadonlyArray<number>).includes(value)

export const parsePreviewSearch = (raw: Record<string, unknown>): PreviewSearch => {
  const docType = textOf(raw.docType)
  const layoutVariant = textOf(raw.layoutVariant)
  const limit = Number(textOf(raw.limit))
  return {
    ...(docType && DOC_TYPE.test(docType) ? { docType } : {}),
    ...(layoutVariant && layoutVariant.length <= 60 ? { layoutVariant } : {}),
    ...(isShowcaseLimit(limit) ? { limit } : {}),
  }
}

export const limitOf = (search: PreviewSearch): ShowcaseLimit => search.limit ?? DEFAULT_SHOWCASE_LIMIT
