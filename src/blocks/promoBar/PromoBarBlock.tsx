// Promo bar: short offers ("Free delivery over $75") on a band in the brand colour, or in the
// content's background colour with black or white text, whichever contrasts more. Wide screens show
// every message side by side; small screens show one at a time with previous/next buttons (the first
// message shows before hydration). Messages do not rotate on their own: moving text distracts and
// would need a pause control.
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { PromoBarSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { contrastRatio } from '../../theme/contrast'
import { ContentLink } from '../../ui/ContentLink'
import { t } from '../../ui/strings'
import type { BlockProps } from '../registry'

/** Text colour for a content-chosen background: the one of near-black and white with more contrast. */
export const readableTextOn = (background: string): string | undefined => {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return undefined
  const dark = '#171714'
  return contrastRatio(dark, background) >= contrastRatio('#ffffff', background) ? dark : '#ffffff'
}

const arrow = css({
  display: { base: 'inline-flex', md: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  flexShrink: 0,
  rounded: 'full',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { bg: 'rgb(255 255 255 / 0.14)' },
})

const Chevron = ({ d }: { d: string }) => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
)

export function PromoBarBlock({ section, site }: BlockProps<typeof PromoBarSection.Type>) {
  const [current, setCurrent] = useState(0)
  const lang = LOCALE_INFO[site.locale].language
  const count = section.messages.length
  if (count === 0) return null
  const text = section.backgroundColor ? readableTextOn(section.backgroundColor) : undefined
  const custom = text && section.backgroundColor ? { background: section.backgroundColor, color: text } : undefined
  const step = (by: number) => setCurrent((i) => (i + by + count) % count)
  return (
    <aside aria-label={t(lang, 'promo.label')} className={css({ bg: 'brand', color: 'brand.fg', fontSize: 'sm', lineHeight: '1.4' })} style={custom} data-block="promoBar">
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '2', md: '6' }, minH: '10', display: 'flex', alignItems: 'center', gap: '1' })}>
        {count > 1 && (
          <button type="button" className={arrow} onClick={() => step(-1)} aria-label={t(lang, 'promo.previous')}>
            <Chevron d="M12.5 4.5 7 10l5.5 5.5" />
          </button>
        )}
        <ul
          aria-live="polite"
          className={css({ flex: '1', minW: '0', display: 'flex', justifyContent: 'center', alignItems: 'center', columnGap: '10', py: '2', textAlign: 'center' })}
        >
          {section.messages.map((message, i) => (
            <li
              key={`${i}-${message.text}`}
              data-active={i === current ? '' : undefined}
              className={cx(
                css({ display: { base: 'none', md: 'block' }, '&[data-active]': { display: 'block' } }),
                i > 0 && css({ md: { position: 'relative', _before: { content: '""', position: 'absolute', left: '-5', top: '50%', w: '1', h: '1', mt: '-0.5', rounded: 'full', bg: 'currentColor', opacity: 0.6 } } }),
              )}
            >
              {message.text}
              {message.link && (
                <>
                  {' '}
                  <ContentLink url={message.link.url} targetAttribute={message.link.targetAttribute} className={css({ fontWeight: '700', textDecoration: 'underline', textUnderlineOffset: '0.2em', _hover: { textDecorationThickness: '2px' } })}>
                    {message.link.text}
                  </ContentLink>
                </>
              )}
            </li>
          ))}
        </ul>
        {count > 1 && (
          <button type="button" className={arrow} onClick={() => step(1)} aria-label={t(lang, 'promo.next')}>
            <Chevron d="M7.5 4.5 13 10l-5.5 5.5" />
          </button>
        )}
      </div>
    </aside>
  )
}
