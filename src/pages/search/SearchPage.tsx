// The search page (/{locale}/search?q=…): what the product service found with its facets, sort and
// paging (all in the URL, so a result can be shared and works without JavaScript), the notice when
// a misspelt word was corrected or only some words matched, suggestions when nothing matched, and
// the content service's articles for the same query; above the results, the search page's content area
// (the content service's `search` augmented page).
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { productSearchQuery, toProductSearchQuery } from '../../api/searchQueries'
import type { SearchState } from '../../contract/searchState'
import { PAGE_SIZE } from '../../contract/site/catalogSearch'
import { searchPath } from '../../contract/site/routeRules'
import type { ProductSearchResponse } from '../../contract/schemas/search'
import { useSite } from '../../site/useSite'
import { SearchContentArea } from '../../blocks/SearchContentArea'
import { ProductTile } from '../../ui/ProductTile'
import { TILES_RENDERED_AT_ONCE, offscreenTile } from '../../ui/offscreen'
import { Pagination } from '../listing/Pagination'
import { SearchArticles } from './SearchArticles'
import { SearchFilters } from './SearchFilters'
import { t, type StringKey } from './strings'

const route = getRouteApi('/$locale/search')

const page = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })
const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })
const chip = css({ display: 'inline-block', px: '3', py: '1.5', borderWidth: '1px', borderColor: 'border', rounded: 'full', fontSize: 'sm', _hover: { bg: 'bg.subtle' } })

export function SearchPage() {
  const state = route.useSearch()
  return state.q ? <Results state={state} q={state.q} /> : <EmptySearch />
}

/** /search without a query: a search form of its own. */
function EmptySearch() {
  const site = useSite()
  return (
    <div className={page}>
      <h1 className={heading}>{t(site.language, 'search.title')}</h1>
      <form role="search" method="get" action={searchPath(site.locale)} className={css({ display: 'flex', gap: '2', mt: '4', maxW: 'xl' })}>
        <label htmlFor="search-page-q" className={css({ srOnly: true })}>
          {t(site.language, 'search.prompt')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          required
          maxLength={100}
          placeholder={t(site.language, 'search.prompt')}
          className={css({ flex: '1', borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '3', py: '2' })}
        />
        <button type="submit" className={css({ bg: 'accent', color: 'accent.fg', rounded: 'md', px: '4', fontWeight: 'semibold' })}>
          {t(site.language, 'header.search')}
        </button>
      </form>
    </div>
  )
}

function Results({ state, q }: { state: SearchState; q: string }) {
  const site = useSite()
  const lang = site.language
  const { data } = useSuspenseQuery(productSearchQuery(site, toProductSearchQuery({ ...state, q })))
  const current = state.page ?? 1
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE))
  const found = data.total > 0
  return (
    <>
    <SearchContentArea site={site} />
    <div className={page}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3', mb: '2' })}>
        <h1 className={heading}>{t(lang, found ? 'search.resultsFor' : 'search.noResultsFor', { query: q })}</h1>
        <p className={css({ color: 'fg.muted' })} aria-live="polite" data-testid="search-count">
          {t(lang, 'catalog.count', { count: data.total })}
        </p>
      </header>
      {found && data.corrected && <p className={css({ mb: '2' })}>{t(lang, 'search.showingFor', { searched: data.searchedFor })}</p>}
      {found && !data.matchedAll && <p className={css({ mb: '2' })}>{t(lang, 'search.someWords')}</p>}
      {found ? (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '240px 1fr' }, gap: '6', mt: '4' })}>
          <SearchFilters data={data} state={state} q={q} />
          <section aria-labelledby="search-results">
            <h2 id="search-results" className={css({ srOnly: true })}>
              {t(lang, 'search.productsHeading')}
            </h2>
            <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: { base: '3', md: '5' } })}>
              {data.products.map((product, index) => (
                <li key={product.id} className={index >= TILES_RENDERED_AT_ONCE ? offscreenTile : undefined}>
                  <ProductTile product={product} locale={site.locale} priority={index < 2} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <Pagination
                page={current}
                pages={pages}
                lang={lang}
                renderLink={(n, props) => <Link from="/$locale/search" to="." search={{ ...state, page: n }} {...props} />}
              />
            )}
          </section>
        </div>
      ) : (
        <NoResults data={data} />
      )}
      <SearchArticles q={data.searchedFor || q} />
    </div>
    </>
  )
}

function Suggestions({ title, queries }: { title: StringKey; queries: ReadonlyArray<string> }) {
  const site = useSite()
  if (queries.length === 0) return null
  return (
    <nav aria-label={t(site.language, title)} className={css({ mt: '4' })}>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>{t(site.language, title)}</h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {queries.map((query) => (
          <li key={query}>
            <Link to="/$locale/search" params={{ locale: site.locale }} search={{ q: query }} className={chip}>
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function NoResults({ data }: { data: ProductSearchResponse }) {
  const site = useSite()
  return (
    <div data-testid="search-no-results">
      <p className={css({ mt: '2' })}>{t(site.language, 'search.tips')}</p>
      <Suggestions title="search.didYouMean" queries={data.suggestions.filter((s) => s.kind === 'spelling').map((s) => s.query)} />
      <Suggestions title="search.popular" queries={data.suggestions.filter((s) => s.kind === 'popular').map((s) => s.query)} />
    </div>
  )
}
