// "Complete the look" (loaded near the viewport): the product sets this product belongs to
// (productSets), the chosen one's products as catalogue tiles (productSet) with what they cost
// together. Rendered only for a product the details say is in a set.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { productSetQuery, productSetsQuery } from '../../api/productQueries'
import type { SiteContext } from '../../site/useSite'
import { Price } from '../../ui/Price'
import { ProductTile } from '../../ui/ProductTile'
import { text } from './sectionStrings'
import { smallButton } from './VoteButtons'

export default function ProductSetsSection({ productId, site }: { productId: string; site: SiteContext }) {
  const lang = site.language
  const sets = useQuery(productSetsQuery(site, productId))
  const [chosen, setChosen] = useState<string | null>(null)
  const setId = chosen ?? sets.data?.sets[0]?.id ?? null
  const set = useQuery({ ...productSetQuery(site, setId ?? ''), enabled: setId !== null })
  if (sets.isPending || (setId && set.isPending)) return <p role="status">{text(lang, 'status.loading')}</p>
  if (!sets.data || sets.data.sets.length === 0 || !set.data) return null
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {sets.data.sets.length > 1 && (
        <div role="group" aria-label={text(lang, 'sets.choose')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {sets.data.sets.map((s) => (
            <button key={s.id} type="button" className={smallButton} aria-pressed={s.id === setId} onClick={() => setChosen(s.id)}>
              {s.name}
            </button>
          ))}
        </div>
      )}
      <div>
        <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{set.data.name}</h3>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{set.data.description}</p>
        <p className={css({ mt: '1', display: 'flex', gap: '1', alignItems: 'baseline', flexWrap: 'wrap' })}>
          {text(lang, 'sets.together', { count: set.data.productCount })}
          <Price current={set.data.price.current} original={set.data.price.original} currency={set.data.price.currency} locale={site.locale} size="sm" />
        </p>
      </div>
      <ul data-testid="product-set" className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } })}>
        {set.data.products.map((p) => (
          <li key={p.id} aria-current={p.id === productId ? 'true' : undefined}>
            <ProductTile product={p} locale={site.locale} />
          </li>
        ))}
      </ul>
    </div>
  )
}
