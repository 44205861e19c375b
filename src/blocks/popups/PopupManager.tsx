// The pop-up manager (spec 002 sections 3, 4, 7, 9): the pop-ups are fetched once per visit; the
// first one not yet dismissed that may open on this page shows minimised (a tab in the corner with
// its minimised title; an impression is reported), then expands after its delay (default 2000 ms;
// an expand is reported) into a panel with its logo, title, the newsletter form for a Newsletter
// pop-up (a name containing "newsletter") or its buttons for an Account/Registration one, and its
// disclaimer. A button reports a click. Closing dismisses it for good (its id is remembered) and is
// reported. The panel is a non-modal dialog: it never takes the focus or blocks the page, and
// Escape minimises it.
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { css } from 'styled-system/css'
import type { Site } from '../../api/queries'
import { POPUP_DEFAULT_DELAY_MS, popupKind } from '../../contract/contentRules'
import type { Popup } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { pushAnalyticsEvent } from '../../ui/analytics'
import { imageUrl } from '../../ui/imageUrl'
import { popupsQuery } from '../fragmentQueries'
import { NewsletterFormBlock } from '../newsletterForm/NewsletterFormBlock'
import { TargetButtons } from '../shared/TargetButtons'
import { bt } from '../strings'
import { choosePopup } from './choosePopup'
import { readDismissed, rememberDismissed } from './dismissedPopups'

export function PopupManager({ site }: { site: Site }) {
  const { data: popups } = useQuery(popupsQuery(site))
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [dismissed, setDismissed] = useState<ReadonlyArray<string>>(() => readDismissed())
  const popup = popups ? choosePopup(popups, dismissed, pathname) : undefined
  if (!popup) return null
  return (
    <PopupView
      key={popup.id}
      popup={popup}
      site={site}
      onDismiss={() => {
        pushAnalyticsEvent({ event: 'popupClose', popupId: popup.id, popupName: popup.name, popupType: popupKind(popup) })
        setDismissed(rememberDismissed(popup.id))
      }}
    />
  )
}

function PopupView({ popup, site, onDismiss }: { popup: Popup; site: Site; onDismiss: () => void }) {
  const lang = LOCALE_INFO[site.locale].language
  const kind = popupKind(popup)
  const [expanded, setExpanded] = useState(false)
  const titleId = useId()
  const tab = useRef<HTMLButtonElement>(null)
  const base = { popupId: popup.id, popupName: popup.name, popupType: kind } as const

  useEffect(() => {
    pushAnalyticsEvent({ event: 'popupImpression', ...base })
    const timer = setTimeout(() => {
      setExpanded(true)
      pushAnalyticsEvent({ event: 'popupExpand', ...base })
    }, popup.delay ?? POPUP_DEFAULT_DELAY_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per pop-up shown
  }, [popup.id])

  const colours: CSSProperties = { ...(popup.backgroundColor ? { backgroundColor: popup.backgroundColor } : {}) }
  const corner = css({ position: 'fixed', zIndex: 'overlay', left: { base: '2', md: '4' }, bottom: { base: '2', md: '4' } })

  if (!expanded) {
    return (
      // Each state its own element (keys): the tab does not grow into the panel, which would be a
      // layout shift of the tab; the panel appears as new content instead.
      <div key="minimised" className={corner} data-popup={popup.id} data-state="minimised">
        <button ref={tab} type="button" onClick={() => setExpanded(true)} aria-label={bt(lang, 'popup.open', { title: popup.minimizedTitle })} className={css({ minH: '11', px: '4', rounded: 'full', bg: 'brand', color: 'brand.fg', fontWeight: '700', shadow: 'raised', cursor: 'pointer' })} style={colours}>
          {popup.minimizedTitle}
        </button>
      </div>
    )
  }
  return (
    // A non-modal dialog: Escape inside it minimises it (it never holds the focus).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape minimises the pop-up
    <div
      key="expanded"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-popup={popup.id}
      data-state="expanded"
      data-popup-type={kind}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setExpanded(false)
      }}
      className={css({ position: 'fixed', zIndex: 'overlay', left: { base: '2', md: '4' }, right: { base: '2', md: 'auto' }, bottom: { base: '2', md: '4' }, w: { md: '26rem' }, maxH: '80vh', overflowY: 'auto', bg: 'bg', color: 'fg', rounded: 'lg', shadow: 'overlay', borderWidth: '1px', borderColor: 'border', p: '5' })}
      style={colours}
    >
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
        <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
          {popup.logo && (
            <img src={imageUrl(popup.logo.url, popup.logo)} alt={popup.logo.alt} width={popup.logo.width} height={popup.logo.height} className={popup.logoSize === 'large' ? css({ h: '12', w: 'auto', alignSelf: 'flex-start' }) : css({ h: '7', w: 'auto', alignSelf: 'flex-start' })} />
          )}
          <h2 id={titleId} className={css({ textStyle: 'heading.sm', fontSize: 'xl' })} style={popup.titleColor ? { color: popup.titleColor } : undefined}>
            {popup.maximizedTitle ?? popup.title}
          </h2>
          {popup.maximizedTitle && popup.maximizedTitle !== popup.title && <p>{popup.title}</p>}
        </div>
        <button type="button" onClick={() => setExpanded(false)} aria-label={bt(lang, 'popup.minimise')} className={css({ w: '11', h: '11', rounded: 'full', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}>
          <span aria-hidden="true">–</span>
        </button>
        <button type="button" onClick={onDismiss} aria-label={bt(lang, 'popup.dismiss', { title: popup.minimizedTitle })} data-testid="popup-dismiss" className={css({ w: '11', h: '11', rounded: 'full', cursor: 'pointer', fontSize: 'xl', _hover: { bg: 'bg.subtle' } })}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {kind === 'Newsletter' ? (
        <div className={css({ mt: '2', '& [data-block=newsletterForm]': { p: '0' }, '& [data-block=newsletterForm] h2': { srOnly: true } })} onClickCapture={(event) => (event.target as Element).closest?.('button[type=submit]') && pushAnalyticsEvent({ event: 'popupClick', ...base, label: 'submit', url: '' })}>
          <NewsletterFormBlock section={{ type: 'newsletterForm', id: `popup-${popup.id}`, name: popup.name, title: popup.maximizedTitle ?? popup.title }} site={site} index={0} aboveFold />
        </div>
      ) : (
        <div
          className={css({ mt: '4' })}
          onClickCapture={(event) => {
            const link = (event.target as Element).closest?.('a')
            if (link) pushAnalyticsEvent({ event: 'popupClick', ...base, label: link.textContent ?? '', url: link.getAttribute('href') ?? '' })
          }}
        >
          <TargetButtons targets={popup.targets} />
        </div>
      )}
      {popup.disclaimer && (
        <p className={css({ mt: '3', fontSize: 'xs', color: 'fg.muted' })} style={popup.disclaimerColor ? { color: popup.disclaimerColor } : undefined}>
          {popup.disclaimer}
        </p>
      )}
    </div>
  )
}
