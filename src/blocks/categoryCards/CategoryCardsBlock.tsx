// Category cards: a titled grid of square image cards, each linking to a category, its name set
// below the image (legible on any photograph). Two columns on phones, three on tablets, up to six in
// a row on wide screens. Images keep their aspect ratio box, so nothing shifts as they load.
import type { CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import type { CategoryCardsSection } from '../../contract/schemas/content'
import { ContentLink } from '../../ui/ContentLink'
import { imageUrl } from '../../ui/imageUrl'
import type { BlockProps } from '../registry'

const Arrow = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={css({ display: 'inline-block', verticalAlign: '-0.15em', ml: '1.5', transition: 'transform 200ms', _groupHover: { transform: 'translateX(3px)' } })}>
    <path d="M4 10h12M11 5l5 5-5 5" />
  </svg>
)

export function CategoryCardsBlock({ section, aboveFold }: BlockProps<typeof CategoryCardsSection.Type>) {
  const titleId = `cards-${section.id}`
  const count = section.cards.length
  return (
    <section aria-labelledby={titleId} className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })} data-block="categoryCards">
      <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: { base: '5', md: '7' } })}>
        {section.title}
      </h2>
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(var(--columns, 3), minmax(0, 1fr))' },
          gap: { base: '4', md: '6' },
          rowGap: { base: '6', md: '8' },
        })}
        // Wide screens: four to six cards share one row.
        style={count >= 4 && count <= 6 ? ({ '--columns': count } as CSSProperties) : undefined}
      >
        {section.cards.map((card, i) => (
          <li key={`${card.url}-${i}`}>
            <ContentLink url={card.url} className={cx('group', css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
              <span className={css({ display: 'block', rounded: 'card', overflow: 'hidden', bg: 'bg.subtle', aspectRatio: '1 / 1' })}>
                <img
                  src={imageUrl(card.image.src, card.image)}
                  alt=""
                  width={card.image.width}
                  height={card.image.height}
                  loading={aboveFold ? 'eager' : 'lazy'}
                  decoding="async"
                  className={css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover', transition: 'transform 500ms cubic-bezier(0.2, 0, 0, 1)', _groupHover: { transform: 'scale(1.05)' } })}
                />
              </span>
              <span className={css({ display: 'block', fontWeight: '600', lineHeight: '1.35', fontSize: { base: 'sm', md: 'md' }, _groupHover: { textDecoration: 'underline', textUnderlineOffset: '0.2em' } })}>
                {card.title}
                <Arrow />
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
