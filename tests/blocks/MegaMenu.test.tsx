// @vitest-environment happy-dom
// Mega menu (spec 002 sections 3, 4): three levels, the featured level-2 style, visual selectors and
// the banner, "Shop all" overridden or hidden per breakpoint; a panel opens on hover (hover trigger)
// or click (click trigger) and from its button by keyboard; Escape closes it and returns focus; a
// route change closes it; the mobile accordion reports each expansion; link clicks are reported.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MegaMenu, hasPanel, shopAllOf } from '../../src/blocks/megaMenu/MegaMenu'
import type { MenuResponse } from '../../src/contract/schemas/content'
import { renderWithRouter } from '../ui/renderWithRouter'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
beforeEach(() => {
  window.dataLayer = []
})
afterEach(cleanup)

const leaf = (id: string, title: string) => ({ id, title, url: `/en-us/c/${title.toLowerCase()}-${id}` })
const menu = (trigger: 'hover' | 'click' = 'hover'): MenuResponse => ({
  siteId: 'summit-en-us',
  trigger,
  items: [
    {
      ...leaf('1000', 'Men'),
      columns: [
        { ...leaf('1100', 'Clothing'), menuStyle: 'featured', children: [leaf('1101', 'Jackets'), leaf('1102', 'Fleece')] },
        { ...leaf('1200', 'Footwear'), children: [leaf('1201', 'Boots')] },
      ],
      menuBanner: { media: { src: '/media/hero/men.svg', alt: 'Layers', width: 1600, height: 700 }, title: 'Layers for the long way up', url: '/en-us/c/men-1000' },
    },
    { ...leaf('2000', 'Women'), columns: [{ ...leaf('2100', 'Clothing'), children: [leaf('2101', 'Jackets')] }], visualSelectorsTitle: 'Shop by activity', visualSelectors: [{ id: 'v1', title: 'Hiking', url: '/en-us/c/hiking-2200', mediaObject: { url: '/media/c/2200.svg', alt: 'Hiking' } }], overrideShopAll: { text: 'Everything for women' }, hideShopAll: { lg: true } },
    { id: 'journal', title: 'Journal', url: '/en-us/content/journal', menuIcon: 'leaf', titleVisibility: 'title+icon', columns: [] },
  ],
})

const bar = () => screen.getByRole('navigation', { name: 'Menu' })

