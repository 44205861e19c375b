// Mega menu (spec 002 sections 3, 4, 7, 9): the content service's menu in three levels.
// Wide screens: a bar of level-1 links (2.35rem tall); one with columns, a banner or visual selectors
// opens its panel on hover (trigger "hover", the default: the link still navigates) or on click
// (trigger "click": the item is a button), and always from its disclosure button by keyboard. The
// panel holds the level-2 columns (1/6 of the width each; the featured style on a tinted panel) with
// their level-3 links, the visual selectors and the banner, and "Shop all" (its text and target
// overridable, hidden per breakpoint). Escape closes it and returns focus; a route change closes it.
// Small screens: a Menu button opens an accordion where each level-1 and level-2 item expands and
// collapses, each expansion reporting the mobile menu section event. Clicks on links report the top
// nav link event (src/ui/analytics.ts).
import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { MenuLevel1, MenuLevel2, MenuResponse } from '../../contract/schemas/content'
import type { Language } from '../../ui/strings'
import { pushAnalyticsEvent } from '../../ui/analytics'
import { ContentIcon } from '../../ui/ContentIcon'
import { ContentLink } from '../../ui/ContentLink'
import { imageUrl } from '../../ui/imageUrl'
import { bt } from '../strings'

export interface MegaMenuProps {
  readonly menu: MenuResponse
  readonly language: Language
  /** The navigation landmark's name. */
  readonly label: string
}

/** Whether a level-1 item has a panel to open. */
export const hasPanel = (item: MenuLevel1): boolean => item.columns.length > 0 || Boolean(item.menuBanner) || (item.visualSelectors?.length ?? 0) > 0

/** The "Shop all" link of an item (its text and target overridable), or undefined when hidden at this breakpoint. */
export const shopAllOf = (item: MenuLevel1, breakpoint: 'sm' | 'md' | 'lg', language: Language): { text: string; url: string } | undefined => {
  const hidden = item.hideShopAll?.[breakpoint] ?? (breakpoint === 'lg' ? item.hideShopAll?.md : undefined) ?? item.hideShopAll?.sm
  if (hidden) return undefined
  return { text: item.overrideShopAll?.text ?? bt(language, 'menu.shopAll', { name: item.title }), url: item.overrideShopAll?.url ?? item.url }
}

const track = (level: 1 | 2 | 3, title: string, url: string) => () => pushAnalyticsEvent({ event: 'topNavLinkClick', level, title, url })

const Title = ({ item }: { item: { title: string; menuIcon?: MenuLevel1['menuIcon']; titleVisibility?: MenuLevel1['titleVisibility'] } }) => {
  const visibility = item.titleVisibility ?? 'title'
  return (
    <>
      {item.menuIcon && visibility !== 'title' && <ContentIcon name={item.menuIcon} size="1.1em" className={cx(css({ display: 'inline-block', verticalAlign: '-0.15em' }), visibility === 'icon' ? css({ mr: '0' }) : css({ mr: '1.5' }))} />}
      {visibility === 'icon' && item.menuIcon ? <span className={css({ srOnly: true })}>{item.title}</span> : item.title}
    </>
  )
}

const barLink = css({ display: 'inline-flex', alignItems: 'center', h: '2.35rem', px: '1', fontWeight: 'semibold', fontSize: 'sm', whiteSpace: 'nowrap', _hover: { color: 'accent' }, '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '0.4em' } })
const toggle = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '6', h: '6', rounded: 'sm', cursor: 'pointer', color: 'fg.muted', _hover: { color: 'fg', bg: 'bg.subtle' }, '& svg': { transition: 'transform 150ms' }, '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' } })
const Chevron = () => (
  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 7.5 10 12.5 15 7.5" />
  </svg>
)

