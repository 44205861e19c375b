// Breadcrumb trail for category and product pages.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'

export interface Crumb {
  readonly id: string
  readonly name: string
  readonly url: string
}

export function Breadcrumbs({ items }: { items: ReadonlyArray<Crumb> }) {
  if (items.length === 0) return null
  return (
    <nav aria-label="Breadcrumb" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>
      <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        {items.map((item, i) => (
          <li key={item.id} className={css({ display: 'flex', gap: '1' })}>
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.url} className={css({ _hover: { textDecoration: 'underline' } })}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
