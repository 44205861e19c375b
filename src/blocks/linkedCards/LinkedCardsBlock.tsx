// Linked cards (spec 002 section 3, Linked card): picture cards leading somewhere, their copy laid
// over the picture (centred, at its top or at its bottom, left or centred) per breakpoint, on a
// scrim; an optional badge picture in the corner and buttons. The card is one link (its title's,
// stretched), with the buttons above it.
import { css, cx } from 'styled-system/css'
import type { LinkedCard, LinkedCardsSection } from '../../contract/schemas/content'
import { BREAKPOINTS } from '../../contract/schemas/blocks/common'
import { ContentLink } from '../../ui/ContentLink'
import { imageUrl } from '../../ui/imageUrl'
import type { BlockProps } from '../registry'
import { ContentPicture } from '../shared/ContentPicture'
import { TargetButtons } from '../shared/TargetButtons'

/** A card's layout per breakpoint, a missing one taking the smaller's (default: over the bottom, left). */
export const cardLayouts = (card: LinkedCard) => {
  const sm = { layout: 'overlay-bottom' as const, alignment: 'left' as const, ...card.responsiveLayout?.sm }
  const md = { ...sm, ...card.responsiveLayout?.md }
  const lg = { ...md, ...card.responsiveLayout?.lg }
  return { sm, md, lg }
}

const copyPlace = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  p: { base: '4', md: '5' },
  gap: '2',
  color: 'white',
  '&[data-sm=overlay]': { justifyContent: 'center', bg: 'rgb(8 14 11 / 0.45)' },
  '&[data-sm=overlay-top]': { justifyContent: 'flex-start', bgGradient: 'to-b', gradientFrom: 'rgb(8 14 11 / 0.6)', gradientTo: 'transparent' },
  '&[data-sm=overlay-bottom]': { justifyContent: 'flex-end', bgGradient: 'to-t', gradientFrom: 'rgb(8 14 11 / 0.65)', gradientTo: 'transparent' },
  '&[data-sm-align=center]': { alignItems: 'center', textAlign: 'center' },
  '&[data-sm-align=left]': { alignItems: 'flex-start', textAlign: 'left' },
  md: {
    '&[data-md=overlay]': { justifyContent: 'center', bgImage: 'none', bg: 'rgb(8 14 11 / 0.45)' },
    '&[data-md=overlay-top]': { justifyContent: 'flex-start', bg: 'transparent', bgGradient: 'to-b' },
    '&[data-md=overlay-bottom]': { justifyContent: 'flex-end', bg: 'transparent', bgGradient: 'to-t' },
    '&[data-md-align=center]': { alignItems: 'center', textAlign: 'center' },
    '&[data-md-align=left]': { alignItems: 'flex-start', textAlign: 'left' },
  },
  lg: {
    '&[data-lg=overlay]': { justifyContent: 'center', bgImage: 'none', bg: 'rgb(8 14 11 / 0.45)' },
    '&[data-lg=overlay-top]': { justifyContent: 'flex-start', bg: 'transparent', bgGradient: 'to-b' },
    '&[data-lg=overlay-bottom]': { justifyContent: 'flex-end', bg: 'transparent', bgGradient: 'to-t' },
    '&[data-lg-align=center]': { alignItems: 'center', textAlign: 'center' },
    '&[data-lg-align=left]': { alignItems: 'flex-start', textAlign: 'left' },
  },
})

export function LinkedCardsBlock({ section, aboveFold }: BlockProps<LinkedCardsSection>) {
  const titleId = `linked-${section.id}`
  const columns = Math.min(section.cards.length, 3)
  return (
    <section aria-labelledby={section.title ? titleId : undefined} aria-label={section.title ? undefined : section.name} data-block="linkedCards" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      {section.title && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '5' })}>
          {section.title}
        </h2>
      )}
      <ul className={cx(css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }), columns === 3 && css({ lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }))}>
        {section.cards.map((card, i) => {
          const layouts = cardLayouts(card)
          const data = Object.fromEntries(BREAKPOINTS.flatMap((bp) => [[`data-${bp}`, layouts[bp].layout], [`data-${bp}-align`, layouts[bp].alignment]]))
          return (
            <li key={`${i}-${card.url}`} className={css({ position: 'relative', rounded: 'card', overflow: 'hidden', aspectRatio: '4 / 5', bg: 'bg.subtle' })}>
              <ContentPicture media={card.media} aboveFold={aboveFold} className={css({ w: 'full', h: 'full', objectFit: 'cover' })} pictureClassName={css({ display: 'block', h: 'full' })} />
              {card.badge && <img src={imageUrl(card.badge.url, { width: 64, height: 64 })} alt={card.badge.alt} width={64} height={64} className={css({ position: 'absolute', top: '3', right: '3', w: '16', h: '16', zIndex: '2' })} />}
              <div className={copyPlace} {...data}>
                {card.eyebrowText && <p className={css({ textStyle: 'eyebrow' })}>{card.eyebrowText}</p>}
                <h3 className={css({ textStyle: 'heading.sm', fontSize: 'xl' })}>
                  <ContentLink url={card.url} targetAttribute={card.targetAttribute} className={css({ _after: { content: '""', position: 'absolute', inset: '0', zIndex: '1' }, _focusVisible: { outline: '2px solid white' } })}>
                    {card.title}
                  </ContentLink>
                </h3>
                {card.subtitle && <p className={css({ fontSize: 'sm' })}>{card.subtitle}</p>}
                {card.targets && <TargetButtons targets={card.targets} inverse size="md" className={css({ position: 'relative', zIndex: '2' })} />}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
