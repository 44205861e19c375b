// @vitest-environment happy-dom
// The article grid: tags from the URL's component{id}[tagId] (several values), else the initial
// ones; toggling a tag writes the URL and starts from the first page; Clear all returns to the
// initial tags; Load more adds the next page (offset by the page size, rows × small columns); See
// more/less opens the facet list; a failed fetch is logged as 'Error fetching articles'.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleSearchQuery, gridPageSize, gridSearch, tagParam, tagsInSearch } from '../../src/blocks/articles/articleQueries'
import { toggleTag } from '../../src/blocks/articles/ArticleGridBlock'
import { decodeSection } from '../../src/blocks/sections'
import type { ArticleGridSection } from '../../src/contract/schemas/content'
import { stringifySearch } from '../../src/site/searchString'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { article, articleGrid, decoded, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const section = () => decoded(articleGrid)[0] as ArticleGridSection
const facets = ['hiking', 'camping', 'guides', 'care', 'climbing', 'trail'].map((id, i) => ({ id, label: id, count: 6 - i }))

describe('ArticleGridBlock', () => {
  it('decodes and refuses a bad tag', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(articleGrid)?.type).toBe('articleGrid')
    expect(decodeSection({ ...articleGrid, initialTags: ['Not A Tag'] })).toBeUndefined()
  })

  it('reads the tags of the URL (one or several values), and writes several as the key repeated', () => {
    expect(tagsInSearch({ [tagParam('journal')]: 'hiking' }, 'journal')).toEqual(['hiking'])
    expect(tagsInSearch({ [tagParam('journal')]: ['hiking', 'camping', 'bad tag'] }, 'journal')).toEqual(['hiking', 'camping'])
    expect(tagsInSearch({}, 'journal')).toBeUndefined()
    expect(stringifySearch({ [tagParam('journal')]: ['hiking', 'camping'], q: 'x' })).toBe('?q=x&componentjournal%5BtagId%5D=hiking&componentjournal%5BtagId%5D=camping')
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b'])
    expect(gridPageSize(section())).toBe(2)
    expect(gridPageSize({ ...section(), rows: undefined })).toBe(3)
  })

  it('renders the first page, toggles a tag into the URL (from the first page), loads more, clears, sees more', async () => {
    const queryClient = testQueryClient()
    const fetch = vi.fn(async ({ tagId, offset }: { tagId?: ReadonlyArray<string>; offset?: number }) => {
      const all = ['a', 'b', 'c', 'd', 'e'].map((id) => article(id, id === 'e' ? ['camping'] : ['hiking']))
      const chosen = tagId && tagId.length > 0 ? all.filter((a) => a.tags.some((t) => tagId.includes(t.id))) : all
      return { result: chosen.slice(offset ?? 0, (offset ?? 0) + 2), facets, numFound: chosen.length }
    })
    const original = queryClient.fetchQuery.bind(queryClient)
    vi.spyOn(queryClient, 'fetchQuery').mockImplementation(((options: { queryKey: readonly unknown[] }) => {
      // The article search's key (src/api/searchQueries.ts): ['content', 'search', brand, locale, mode, query].
      const search = options.queryKey[5] as { tagId?: string[]; offset?: number } | undefined
      return options.queryKey[1] === 'search' ? fetch(search ?? {}) : original(options as never)
    }) as never)
    queryClient.setQueryData(articleSearchQuery(SITE, gridSearch(section(), {})).queryKey, await fetch({ offset: 0 }))
    const { router } = await renderBlocks(decoded(articleGrid), { queryClient, path: '/en-us/content/journal' })
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByText('Showing 2 of 5')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4))

    queryClient.setQueryData(articleSearchQuery(SITE, { tagId: ['camping'], offset: 0, limit: 2 }).queryKey, await fetch({ tagId: ['camping'], offset: 0 }))
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /^camping/ })))
    await waitFor(() => expect(router.state.location.search).toEqual({ [tagParam('journal')]: 'camping' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('button', { name: /^camping/ }).getAttribute('aria-pressed')).toBe('true')

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Clear all' })))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))

    const seeMore = screen.getByRole('button', { name: 'See more' })
    expect(seeMore.dataset.countSm).toBe('more')
    expect(seeMore.dataset.countMd).toBe('fits')
    fireEvent.click(seeMore)
    expect(screen.getByRole('button', { name: 'See less' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('logs a failed fetch as "Error fetching articles" and stops loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const queryClient = testQueryClient()
    await queryClient.prefetchQuery({ ...articleSearchQuery(SITE, gridSearch(section(), {})), queryFn: () => Promise.reject(new Error('down')) })
    const { container } = await renderBlocks(decoded(articleGrid), { queryClient })
    await waitFor(() => expect(error.mock.calls.some((call) => call[0] === 'Error fetching articles')).toBe(true))
    expect(container.querySelector('[data-block=articleGrid] ul[aria-busy]')?.getAttribute('aria-busy')).toBe('false')
  })
})
