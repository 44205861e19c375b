// Product page: gallery, colour and size selection with per-size availability, quantity and add to
// cart, then the sections below the fold (size guide, reviews, questions, customer photos, sets,
// recommendations) that load when they come near the viewport. Adding and the shopper's votes,
// questions and sign-ups are engine commands; this page never calls a mutating API itself.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { isNotFound, productQuery } from '../../../api/queries'
import { BRAND_INFO } from '../../../contract/site/sites'
import { PRODUCT_ID, splitSlugId } from '../../../contract/site/routeRules'
import { Breadcrumbs } from '../../../pages/layout/Breadcrumbs'
import { ProductBuyBox } from '../../../pages/ProductBuyBox'
import { ProductGallery } from '../../../pages/ProductGallery'
import { ContentArea } from '../../../blocks/ContentArea'
import { prepareContentArea } from '../../../blocks/contentAreaModule'
import { productContentQuery } from '../../../blocks/contentQueries'
import { pageLinks } from '../../../seo/links'
import { breadcrumbList, jsonLdScript, productData } from '../../../seo/structuredData'
import { loadProductRecommendations, loadProductSections } from '../../../pages/product/loadProductSections'
import { LazyHydrate } from '../../../blocks/LazyHydrate'
import { loadBlock } from '../../../blocks/blockModules'

interface ProductSearch {
  colour?: string
}

export const Route = createFileRoute('/$locale/p/$slugId')({
  beforeLoad: ({ params }) => {
    const { id } = splitSlugId(params.slugId)
    if (!PRODUCT_ID.test(id)) throw notFound()
    return { productId: id }
  },
  validateSearch: (raw: Record<string, unknown>): ProductSearch =>
    typeof raw.colour === 'string' && /^[A-Z0-9]{1,6}$/.test(raw.colour) ? { colour: raw.colour } : {},
  loader: async ({ context: { queryClient, site, productId } }) => {
    try {
      const [product] = await Promise.all([
        queryClient.ensureQueryData(productQuery(site, productId)),
        // The product's content area below the buy box (not critical: never rejects).
        prepareContentArea(queryClient, site, productContentQuery(site, productId), { productId }),
        // The server renders the sections whole; the browser loads their code near the viewport.
        typeof window === 'undefined' ? Promise.all([loadBlock(loadProductSections), loadBlock(loadProductRecommendations)]) : undefined,
      ])
      return { name: product.name, description: product.description, image: product.colours[0]?.images[0]?.src }
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, match }) => {
    const { site, settings, queryClient, productId } = match.context
    const product = queryClient.getQueryData(productQuery(site, productId).queryKey)
    return {
      meta: [
        { title: `${loaderData?.name ?? ''} | ${BRAND_INFO[site.brand].name}` },
        { name: 'description', content: loaderData?.description.slice(0, 155) ?? '' },
        ...(product ? [{ property: 'og:type', content: 'product' }, { property: 'og:title', content: product.name }, { property: 'og:url', content: settings.origin + product.url }] : []),
        ...(loaderData?.image ? [{ property: 'og:image', content: new URL(loaderData.image, settings.origin).href }] : []),
      ],
      links: product ? pageLinks(settings.origin, site.brand, product.url, product.alternates) : [],
      scripts: product
        ? [jsonLdScript(productData(settings.origin, product, match.search.colour)), jsonLdScript(breadcrumbList(settings.origin, [...product.breadcrumbs, product]))]
        : [],
    }
  },
  component: ProductPage,
})

function ProductPage() {
  const { site, productId } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: product } = useSuspenseQuery(productQuery(site, productId))
  const colour = product.colours.find((c) => c.code === search.colour) ?? product.colours[0]
  if (!colour) return null

  return (
    <>
    <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <Breadcrumbs items={product.breadcrumbs} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' }, gap: { base: '6', md: '10' }, alignItems: 'start' })}>
        <ProductGallery images={colour.images} />
        <ProductBuyBox
          product={product}
          colour={colour}
          site={site}
          onColourChange={(code) => void navigate({ search: { colour: code }, replace: true, resetScroll: false })}
        />
      </div>
      <ContentArea query={productContentQuery(site, productId)} site={site} position="below" testId="product" />
      <LazyHydrate load={loadProductSections} props={{ product, site }} when="near" />
    </div>
    <LazyHydrate load={loadProductRecommendations} props={{ productId: product.id, site }} when="near" />
    </>
  )
}
