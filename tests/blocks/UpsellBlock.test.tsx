// @vitest-environment happy-dom
// Upsell: recommendations for the product (content's, or the page's from its path), each checked for
// stock; only in-stock ones show, at most the stacked count; ticked ones are added in one go
// (loading, then done); a failure shows the spec's toast with the cart's message.
import type { ReactNode } from 'react'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readInventory, recommendationsQuery } from '../../src/api/queries'
import type * as Queries from '../../src/api/queries'
import { BLOCKS } from '../../src/blocks/registry'
import { BlockActionsContext, NO_ACTIONS, type ActionResult, type BlockActions } from '../../src/blocks/blockActions'
import { decodeSection } from '../../src/blocks/sections'
import { stockOf, upsellStockQuery } from '../../src/blocks/upsell/upsellQueries'
import type { RecommendedProduct } from '../../src/contract/schemas/products'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { decoded, recommendationsData, SITE, upsell } from './blockFixtures'

// The candidates' inventories are read outside the query cache: here, item 2 is sold out.
vi.mock('../../src/api/queries', async (original) => ({
  ...(await original<typeof Queries>()),
  readInventory: vi.fn(async (_site: unknown, productId: string) => ({ variants: { [`UP${productId.charAt(2)}-SKU`]: { quantity: productId === 'UP2000000' ? 0 : 4 } } })),
}))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const item = (i: number): RecommendedProduct => ({ ...recommendationsData.items[0]!, id: `UP${i}000000`, sku: `UP${i}-SKU`, title: `Upsell ${i}`, recommendationId: `u${i}` })
const items = [1, 2, 3, 4, 5].map(item)

/** A client with the recommendations of AB12CD34 (their stock is read by the block: item 2 sold out). */
const seeded = () => {
  const queryClient = testQueryClient()
  queryClient.setQueryData(recommendationsQuery(SITE, { productId: 'AB12CD34', limit: 6 }).queryKey, { items })
  return queryClient
}

const withActions = (actions: Partial<BlockActions>) => (node: ReactNode) => <BlockActionsContext.Provider value={{ ...NO_ACTIONS, ...actions }}>{node}</BlockActionsContext.Provider>

describe('UpsellBlock', () => {
  it('decodes and refuses a product id that cannot be one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(upsell)?.type).toBe('upsell')
    expect(decodeSection({ ...upsell, productId: 'x' })).toBeUndefined()
    expect(stockOf({ sku: 'A' }, { variants: { A: { quantity: 1 } } })).toBe('InStock')
    expect(stockOf({ sku: 'A' }, { variants: { A: { quantity: 0 } } })).toBe('OutOfStock')
    expect(stockOf({ sku: 'A' }, undefined)).toBe('OutOfStock')
  })

  it('shows only in-stock upsells, at most three, and adds the ticked ones (loading, then done)', async () => {
    let answer!: (result: ActionResult) => void
    const addToCart = vi.fn((_lines: ReadonlyArray<{ sku: string }>) => new Promise<ActionResult>((resolve) => (answer = resolve)))
    await renderBlocks(decoded(upsell), { queryClient: seeded(), wrap: withActions({ addToCart }) })
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3))
    expect(screen.queryByText('Upsell 2')).toBeNull()
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Add Upsell 1', 'Add Upsell 3', 'Add Upsell 4'])
    const add = screen.getByRole('button', { name: 'Add selected to cart' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add Upsell 3' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add Upsell 4' }))
    fireEvent.click(add)
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy()
    expect(addToCart.mock.calls[0]?.[0]?.map((line) => line.sku)).toEqual(['UP3-SKU', 'UP4-SKU'])
    await act(async () => answer({ ok: true }))
    expect(screen.getByText('Added to your cart')).toBeTruthy()
  })

  it('shows the error toast with the cart’s message when adding fails', async () => {
    const addToCart = vi.fn(async (): Promise<ActionResult> => ({ ok: false, failure: { code: 'INV408', params: { maxAllowedQty: 2 } } }))
    await renderBlocks(decoded(upsell), { queryClient: seeded(), wrap: withActions({ addToCart }) })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Add Upsell 1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }))
    const toast = await screen.findByTestId('upsell-error')
    expect(toast.getAttribute('role')).toBe('alert')
    expect(toast.textContent).toContain('Something went wrong')
    await waitFor(() => expect(toast.textContent?.length).toBeGreaterThan('Something went wrong'.length + 2))
  })

  it('its prefetch warms the recommendations and every candidate’s stock, so the server renders the upsells', async () => {
    const queryClient = seeded()
    const section = decoded({ ...upsell, productId: undefined })[0]!
    if (section.type !== 'upsell') throw new Error('upsell expected')
    await BLOCKS.upsell.prefetch?.(section, queryClient, SITE, { productId: 'AB12CD34' })
    expect(queryClient.getQueryData(upsellStockQuery(SITE, items).queryKey)).toEqual(['InStock', 'OutOfStock', 'InStock', 'InStock', 'InStock'])
    expect(vi.mocked(readInventory).mock.calls.map(([, productId]) => productId)).toEqual(items.map((up) => up.id))
    // What the page's data carries: the answer per candidate, none of their whole inventories.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['inventory'] })).toEqual([])
  })

  it('shows nothing on a page without a product', async () => {
    const { container } = await renderBlocks(decoded({ ...upsell, productId: undefined }))
    expect(container.querySelector('[data-block=upsell]')).toBeNull()
  })
})
