// @vitest-environment happy-dom
// The article page: hero media, eyebrow, title (the page's h1), subtitle, the date unless hidden, the
// tags and text; then up to four related articles sharing a tag (never the article itself) under the
// related-content label.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleSearchQuery, relatedSearch } from '../../src/blocks/articles/articleQueries'
import { decodeSection } from '../../src/blocks/sections'
import type { ArticlePageSection } from '../../src/contract/schemas/content'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { article, articlePage, decoded, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

const FR = { brand: 'summit', locale: 'fr-fr' } as const

const seeded = (site: typeof SITE = SITE) => {
  const queryClient = testQueryClient()
  const section = decoded(articlePage)[0] as ArticlePageSection
  const result = [article('layering-guide', ['guides']), ...['a', 'b', 'c', 'd', 'e'].map((id, i) => article(id, ['hiking'], `2025-0${i + 1}-01`))]
  queryClient.setQueryData(articleSearchQuery(site, relatedSearch(section)).queryKey, { result, facets: [], numFound: 6 })
  return queryClient
}

describe('ArticlePageBlock', () => {
  it('decodes and refuses a date that is not YYYY-MM-DD', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(articlePage)?.type).toBe('articlePage')
    expect(decodeSection({ ...articlePage, date: '02/10/2025' })).toBeUndefined()
  })

  it('asks for one more related article than it shows, sharing any of its tags', () => {
    expect(relatedSearch(decoded(articlePage)[0] as ArticlePageSection)).toEqual({ tagId: ['guides', 'hiking'], limit: 5 })
  })

  it('renders the article and four related articles, not itself', async () => {
    await renderBlocks(decoded(articlePage), { queryClient: seeded(FR), site: FR })
    expect(screen.getByRole('heading', { level: 1, name: 'How to layer for a cold hike' })).toBeTruthy()
    expect(screen.getByTestId('article-date').textContent).toBe('Publié le 2 octobre 2025')
    expect(screen.getByText('Start with a merino base layer.')).toBeTruthy()
    const related = screen.getByRole('region', { name: 'Keep reading' })
    expect(within(related).getAllByRole('article')).toHaveLength(4)
    expect(within(related).queryByRole('link', { name: 'Article layering-guide' })).toBeNull()
  })

  it('hides the date when asked', async () => {
    await renderBlocks(decoded({ ...articlePage, hideDate: true, relatedTitle: undefined }))
    expect(screen.queryByTestId('article-date')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Keep reading' })).toBeNull()
  })
})