export function MegaMenu({ menu, language, label }: MegaMenuProps) {
  const [open, setOpen] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  // A panel's levels 2 and 3 (and the drawer's accordion) are rendered once first opened, then kept:
  // closed, they were about 300 hidden elements in every page's HTML, parsed and hydrated for nothing
  // (every page's largest part of the header). The level-1 links, and the sitemaps, are what crawlers follow.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set())
  const seen = open === null || opened.has(open) ? opened : new Set([...opened, open])
  if (seen !== opened) setOpened(seen)
  const [drawerOpened, setDrawerOpened] = useState(false)
  if (mobileOpen && !drawerOpened) setDrawerOpened(true)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const toggles = useRef(new Map<string, HTMLButtonElement>())
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const trigger = menu.trigger ?? 'hover'
  const ids = useId()
  const nav = useRef<HTMLElement>(null)

  // Any route change closes the menu (panel and mobile drawer); its first render is no change. Run
  // on mount too, this closed a menu the shopper opened before the page hydrated: the tap, kept by
  // early input, is replayed as soon as the menu has hydrated, and on a busy phone that came before
  // React ran this effect, which then shut the drawer the tap had just opened.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setOpen(null)
    setMobileOpen(false)
  }, [pathname])

  const close = useCallback((returnFocus: boolean) => {
    setOpen((current) => {
      if (returnFocus && current) toggles.current.get(current)?.focus()
      return null
    })
  }, [])

  // Escape closes the open panel from anywhere (focus in the panel or the pointer over it).
  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  const hoverOpen = (id: string) => {
    if (trigger !== 'hover') return
    clearTimeout(closeTimer.current)
    setOpen(id)
  }
  const hoverClose = () => {
    if (trigger !== 'hover') return
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpen(null), 200)
  }
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // This code loads when the pointer first comes over the menu (src/blocks/LazyHydrate.tsx,
  // `interaction`): the item it rests on had its mouseenter before React listened, so its panel opens now.
  useEffect(() => {
    if (trigger !== 'hover') return
    const resting = nav.current?.querySelector<HTMLElement>('li[data-menu-item]:hover')?.dataset.menuItem
    if (resting) setOpen(resting)
  }, [trigger])

  return (
    // The panels are placed against the (sticky, so positioned) site header: full width, below it.
    <nav ref={nav} aria-label={label} data-block="megaMenu" data-trigger={trigger}>
      {/* Wide screens: the bar. */}
      <ul className={css({ display: { base: 'none', md: 'flex' }, gap: '4', alignItems: 'center' })}>
        {menu.items.map((item) => {
          const panel = hasPanel(item)
          const panelId = `${ids}-panel-${item.id}`
          const isOpen = open === item.id
          return (
            <li key={item.id} data-menu-item={panel ? item.id : undefined} onMouseEnter={() => panel && hoverOpen(item.id)} onMouseLeave={hoverClose} className={css({ display: 'flex', alignItems: 'center', gap: '0.5' })}>
              {trigger === 'click' && panel ? (
                <button type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(isOpen ? null : item.id)} ref={(el) => void (el ? toggles.current.set(item.id, el) : toggles.current.delete(item.id))} className={cx(barLink, css({ cursor: 'pointer', gap: '1' }))}>
                  <Title item={item} />
                  <Chevron />
                </button>
              ) : (
                <>
                  <ContentLink url={item.url} className={barLink} onClick={track(1, item.title, item.url)}>
                    <Title item={item} />
                  </ContentLink>
                  {panel && (
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      aria-label={item.title}
                      onClick={() => setOpen(isOpen ? null : item.id)}
                      ref={(el) => void (el ? toggles.current.set(item.id, el) : toggles.current.delete(item.id))}
                      className={toggle}
                    >
                      <Chevron />
                    </button>
                  )}
                </>
              )}
              {panel && <Panel item={item} id={panelId} open={isOpen} rendered={seen.has(item.id)} language={language} onClose={close} />}
            </li>
          )
        })}
      </ul>
      {/* Small screens: the Menu button and the accordion. */}
      <div className={css({ display: { base: 'block', md: 'none' } })}>
        <button
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={`${ids}-drawer`}
          onClick={() => setMobileOpen((o) => !o)}
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', fontWeight: 'semibold', cursor: 'pointer' })}
        >
          <span aria-hidden="true">☰</span>
          {bt(language, mobileOpen ? 'menu.closeMenu' : 'menu.open')}
        </button>
        <div id={`${ids}-drawer`} hidden={!mobileOpen} className={css({ borderTopWidth: '1px', borderColor: 'border', pb: '4' })}>
          {drawerOpened && <MobileMenu menu={menu} language={language} />}
        </div>
      </div>
    </nav>
  )
}

