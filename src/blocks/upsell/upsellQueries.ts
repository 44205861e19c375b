// The upsell's reads, shared by the block and its registry prefetch (so the server renders the
// upsells in stock): the recommendations for the product, and one query over every candidate's
// inventory call rather than useQueries, whose hook would join the scripts every page runs.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { readInventory, recommendationsQuery, type Site } from '../../api/queries'
import { UPSELL_STACKED_COUNT } from '../../contract/contentRules'
import type { UpsellSection } from '../../contract/schemas/content'
import type { PageContext } from '../pageContext'

/** The product the upsells complete: the content's, else the page's. */
export const upsellProductOf = (section: UpsellSection, page: PageContext): string | undefined => section.productId ?? page.productId

/** Twice the stacked count, as some may be out of stock. */
export const upsellRecommendations = (site: Site, section: UpsellSection, productId: string) =>
  recommendationsQuery(site, { productId, limit: (section.stackedCount ?? UPSELL_STACKED_COUNT) * 2 })

/** InStock when the inventory holds some of the upsell's sku, else OutOfStock (unknown counts as out). */
export const stockOf = (item: { readonly sku: string }, inventory: { variants: Readonly<Record<string, { quantity: number }>> } | undefined): 'InStock' | 'OutOfStock' =>
  (inventory?.variants[item.sku]?.quantity ?? 0) > 0 ? 'InStock' : 'OutOfStock'

/**
 * Whether each candidate's sku is in stock, in order: only that, not each candidate's whole
 * inventory (about 25 variants each). The inventories are read outside the query cache
 * (`readInventory`), so the page's data carries none of them: as queries of their own they were
 * dehydrated too, about 1 KB of JSON each.
 */
export const upsellStockQuery = (site: Site, candidates: ReadonlyArray<{ readonly id: string; readonly sku: string }>) =>
  queryOptions({
    queryKey: ['upsell-stock', site.brand, site.locale, candidates.map((item) => `${item.id}:${item.sku}`)] as const,
    queryFn: ({ signal }) =>
      Promise.all(
        candidates.map((item) =>
          readInventory(site, item.id, signal).then(
            (inventory) => stockOf(item, inventory),
            () => 'OutOfStock' as const,
          ),
        ),
      ),
    staleTime: 10_000,
  })

export const upsellPrefetch = async (section: UpsellSection, queryClient: QueryClient, site: Site, page: PageContext): Promise<void> => {
  const productId = upsellProductOf(section, page)
  if (!productId) return
  const recommendations = await queryClient.ensureQueryData(upsellRecommendations(site, section, productId))
  await queryClient.prefetchQuery(upsellStockQuery(site, recommendations.items))
}
