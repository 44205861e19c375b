// @vitest-environment happy-dom
// Recommendations: tiles render from a QueryClient filled beforehand (no network); a failed call
// renders nothing; a pending one shows the skeleton; the registry's prefetch warms the same key.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recommendationsQuery } from '../../src/api/queries'
import { BLOCKS } from '../../src/blocks/registry'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { decoded, hero, recommendations, recommendationsData, richText, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const key = recommendationsQuery(SITE, { limit: 12 }).queryKey

describe('ProductRecommendationsBlock', () => {
  it('renders a tile per recommended product inside the carousel', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(key, recommendationsData)
    await renderBlocks(decoded(recommendations), { site: SITE, queryClient })

    const region = screen.getByRole('region', { name: 'Bestsellers' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const tiles = within(region).getAllByRole('article')
    expect(tiles).toHaveLength(2)

    const first = tiles[0] as HTMLElement
    expect(within(first).getByRole('link', { name: 'Ridgeline Shell Jacket' }).getAttribute('href')).toBe('/en-us/p/ridgeline-shell-jacket-AB12CD34')
    const image = within(first).getByAltText('Ridgeline Shell Jacket in black')
    expect(image.getAttribute('width')).toBe('800')
    expect(image.getAttribute('height')).toBe('1000')
    expect(within(first).getByTestId('price-original').textContent).toBe('$240.00')
    expect(within(first).getByTestId('price-current').textContent).toBe('$180.00')
    expect(within(first).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy()

    const second = tiles[1] as HTMLElement
    expect(within(second).getByTestId('price-current').textContent).toBe('$79.00 – $89.00')
    expect(within(second).queryByTestId('price-original')).toBeNull()
    // showScore false: no rating.
    expect(within(second).queryByRole('img', { name: /Rated/ })).toBeNull()

    // Paging buttons exist; they stay hidden while nothing overflows (happy-dom has no layout).
    const track = within(region).getByRole('list', { name: 'Bestsellers' })
    for (const name of ['Previous', 'Next']) {
      expect(region.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-controls')).toBe(track.id)
    }
  })

  it("lays out six to a row on wide screens, or three (a third of the width each) in the '3-cards' variant", async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(key, recommendationsData)
    // The track's slide widths (Panda's atomic classes: grid-auto-columns per breakpoint).
    const columns = (container: HTMLElement) => {
      const track = container.querySelector('[data-block="productRecommendations"] ul') as HTMLElement
      return track.className.split(' ').filter((c) => c.includes('grid-ac_'))
    }
    const six = await renderBlocks(decoded(recommendations), { site: SITE, queryClient })
    expect(six.container.querySelector('[data-block="productRecommendations"]')?.getAttribute('data-variant')).toBe('default')
    expect(columns(six.container)).toContain('xl:grid-ac_calc((100%_-_5_*_1.25rem)_/_6)')
    cleanup()
    const three = await renderBlocks(decoded({ ...recommendations, variant: '3-cards' }), { site: SITE, queryClient })
    expect(three.container.querySelector('[data-block="productRecommendations"]')?.getAttribute('data-variant')).toBe('3-cards')
    expect(columns(three.container)).toContain('md:grid-ac_calc((100%_-_2_*_1.25rem)_/_3)')
    expect(columns(three.container).some((c) => c.startsWith('lg:') || c.startsWith('xl:'))).toBe(false)
  })

  it('renders nothing when the call failed, and the rest of the page still renders', async () => {
    const queryClient = testQueryClient()
    await queryClient.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('recommendations down')) })
    expect(queryClient.getQueryState(key)?.status).toBe('error')
    const { container } = await renderBlocks(decoded(hero, recommendations, richText), { site: SITE, queryClient })
    expect(container.querySelector('[data-block="productRecommendations"]')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Bestsellers' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy()
  })

  it('shows a skeleton while loading', async () => {
    const queryClient = testQueryClient()
    void queryClient.prefetchQuery({ queryKey: key, queryFn: () => new Promise<never>(() => {}) })
    const { container } = await renderBlocks(decoded(recommendations), { site: SITE, queryClient })
    const block = container.querySelector('[data-block="productRecommendations"]')
    expect(block?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('heading', { name: 'Bestsellers' })).toBeTruthy()
    expect(block?.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0)
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('prefetch warms the query the block reads', async () => {
    const queryClient = testQueryClient()
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined)
    const decoded = { type: 'productRecommendations' as const, id: 'recs-2', name: 'Jackets', title: 'Jackets', categoryId: '1001', limit: 8 }
    await BLOCKS.productRecommendations.prefetch?.(decoded, queryClient, SITE, {})
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual(recommendationsQuery(SITE, { categoryId: '1001', limit: 8 }).queryKey)
  })
})
