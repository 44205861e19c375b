// Category page: tiles from the product service's catalogue call with sorting, size/colour/price
// filters and paging, all kept in the URL so results are shareable and work without JavaScript.
import { createFileRoute, notFound, useNavigate, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { catalogQuery, isNotFound } from '../../../api/queries'
import type { CatalogResponse } from '../../../contract/schemas/products'
import { ProductTile } from '../../../ui/ProductTile'
import { TILES_RENDERED_AT_ONCE, offscreenTile } from '../../../ui/offscreen'
import { QuickShopButton } from '../../../commerce/QuickShop'
import { t } from '../../../pages/listing/strings'
import { PAGE_SIZE, hasRefinement, pagedPath, parseCatalogSearch, toCatalogQuery, type CatalogSearch } from '../../../contract/site/catalogSearch'
import { CATEGORY_ID, splitSlugId } from '../../../contract/site/routeRules'
import { BRAND_INFO, LOCALE_INFO, type Locale } from '../../../contract/site/sites'
import { Breadcrumbs } from '../../../pages/layout/Breadcrumbs'
import { ContentArea } from '../../../blocks/ContentArea'
import { prepareContentArea } from '../../../blocks/contentAreaModule'
import { categoryContentQuery } from '../../../blocks/contentQueries'
import { pageLinks } from '../../../seo/links'
import { breadcrumbList, jsonLdScript } from '../../../seo/structuredData'
import { facetCount, facetFieldset, facetLegend, facetOption, facetSwatch, filtersForm, filtersToggle, sortSelect } from '../../../pages/listing/facetStyles'
import { Pagination } from '../../../pages/listing/Pagination'
import { useHydrating } from '../../../pwa/browser/hydrationMark'

export const Route = createFileRoute('/$locale/c/$slugId')({
  beforeLoad: ({ params }) => {
    const { id } = splitSlugId(params.slugId)
    if (!CATEGORY_ID.test(id)) throw notFound()
    return { categoryId: id }
  },
  validateSearch: (raw: Record<string, unknown>): CatalogSearch => parseCatalogSearch(raw),
  // The router keeps parameters it does not know (a campaign's utm_source, an ad's gclid) in `search`;
  // the loader's key holds only the page's own, so a page rendered without them hydrates with them.
  loaderDeps: ({ search }) => parseCatalogSearch(search),
  loader: async ({ context: { queryClient, site, categoryId }, deps }) => {
    try {
      const [result] = await Promise.all([
        queryClient.ensureQueryData(catalogQuery(site, toCatalogQuery(categoryId, deps))),
        // The category's content area (not critical: never rejects).
        prepareContentArea(queryClient, site, categoryContentQuery(site, categoryId), { categoryId }),
      ])
      return { name: result.category.name }
    } catch (error) {
      if (isNotFound(error)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, match }) => {
    const { site, settings, queryClient, categoryId } = match.context
    const result = queryClient.getQueryData(catalogQuery(site, toCatalogQuery(categoryId, match.search)).queryKey)
    const category = result?.category
    return {
      meta: [
        { title: `${loaderData?.name ?? ''} | ${BRAND_INFO[site.brand].name}` },
        // Filtered and sorted views are the same category: crawl their links, index the plain page.
        ...(hasRefinement(match.search) ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ],
      links: category ? pageLinks(settings.origin, site.brand, pagedPath(category.url, match.search.page), category.alternates.map((a) => ({ ...a, url: pagedPath(a.url, match.search.page) }))) : [],
      scripts: category ? [jsonLdScript(breadcrumbList(settings.origin, [...category.breadcrumbs, category]))] : [],
    }
  },
  component: CategoryPage,
})

function CategoryPage() {
  const { site, categoryId } = Route.useRouteContext()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogQuery(site, toCatalogQuery(categoryId, search)))
  const lang = site.language
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE))

  return (
    <>
    <ContentArea query={categoryContentQuery(site, categoryId)} site={site} position="top" testId="category" />
    <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <Breadcrumbs items={[...data.category.breadcrumbs, { id: data.category.id, name: data.category.name, url: data.category.url }]} />
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3', mb: '4' })}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{data.category.name}</h1>
        <p className={css({ color: 'fg.muted' })} aria-live="polite">
          {t(lang, 'catalog.count', { count: data.total })}
        </p>
      </header>
      {data.category.children.length > 0 && (
        <nav aria-label={t(lang, 'catalog.subcategories')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4' })}>
          {data.category.children.map((child) => (
            <Link key={child.id} to={child.url} className={css({ px: '3', py: '1.5', borderWidth: '1px', borderColor: 'border', rounded: 'full', fontSize: 'sm', _hover: { bg: 'bg.subtle' } })}>
              {child.name}
            </Link>
          ))}
        </nav>
      )}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '240px 1fr' }, gap: '6' })}>
        <Filters data={data} search={search} locale={site.locale} />
        <section aria-labelledby="catalog-results">
          <h2 id="catalog-results" className={css({ srOnly: true })}>
            {t(lang, 'catalog.results')}
          </h2>
          {data.products.length === 0 ? (
            <p className={css({ py: '12', textAlign: 'center' })}>{t(lang, 'catalog.empty')}</p>
          ) : (
            <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: { base: '3', md: '5' } })}>
              {data.products.map((product, index) => (
                <li key={product.id} className={index >= TILES_RENDERED_AT_ONCE ? offscreenTile : undefined}>
                  <ProductTile product={product} locale={site.locale} priority={index < 2} action={<QuickShopButton productId={product.id} name={product.name} language={lang} />} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <Pagination
              page={page}
              pages={pages}
              lang={lang}
              // The page's own parameters only: the router keeps unknown ones (a campaign's utm_source) in
              // `search`, and the server rendered these links without them.
              renderLink={(n, props) => <Link from={Route.fullPath} to="." search={{ ...parseCatalogSearch(search), page: n }} {...props} />}
            />
          )}
        </section>
      </div>
    </div>
    </>
  )
}

