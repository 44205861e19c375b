// Page links of a product listing (category and search pages): first, last and the pages near the
// current one, with previous and next. The listing renders each link (`renderLink`) so it keeps its
// own route and URL state; the current page is marked aria-current.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Language } from '../../ui/strings'
import { t } from './strings'

export interface PageLinkProps {
  readonly className: string
  readonly children: ReactNode
  readonly rel?: 'prev' | 'next'
  readonly 'aria-current'?: 'page'
  readonly style?: { fontWeight: number }
}

const link = css({ minW: '10', h: '10', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '3' })

export function Pagination({ page, pages, lang, renderLink }: { page: number; pages: number; lang: Language; renderLink: (page: number, props: PageLinkProps) => ReactNode }) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2)
  return (
    <nav aria-label={t(lang, 'catalog.pagination')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center', mt: '8' })}>
      {page > 1 && <span key="prev">{renderLink(page - 1, { className: link, rel: 'prev', children: t(lang, 'catalog.previous') })}</span>}
      {numbers.map((n) => (
        <span key={n}>{renderLink(n, { className: link, children: n, ...(n === page ? { 'aria-current': 'page' as const, style: { fontWeight: 700 } } : {}) })}</span>
      ))}
      {page < pages && <span key="next">{renderLink(page + 1, { className: link, rel: 'next', children: t(lang, 'catalog.next') })}</span>}
    </nav>
  )
}
