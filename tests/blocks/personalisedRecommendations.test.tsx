// @vitest-environment happy-dom
// Recommendations from the personalisation decision (the EMEA feed's localised fields), their
// impressions and clicks; the omnibus price under a reduced price; the discount percent's sign behind
// its flag; the second source reloading on its recalculation event.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recommendationsQuery } from '../../src/api/queries'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { DecisionStore, type RecordEvent } from '../../src/blocks/personalisation/decisionStore'
import { PersonalisationContext } from '../../src/blocks/personalisation/PersonalisationContext'
import type { DecisionAction } from '../../src/contract/schemas/personalisation'
import { DiscountSignContext } from '../../src/ui/discountSign'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { decoded, recommendations, recommendationsData } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const FR = { brand: 'summit', locale: 'fr-fr' } as const
const item = (i: number) => ({
  id: `P${i}-BLK-M`,
  item_group_id: `PRODUCT${i}`,
  sku: `P${i}-BLK-M`,
  image_link: `/media/p/P${i}/BLK/1.svg`,
  recToken: `rt.${i}`,
  review_average: 4.5,
  'title-fr-fr': `Veste ${i}`,
  'link-fr-fr': `/fr-fr/p/veste-${i}-PRODUCT${i}`,
  'price-FR': '200.00 EUR',
  'salePrice-fr': i === 0 ? '150.00 EUR' : '200.00 EUR',
  ...(i === 0 ? { 'historicBestPrice-FR': '180.00 EUR' } : {}),
  'title-en-gb': `Jacket ${i}`,
  'link-en-gb': `/en-gb/p/jacket-${i}-PRODUCT${i}`,
})
const decision: DecisionAction[] = [
  { actionId: 9, actionType: 'monetate:action:OmnichannelRecommendation', component: 'homerecs', variant: 'variant-a', items: Array.from({ length: 30 }, (_, i) => item(i)) },
]
const section = { type: 'productRecommendations', id: 'picked', name: 'Picked', title: 'Sélectionnés pour vous', limit: 30, source: 'personalisation', experienceId: 'exp_home_homerecs' }

describe('personalised recommendations', () => {
  it('show the decision’s items in the site’s language with the omnibus price, and report impressions and clicks', async () => {
    const records: RecordEvent[] = []
    const store = new DecisionStore({ decide: async () => decision, record: async (events) => void records.push(...events), recordDelayMs: 0 })
    store.setPage('/fr-fr')
    await renderWithRouter(
      <PersonalisationContext.Provider value={{ store, visitor: null, requestProfile: () => {} }}>
        <DiscountSignContext.Provider value={false}>
          <Blocks sections={decoded(section)} site={FR} />
        </DiscountSignContext.Provider>
      </PersonalisationContext.Provider>,
      testQueryClient(),
      '/fr-fr',
    )
    const tiles = await screen.findAllByRole('article')
    expect(screen.getByRole('region', { name: 'Sélectionnés pour vous' }).contains(tiles[0]!)).toBe(true)
    expect(tiles).toHaveLength(30)
    const first = tiles[0] as HTMLElement
    expect(within(first).getByRole('link', { name: 'Veste 0' }).getAttribute('href')).toBe('/fr-fr/p/veste-0-PRODUCT0')
    expect(within(first).getByTestId('price-omnibus').textContent).toMatch(/^Prix le plus bas des 30 derniers jours : 180,00\s€$/)
    // The flag is off: "25 %" without its minus sign.
    expect(within(first).getByText(/^25\s%$/)).toBeTruthy()
    expect(within(tiles[1] as HTMLElement).queryByTestId('price-omnibus')).toBeNull()
    await vi.waitFor(() => expect(records.find((e) => e.eventType === 'monetate:record:RecImpressions')).toBeTruthy())
    const impressions = records.find((e) => e.eventType === 'monetate:record:RecImpressions') as { recImpressions: ReadonlyArray<string> }
    expect(impressions.recImpressions).toHaveLength(24)
    fireEvent.click(within(tiles[2] as HTMLElement).getByRole('link'))
    await vi.waitFor(() => expect(records).toContainEqual({ eventType: 'monetate:record:RecClicks', recClicks: ['rt.2'] }))
  })

  it('render nothing when the decision has no items for the experience', async () => {
    const store = new DecisionStore({ decide: async () => [], record: async () => {} })
    store.setPage('/fr-fr')
    const { container } = await renderWithRouter(
      <PersonalisationContext.Provider value={{ store, visitor: null, requestProfile: () => {} }}>
        <Blocks sections={decoded(section)} site={FR} />
      </PersonalisationContext.Provider>,
      testQueryClient(),
      '/fr-fr',
    )
    await vi.waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull())
    expect(container.querySelector('[data-block="productRecommendations"]')).toBeNull()
  })
})

describe('recommendations of the second source', () => {
  it('reload on the recalculateBloomreachVfa window event, and show the discount with its minus sign by default', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(recommendationsQuery({ brand: 'summit', locale: 'en-us' }, { limit: 12 }).queryKey, recommendationsData)
    const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(recommendationsData), { headers: { 'content-type': 'application/json' } }))
    await renderWithRouter(<Blocks sections={decoded(recommendations)} site={{ brand: 'summit', locale: 'en-us' }} />, queryClient)
    const region = await screen.findByRole('region', { name: 'Bestsellers' })
    expect(within(region).getByText('-25%')).toBeTruthy()
    expect(fetches).not.toHaveBeenCalled()
    dispatchEvent(new Event('recalculateBloomreachVfa'))
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    expect(String(fetches.mock.calls[0]![0])).toContain('/products/v1/widgetRecommendations')
  })
})