describe('MegaMenu', () => {
  it('knows which items have a panel and what their Shop all says per breakpoint', () => {
    const [men, women, journal] = menu().items
    expect([hasPanel(men!), hasPanel(women!), hasPanel(journal!)]).toEqual([true, true, false])
    expect(shopAllOf(men!, 'lg', 'en')).toEqual({ text: 'Shop all Men', url: '/en-us/c/men-1000' })
    expect(shopAllOf(women!, 'sm', 'en')).toEqual({ text: 'Everything for women', url: '/en-us/c/women-2000' })
    expect(shopAllOf(women!, 'lg', 'en')).toBeUndefined()
  })

  it('opens a panel on hover with its three levels, featured column and banner; Escape closes it', async () => {
    await renderWithRouter(<MegaMenu menu={menu()} language="en" label="Menu" />)
    expect(within(bar()).getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/en-us/c/men-1000')
    const men = within(bar()).getByRole('button', { name: 'Men' })
    expect(men.getAttribute('aria-expanded')).toBe('false')
    fireEvent.mouseEnter(men.closest('li')!)
    expect(men.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(men.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(false)
    expect(within(panel).getByRole('link', { name: 'Jackets' })).toBeTruthy()
    expect(panel.querySelector('[data-menu-style=featured]')?.textContent).toContain('Clothing')
    expect(within(panel).getByRole('link', { name: /Layers for the long way up/ })).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Shop all Men' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(men.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(men)
  })

  it("keeps a panel's levels out of the page until it is first opened, then keeps them", async () => {
    await renderWithRouter(<MegaMenu menu={menu()} language="en" label="Menu" />)
    const men = within(bar()).getByRole('button', { name: 'Men' })
    const panel = document.getElementById(men.getAttribute('aria-controls')!)!
    // Closed and never opened: only the level-1 bar is in the page (and no drawer accordion).
    expect(panel.querySelector('a')).toBeNull()
    expect(bar().querySelectorAll('a[href="/en-us/c/jackets-1101"]')).toHaveLength(0)
    fireEvent.mouseEnter(men.closest('li')!)
    expect(within(panel).getByRole('link', { name: 'Jackets' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(panel.hidden).toBe(true)
    expect(panel.querySelector('a[href="/en-us/c/jackets-1101"]')).not.toBeNull()
  })

  it('by keyboard: the disclosure button opens the panel, Tab reaches its links, Escape returns', async () => {
    await renderWithRouter(<MegaMenu menu={menu()} language="en" label="Menu" />)
    const women = within(bar()).getByRole('button', { name: 'Women' })
    women.focus()
    fireEvent.click(women)
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!
    expect(within(panel).getByRole('link', { name: 'Hiking' })).toBeTruthy()
    expect(within(panel).queryByRole('link', { name: 'Everything for women' })).toBeNull()
    within(panel).getByRole('link', { name: 'Jackets' }).focus()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(women)
  })

  it('in click mode the item is a button that opens the panel; a route change closes it', async () => {
    const { router } = await renderWithRouter(<MegaMenu menu={menu('click')} language="en" label="Menu" />)
    const men = within(bar()).getByRole('button', { name: 'Men' })
    fireEvent.mouseEnter(men.closest('li')!)
    expect(men.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(men)
    expect(men.getAttribute('aria-expanded')).toBe('true')
    await act(async () => void (await router.navigate({ href: '/en-us/c/men-1000' })))
    expect(men.getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps the drawer a tap opened as the menu hydrated, before its effects ran; a route change still closes it', async () => {
    // Early input replays a tap kept before hydration once the menu's part has hydrated: on a busy
    // phone, before React ran the menu's effects. Here the tap comes in the mount's layout phase.
    function TapOnMount() {
      useLayoutEffect(() => screen.getByRole('button', { name: 'Open the menu' }).click(), [])
      return null
    }
    const { router } = await renderWithRouter(
      <>
        <MegaMenu menu={menu()} language="en" label="Menu" />
        <TapOnMount />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Close the menu' }).getAttribute('aria-expanded')).toBe('true')
    await act(async () => void (await router.navigate({ href: '/en-us/c/men-1000' })))
    expect(screen.getByRole('button', { name: 'Open the menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('reports link clicks, and each mobile section expansion', async () => {
    await renderWithRouter(<MegaMenu menu={menu()} language="en" label="Menu" />)
    fireEvent.click(within(bar()).getByRole('link', { name: 'Journal' }))
    expect(window.dataLayer?.[0]).toEqual({ event: 'topNavLinkClick', level: 1, title: 'Journal', url: '/en-us/content/journal' })
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
    const drawer = document.getElementById(screen.getByRole('button', { name: 'Close the menu' }).getAttribute('aria-controls')!)!
    const men = within(drawer).getAllByRole('button').find((b) => b.textContent?.startsWith('Men'))!
    fireEvent.click(men)
    expect(men.getAttribute('aria-expanded')).toBe('true')
    const clothing = within(drawer).getAllByRole('button').find((b) => b.textContent?.startsWith('Clothing'))!
    fireEvent.click(clothing)
    expect(within(drawer).getByRole('link', { name: 'Fleece' })).toBeTruthy()
    expect(window.dataLayer?.slice(1)).toEqual([
      { event: 'mobileMenuSectionClick', level: 1, title: 'Men', expanded: true },
      { event: 'mobileMenuSectionClick', level: 2, title: 'Clothing', expanded: true },
    ])
  })
})
