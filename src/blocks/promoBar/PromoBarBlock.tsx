// Promo bar: one or more short messages, each optionally a link, on a contrasting band.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { PromoBarSection } from '../../api/schemas/content'
import type { BlockProps } from '../registry'

export function PromoBarBlock({ section }: BlockProps<typeof PromoBarSection.Type>) {
  return (
    <aside aria-label={section.name} className={css({ bg: 'fg', color: 'bg', fontSize: 'sm', py: '2', px: '4' })}>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { base: '2', md: '8' }, textAlign: 'center' })}>
        {section.messages.map((message) => (
          <li key={message.text}>
            {message.text}
            {message.link && (
              <>
                {' '}
                <Link to={message.link.url} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
                  {message.link.text}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </aside>
  )
}
