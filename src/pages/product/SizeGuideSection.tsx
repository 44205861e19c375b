// The size guide (loaded near the viewport, and the target of the buy box's "Size guide" link): the
// product type's size chart from the internal interface (body measurements per size, a table per
// fit), and for shoes the foot size table (EU, UK, US, foot length) of the product's sizes.
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { footSizesQuery, sizeChartQuery } from '../../api/productQueries'
import type { SizeChart } from '../../contract/schemas/productPage'
import type { SiteContext } from '../../site/useSite'
import type { Language } from '../../ui/strings'
import { text } from './sectionStrings'
import { numberFormat } from '../../contract/intl'

const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', '& th, & td': { borderBottomWidth: '1px', borderColor: 'border', py: '2', px: '2', textAlign: 'left' }, '& tr[data-mine=true]': { bg: 'bg.subtle', fontWeight: 'semibold' } })
const caption = css({ textAlign: 'left', fontWeight: 'semibold', mb: '2', captionSide: 'top' })

/** Shoes are sized by EU number; their guide is the foot size table. */
const isShoeSizing = (sizes: ReadonlyArray<{ code: string }>): boolean => sizes.length > 0 && sizes.every((s) => /^\d{2}$/.test(s.code))

export default function SizeGuideSection({ productType, sizes, site }: { productType: string; sizes: ReadonlyArray<{ code: string; label: string }>; site: SiteContext }) {
  const lang = site.language
  const shoes = isShoeSizing(sizes)
  const chart = useQuery(sizeChartQuery(site, productType))
  const feet = useQuery({ ...footSizesQuery(site), enabled: shoes })
  if (chart.isPending || (shoes && feet.isPending)) return <p role="status">{text(lang, 'status.loading')}</p>
  if (!chart.data) return null
  const mine = new Map(sizes.map((s) => [s.code, s.label]))
  return (
    <div data-testid="size-guide" className={css({ display: 'grid', gap: '4' })}>
      <h3 className={css({ fontWeight: 'bold' })}>{chart.data.title}</h3>
      <p className={css({ fontSize: 'sm' })}>{chart.data.note}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, 'size.thisProduct')}</p>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' }, overflowX: 'auto' })}>
        {shoes && feet.data ? (
          <table className={table}>
            <caption className={caption}>{text(lang, 'size.footTitle')}</caption>
            <thead>
              <tr>
                {(['size.eu', 'size.uk', 'size.usMen', 'size.usWomen', 'size.foot'] as const).map((key) => (
                  <th key={key} scope="col">
                    {text(lang, key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {feet.data.rows
                .filter((r) => mine.has(r.eu))
                .map((r) => (
                  <tr key={r.eu} data-mine="true">
                    <th scope="row">{r.eu}</th>
                    <td>{r.uk}</td>
                    <td>{r.usMen}</td>
                    <td>{r.usWomen}</td>
                    <td>{numberFormat(site.locale, { minimumFractionDigits: 1 }).format(r.footLengthCm)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          chart.data.tables.map((t) => <ChartTable key={t.fit} table={t} mine={mine} language={lang} />)
        )}
      </div>
    </div>
  )
}

/** A fit's table; the product's own sizes highlighted and named as the product names them ("Regular"). */
function ChartTable({ table: t, mine, language }: { table: SizeChart['tables'][number]; mine: ReadonlyMap<string, string>; language: Language }) {
  return (
    <table className={table}>
      <caption className={caption}>{t.label ? `${t.label} · ${text(language, 'size.unit')}` : text(language, 'size.unit')}</caption>
      <thead>
        <tr>
          <th scope="col">{text(language, 'size.size')}</th>
          {t.columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {t.rows.map((r) => (
          <tr key={r.size} data-mine={mine.has(r.size)}>
            <th scope="row">{mine.get(r.size) ?? r.size}</th>
            {t.columns.map((c) => (
              <td key={c.key}>{r.values[c.key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
