// Category cards: a titled grid of image cards, each linking to a category.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { CategoryCardsSection } from '../../api/schemas/content'
import type { BlockProps } from '../registry'

export function CategoryCardsBlock({ section }: BlockProps<typeof CategoryCardsSection.Type>) {
  return (
    <section aria-labelledby={`cards-${section.id}`} className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <h2 id={`cards-${section.id}`} className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '5' })}>
        {section.title}
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: { base: '3', md: '5' } })}>
        {section.cards.map((card) => (
          <li key={card.url}>
            <Link to={card.url} className={css({ display: 'block', position: 'relative', rounded: 'brand', overflow: 'hidden', bg: 'bg.subtle', _hover: { '& img': { transform: 'scale(1.04)' } } })}>
              <img src={card.image.src} alt="" width={card.image.width} height={card.image.height} loading="lazy" decoding="async" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', transition: 'transform 0.3s' })} />
              <span className={css({ position: 'absolute', left: '0', right: '0', bottom: '0', p: '3', bg: 'linear-gradient(transparent, rgba(0,0,0,0.75))', color: 'white', fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' } })}>
                {card.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
