// Promo bar (spec 002 sections 3, 4, 5, 9): short offers on a band in the brand colour, or in the
// message's (or bar's) background colour with black or white text, whichever contrasts more. One
// message at a time (at most 548 px wide, clamped to two lines); with more than one, previous/next
// arrows and dots, and the messages rotate every autorotateTime seconds (a pause button stops them;
// hovering or focusing the bar holds them; reduced motion never starts them). Empty messages, and
// messages whose section was found empty for this visitor, are dropped; at most maxMessages show.
// A closable bar closes for good: the flag is kept in a cookie, so the server leaves it out too.
import { useEffect, useState, type CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import { PROMO_MAX_MESSAGES, secondsToMs } from '../../contract/contentRules'
import type { PromoBarSection, PromoMessage } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { contrastRatio } from '../../theme/contrast'
import { ContentLink } from '../../ui/ContentLink'
import { useEmptySections } from '../emptySections'
import type { BlockProps } from '../registry'
import { useClosedFlag } from '../shared/closedFlags'
import { RichHtml } from '../shared/RichHtml'
import { bt } from '../strings'

/** Text colour for a content-chosen background: the one of near-black and white with more contrast. */
export const readableTextOn = (background: string): string | undefined => {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return undefined
  const dark = '#171714'
  return contrastRatio(dark, background) >= contrastRatio('#ffffff', background) ? dark : '#ffffff'
}

const hex6 = (colour: string): string => (colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour)

/** The messages that show: not empty, not pointing at an empty section, at most the bar's maximum. */
export const shownMessages = (section: PromoBarSection, emptySections: ReadonlySet<string>): ReadonlyArray<PromoMessage> =>
  section.messages
    .filter((m) => Boolean(m.text?.trim() || m.richText?.trim()))
    .filter((m) => !(m.sectionId && emptySections.has(m.sectionId)))
    .slice(0, section.maxMessages ?? PROMO_MAX_MESSAGES)

const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  flexShrink: 0,
  rounded: 'full',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { bg: 'rgb(127 127 127 / 0.18)' },
})

const Chevron = ({ d }: { d: string }) => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
)

export function PromoBarBlock({ section, site }: BlockProps<PromoBarSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const empty = useEmptySections()
  const messages = shownMessages(section, empty)
  const count = messages.length
  const [closed, close] = useClosedFlag('promoBar', section.id)
  const [current, setCurrent] = useState(0)
  const [held, setHeld] = useState(false)
  const [paused, setPaused] = useState(false)
  const rotates = Boolean(section.autorotateTime) && count > 1

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPaused(true)
  }, [])

  useEffect(() => {
    if (!rotates || held || paused || !section.autorotateTime) return
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), secondsToMs(section.autorotateTime))
    return () => clearInterval(timer)
  }, [rotates, held, paused, count, section.autorotateTime])

  if (count === 0 || closed) return null
  const active = Math.min(current, count - 1)
  const message = messages[active] as PromoMessage
  const background = message.background ?? section.backgroundColor
  const text = message.textColor ?? (background ? readableTextOn(hex6(background)) : undefined)
  const custom: CSSProperties | undefined = background ? { background, color: text } : message.textColor ? { color: message.textColor } : undefined
  const step = (by: number) => setCurrent((i) => (Math.min(i, count - 1) + by + count) % count)

  return (
    <aside
      aria-label={bt(lang, 'promo.label')}
      aria-roledescription={count > 1 ? 'carousel' : undefined}
      className={css({ bg: 'brand', color: 'brand.fg', fontSize: 'sm', lineHeight: '1.4' })}
      style={{ ...custom, ...(message.hoverLinkColor ? ({ '--promo-hover': message.hoverLinkColor } as CSSProperties) : {}) }}
      data-block="promoBar"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={css({ maxW: '548px', mx: 'auto', px: '1', minH: '11', display: 'flex', alignItems: 'center', gap: '1' })}>
        {count > 1 && (
          <button type="button" className={control} onClick={() => step(-1)} aria-label={bt(lang, 'promo.previous')}>
            <Chevron d="M12.5 4.5 7 10l5.5 5.5" />
          </button>
        )}
        <div className={css({ flex: '1', minW: '0', textAlign: 'center', py: '1.5' })}>
          <ul aria-live={rotates && !paused && !held ? 'off' : 'polite'}>
            {messages.map((m, i) => (
              <li
                key={m.id ?? `${i}-${m.text ?? ''}`}
                data-active={i === active ? '' : undefined}
                aria-roledescription={count > 1 ? 'slide' : undefined}
                aria-label={count > 1 ? bt(lang, 'promo.message', { n: i + 1, count }) : undefined}
                className={css({ display: 'none', '&[data-active]': { display: 'block' } })}
              >
                <Message message={m} />
              </li>
            ))}
          </ul>
          {count > 1 && (
            <div className={css({ display: 'flex', justifyContent: 'center', gap: '0', mt: '0.5' })}>
              {messages.map((m, i) => (
                <button
                  key={m.id ?? i}
                  type="button"
                  aria-label={bt(lang, 'promo.message', { n: i + 1, count })}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => setCurrent(i)}
                  className={css({ w: '6', h: '6', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer', _after: { content: '""', w: '1.5', h: '1.5', rounded: 'full', bg: 'currentColor', opacity: 0.45 }, '&[aria-current=true]::after': { opacity: 1, w: '2', h: '2' } })}
                />
              ))}
            </div>
          )}
        </div>
        {count > 1 && (
          <button type="button" className={control} onClick={() => step(1)} aria-label={bt(lang, 'promo.next')}>
            <Chevron d="M7.5 4.5 13 10l-5.5 5.5" />
          </button>
        )}
        {rotates && (
          <button type="button" className={cx(control, css({ fontSize: 'xs', w: 'auto', px: '2' }))} onClick={() => setPaused((p) => !p)}>
            {bt(lang, paused ? 'blocks.play' : 'blocks.pause')}
          </button>
        )}
        {section.closable && (
          <button type="button" className={control} onClick={close} aria-label={bt(lang, 'promo.closeBar')} data-testid="promo-close">
            <Chevron d="M5 5l10 10M15 5 5 15" />
          </button>
        )}
      </div>
    </aside>
  )
}

const clamp = css({ lineClamp: '2' })
const linkStyle = css({ fontWeight: '700', textDecoration: 'underline', textUnderlineOffset: '0.2em', _hover: { textDecorationThickness: '2px', color: 'var(--promo-hover, inherit)' } })

function Message({ message }: { message: PromoMessage }) {
  const links = [...(message.link ? [message.link] : []), ...(message.targets ?? [])]
  const body = message.richText ? <RichHtml html={message.richText} as="span" /> : <span>{message.text}</span>
  const first = links[0]
  if (message.clickable && first) {
    return (
      <ContentLink url={first.url} targetAttribute={first.targetAttribute} className={cx(clamp, css({ _hover: { textDecoration: 'underline' } }))}>
        {body} <span className={linkStyle}>{first.text}</span>
      </ContentLink>
    )
  }
  return (
    <p className={clamp}>
      {body}
      {links.map((link, i) => (
        <span key={`${i}-${link.url}`}>
          {' '}
          <ContentLink url={link.url} targetAttribute={link.targetAttribute} className={linkStyle}>
            {link.text}
          </ContentLink>
        </span>
      ))}
    </p>
  )
}