function Panel({ item, id, open, rendered, language, onClose }: { item: MenuLevel1; id: string; open: boolean; rendered: boolean; language: Language; onClose: (returnFocus: boolean) => void }) {
  const shopAll = shopAllOf(item, 'lg', language)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose(true)
    }
  }
  return (
    // A panel of links (a disclosure's content), not a dialog: Tab moves through it and out of it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the panel from inside it
    <div
      id={id}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-panel={item.id}
      className={css({ position: 'absolute', left: '0', right: '0', top: '100%', zIndex: 'dropdown', bg: 'bg', borderTopWidth: '1px', borderBottomWidth: '1px', borderColor: 'border', shadow: 'raised', maxH: 'calc(100vh - 5rem)', overflowY: 'auto' })}
    >
      {rendered && (
        <div className={css({ maxW: '7xl', mx: 'auto', px: '6', py: '6', display: 'flex', gap: '6', alignItems: 'flex-start' })}>
          <div className={css({ flex: '1', display: 'flex', flexWrap: 'wrap', gap: '6' })}>
            {item.columns.map((column) => (
              <Column key={column.id} column={column} />
            ))}
            {item.visualSelectors && item.visualSelectors.length > 0 && (
              <div className={css({ flexBasis: 'full' })}>
                {item.visualSelectorsTitle && <p className={css({ fontWeight: '700', mb: '3' })}>{item.visualSelectorsTitle}</p>}
                <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
                  {item.visualSelectors.map((selector) => (
                    <li key={selector.id}>
                      <ContentLink url={selector.url} onClick={track(2, selector.title, selector.url)} className={cx('group', css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', w: '24', textAlign: 'center', fontSize: 'sm' }))}>
                        <img src={imageUrl(selector.mediaObject.url, { width: 96, height: 96 })} alt="" title={selector.mediaObject.seoTitle} width={96} height={96} loading="lazy" className={css({ w: '24', h: '24', rounded: 'full', objectFit: 'cover', bg: 'bg.subtle' })} />
                        <span className={css({ _groupHover: { textDecoration: 'underline' } })}>{selector.title}</span>
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {shopAll && (
              <p className={css({ flexBasis: 'full' })}>
                <ContentLink url={shopAll.url} onClick={track(1, shopAll.text, shopAll.url)} className={css({ fontWeight: '700', textDecoration: 'underline', textUnderlineOffset: '0.2em', display: 'inline-flex', minH: '6', alignItems: 'center' })}>
                  {shopAll.text}
                </ContentLink>
              </p>
            )}
          </div>
          {item.menuBanner && (
            <ContentLink url={item.menuBanner.url} onClick={track(1, item.menuBanner.title, item.menuBanner.url)} className={cx('group', css({ display: 'block', w: '18rem', flexShrink: 0 }))}>
              <img src={imageUrl(item.menuBanner.media.src, { width: 288, height: 180 })} alt={item.menuBanner.media.alt} width={288} height={180} loading="lazy" className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', rounded: 'card', bg: 'bg.subtle' })} />
              {item.menuBanner.eyebrowText && <span className={css({ display: 'block', textStyle: 'eyebrow', mt: '2', color: 'fg.muted' })}>{item.menuBanner.eyebrowText}</span>}
              <span className={css({ display: 'block', fontWeight: '700', mt: '1', _groupHover: { textDecoration: 'underline' } })}>{item.menuBanner.title}</span>
            </ContentLink>
          )}
        </div>
      )}
    </div>
  )
}

function Column({ column }: { column: MenuLevel2 }) {
  const featured = column.menuStyle === 'featured'
  return (
    <div data-menu-style={column.menuStyle ?? 'default'} className={cx(css({ w: 'calc(100% / 6)', minW: '10rem' }), featured && css({ bg: 'bg.subtle', p: '3', rounded: 'md' }))}>
      <ContentLink url={column.url} onClick={track(2, column.title, column.url)} className={cx(css({ display: 'inline-flex', minH: '6', alignItems: 'center', fontWeight: '700', mb: '2', _hover: { textDecoration: 'underline' } }), featured && css({ fontSize: 'lg', color: 'accent.text' }))}>
        <Title item={column} />
      </ContentLink>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {column.children.map((leaf) => (
          <li key={leaf.id}>
            <ContentLink url={leaf.url} onClick={track(3, leaf.title, leaf.url)} className={css({ display: 'inline-flex', minH: '6', alignItems: 'center', fontSize: 'sm', color: 'fg.muted', _hover: { color: 'fg', textDecoration: 'underline' } })}>
              <Title item={leaf} />
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

function MobileMenu({ menu, language }: { menu: MenuResponse; language: Language }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const ids = useId()
  const flip = (key: string, level: 1 | 2, title: string) => {
    const next = new Set(expanded)
    const opening = !next.has(key)
    if (opening) next.add(key)
    else next.delete(key)
    setExpanded(next)
    if (opening) pushAnalyticsEvent({ event: 'mobileMenuSectionClick', level, title, expanded: true })
  }
  const row = css({ display: 'flex', w: 'full', alignItems: 'center', justifyContent: 'space-between', minH: '11', cursor: 'pointer', fontWeight: 'semibold', textAlign: 'left' })
  return (
    <ul>
      {menu.items.map((item) => {
        const key = item.id
        const open = expanded.has(key)
        const shopAll = shopAllOf(item, 'sm', language)
        if (!hasPanel(item))
          return (
            <li key={item.id} className={css({ borderBottomWidth: '1px', borderColor: 'border' })}>
              <ContentLink url={item.url} className={cx(row, css({ justifyContent: 'flex-start' }))}>
                <Title item={item} />
              </ContentLink>
            </li>
          )
        return (
          <li key={item.id} className={css({ borderBottomWidth: '1px', borderColor: 'border' })}>
            <button type="button" aria-expanded={open} aria-controls={`${ids}-${key}`} onClick={() => flip(key, 1, item.title)} className={row}>
              <Title item={item} />
              <span aria-hidden="true">{open ? '−' : '+'}</span>
            </button>
            <ul id={`${ids}-${key}`} hidden={!open} className={css({ pl: '3', pb: '2' })}>
              {shopAll && (
                <li>
                  <ContentLink url={shopAll.url} className={css({ display: 'flex', minH: '11', alignItems: 'center', fontWeight: '700', textDecoration: 'underline' })}>
                    {shopAll.text}
                  </ContentLink>
                </li>
              )}
              {item.columns.map((column) => {
                const columnKey = `${item.id}/${column.id}`
                const columnOpen = expanded.has(columnKey)
                return (
                  <li key={column.id}>
                    <button type="button" aria-expanded={columnOpen} aria-controls={`${ids}-${columnKey}`} onClick={() => flip(columnKey, 2, column.title)} className={cx(row, column.menuStyle === 'featured' ? css({ fontWeight: '700' }) : css({ fontWeight: '500' }))}>
                      <Title item={column} />
                      <span aria-hidden="true">{columnOpen ? '−' : '+'}</span>
                    </button>
                    <ul id={`${ids}-${columnKey}`} hidden={!columnOpen} className={css({ pl: '3' })}>
                      <li>
                        <ContentLink url={column.url} className={css({ display: 'flex', minH: '11', alignItems: 'center', textDecoration: 'underline' })}>
                          {bt(language, 'menu.shopAll', { name: column.title })}
                        </ContentLink>
                      </li>
                      {column.children.map((leaf) => (
                        <li key={leaf.id}>
                          <ContentLink url={leaf.url} className={css({ display: 'flex', minH: '11', alignItems: 'center', color: 'fg.muted' })}>
                            <Title item={leaf} />
                          </ContentLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
