// The search page's sort and facets: category, colour, size, price band and brand (several values
// of one facet widen, facets narrow together), and a minimum rating. Each option shows how many
// products it would give. A plain GET form, so it works before (and without) JavaScript; with it,
// each change navigates at once and keeps the query.
import { Link, getRouteApi } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { hasFilters, parseSearchState, SEARCH_SORTS, type SearchState } from '../../contract/searchState'
import type { ProductSearchResponse } from '../../contract/schemas/search'
import { formatMoney } from '../../contract/site/money'
import { searchPath } from '../../contract/site/routeRules'
import { useSite } from '../../site/useSite'
import { facetCount, facetFieldset, facetLegend, facetOption, facetSwatch, filtersForm, filtersToggle, sortSelect } from '../listing/facetStyles'
import { t, type StringKey } from './strings'
import { useHydrating } from '../../pwa/browser/hydrationMark'

const route = getRouteApi('/$locale/search')

interface Option {
  readonly value: string
  readonly label: string
  readonly count: number
  readonly hex?: string
}

function Facet({ name, legend, options, chosen, type = 'checkbox' }: { name: string; legend: string; options: ReadonlyArray<Option>; chosen: ReadonlyArray<string>; type?: 'checkbox' | 'radio' }) {
  // An option that would find nothing is left out, unless the shopper chose it.
  const shown = options.filter((o) => o.count > 0 || chosen.includes(o.value))
  if (shown.length === 0) return null
  return (
    <fieldset className={facetFieldset}>
      <legend className={facetLegend}>{legend}</legend>
      {shown.map((o) => (
        <label key={o.value} className={facetOption}>
          <input type={type} name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />
          {o.hex && <span aria-hidden="true" style={{ background: o.hex }} className={facetSwatch} />}
          {o.label} <span className={facetCount}>({o.count})</span>
        </label>
      ))}
    </fieldset>
  )
}

export function SearchFilters({ data, state, q }: { data: ProductSearchResponse; state: SearchState; q: string }) {
  const hydrating = useHydrating()
  const site = useSite()
  const lang = site.language
  const navigate = route.useNavigate()
  const [open, setOpen] = useState(false)
  const apply = (form: HTMLFormElement) => {
    const f = new FormData(form)
    void navigate({
      search: parseSearchState({
        q,
        sort: f.get('sort') ?? undefined,
        category: f.getAll('category'),
        colour: f.getAll('colour'),
        size: f.getAll('size'),
        price: f.getAll('price'),
        rating: f.get('rating') ?? undefined,
        brand: f.getAll('brand'),
      }),
    })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  const money = (amount: number) => formatMoney(amount, site.locale)
  const { facets } = data
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls="search-filters" onClick={() => setOpen((o) => !o)} className={filtersToggle}>
        {t(lang, 'catalog.filters')}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {/* key: a new result set (another query or filters) starts from the URL's choices. */}
      <form
        {...hydrating}
        key={JSON.stringify(state)}
        id="search-filters"
        method="get"
        action={searchPath(site.locale)}
        data-open={open}
        className={filtersForm}
        onSubmit={onSubmit}
        onChange={(e) => apply(e.currentTarget)}
        aria-label={t(lang, 'catalog.filters')}
      >
        <input type="hidden" name="q" value={q} />
        <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'semibold' })}>
          {t(lang, 'catalog.sort')}
          <select name="sort" defaultValue={state.sort ?? 'relevance'} className={sortSelect}>
            {SEARCH_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(lang, s === 'relevance' ? 'search.sort.relevance' : (`catalog.sort.${s}` as StringKey))}
              </option>
            ))}
          </select>
        </label>
        <Facet name="category" legend={t(lang, 'search.category')} options={facets.categories} chosen={state.category ?? []} />
        <Facet name="colour" legend={t(lang, 'catalog.colour')} options={facets.colours} chosen={state.colour ?? []} />
        <Facet name="size" legend={t(lang, 'catalog.size')} options={facets.sizes} chosen={state.size ?? []} />
        <Facet
          name="price"
          legend={t(lang, 'catalog.price')}
          options={facets.prices.map((b) => ({ value: b.value, count: b.count, label: b.max === null ? t(lang, 'search.priceFrom', { min: money(b.min) }) : `${money(b.min)} – ${money(b.max)}` }))}
          chosen={state.price ?? []}
        />
        <Facet
          name="rating"
          type="radio"
          legend={t(lang, 'search.rating')}
          options={facets.ratings.map((r) => ({ value: r.value, count: r.count, label: t(lang, 'search.ratingAtLeast', { stars: r.min }) }))}
          chosen={state.rating ? [state.rating] : []}
        />
        {facets.brands.length > 1 && <Facet name="brand" legend={t(lang, 'search.brand')} options={facets.brands} chosen={state.brand ?? []} />}
        <button type="submit" className={css({ mt: '4', w: 'full', bg: 'accent', color: 'accent.fg', rounded: 'md', py: '2', fontWeight: 'semibold' })}>
          {t(lang, 'catalog.apply')}
        </button>
        {hasFilters(state) && (
          <Link to="/$locale/search" params={{ locale: site.locale }} search={{ q, ...(state.sort ? { sort: state.sort } : {}) }} className={css({ display: 'block', mt: '3', textAlign: 'center', fontSize: 'sm', textDecoration: 'underline' })}>
            {t(lang, 'search.clear')}
          </Link>
        )}
      </form>
    </div>
  )
}