function Filters({ data, search, locale }: { data: CatalogResponse; search: CatalogSearch; locale: Locale }) {
  const hydrating = useHydrating()
  const navigate = useNavigate({ from: Route.fullPath })
  const lang = LOCALE_INFO[locale].language
  const apply = (form: HTMLFormElement) => {
    const f = new FormData(form)
    const num = (name: string) => {
      const v = String(f.get(name) ?? '').trim()
      return v === '' ? undefined : v
    }
    void navigate({
      search: parseCatalogSearch({
        sort: f.get('sort') ?? undefined,
        size: f.getAll('size'),
        colour: f.getAll('colour'),
        priceMin: num('priceMin'),
        priceMax: num('priceMax'),
      }),
    })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  // On small screens the filters fold behind a toggle so the products come first.
  const [open, setOpen] = useState(false)
  return (
    <div>
    <button
      type="button"
      aria-expanded={open}
      aria-controls="catalog-filters"
      onClick={() => setOpen((o) => !o)}
      className={filtersToggle}
    >
      {t(lang, 'catalog.filters')}
      <span aria-hidden="true">{open ? '−' : '+'}</span>
    </button>
    <form {...hydrating} id="catalog-filters" method="get" onSubmit={onSubmit} data-open={open} className={filtersForm} onChange={(e) => e.target instanceof HTMLInputElement && e.target.type === 'number' ? undefined : apply(e.currentTarget)} aria-label={t(lang, 'catalog.filters')}>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'semibold' })}>
        {t(lang, 'catalog.sort')}
        <select name="sort" defaultValue={search.sort ?? 'featured'} className={sortSelect}>
          {(['featured', 'price-asc', 'price-desc', 'rating', 'newest'] as const).map((s) => (
            <option key={s} value={s}>
              {t(lang, `catalog.sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {data.facets.sizes.length > 0 && (
        <fieldset className={facetFieldset}>
          <legend className={facetLegend}>{t(lang, 'catalog.size')}</legend>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {data.facets.sizes.map((s) => (
              <label key={s.value} className={facetOption}>
                <input type="checkbox" name="size" value={s.value} defaultChecked={search.size?.includes(s.value)} />
                {s.label} <span className={facetCount}>({s.count})</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {data.facets.colours.length > 0 && (
        <fieldset className={facetFieldset}>
          <legend className={facetLegend}>{t(lang, 'catalog.colour')}</legend>
          {data.facets.colours.map((c) => (
            <label key={c.value} className={facetOption}>
              <input type="checkbox" name="colour" value={c.value} defaultChecked={search.colour?.includes(c.value)} />
              <span aria-hidden="true" style={{ background: c.hex }} className={facetSwatch} />
              {c.label} <span className={facetCount}>({c.count})</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={facetFieldset}>
        <legend className={facetLegend}>{t(lang, 'catalog.price')}</legend>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <label className={css({ fontSize: 'sm' })}>
            {t(lang, 'catalog.priceMin')}
            <input type="number" name="priceMin" min={0} step="1" inputMode="decimal" defaultValue={search.priceMin} placeholder={String(Math.floor(data.facets.price.min))} className={css({ w: '20', borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '2', py: '1' })} />
          </label>
          <label className={css({ fontSize: 'sm' })}>
            {t(lang, 'catalog.priceMax')}
            <input type="number" name="priceMax" min={0} step="1" inputMode="decimal" defaultValue={search.priceMax} placeholder={String(Math.ceil(data.facets.price.max))} className={css({ w: '20', borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '2', py: '1' })} />
          </label>
        </div>
      </fieldset>
      <button type="submit" className={css({ mt: '4', w: 'full', bg: 'accent', color: 'accent.fg', rounded: 'md', py: '2', fontWeight: 'semibold' })}>
        {t(lang, 'catalog.apply')}
      </button>
    </form>
    </div>
  )
}
