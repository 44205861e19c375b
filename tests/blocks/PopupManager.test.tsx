// @vitest-environment happy-dom
// Pop-up manager (spec 002 sections 3, 4, 9): the first pop-up not dismissed that may open on the
// page shows minimised (an impression), expands after its delay (default 2000 ms; an expand), a
// button reports a click, closing dismisses it for good (remembered) and reports the close; the
// newsletter kind (by name) holds the newsletter form; a malformed pop-up is dropped.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodePopups } from '../../src/contract/schemas/blocks/decodePopups'
import { choosePopup, opensOn } from '../../src/blocks/popups/choosePopup'
import { DISMISSED_KEY, readDismissed } from '../../src/blocks/popups/dismissedPopups'
import { PopupManager } from '../../src/blocks/popups/PopupManager'
import { popupsQuery } from '../../src/blocks/fragmentQueries'
import { popupKind } from '../../src/contract/contentRules'
import type { Popup } from '../../src/contract/schemas/content'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
beforeEach(() => {
  localStorage.clear()
  window.dataLayer = []
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const newsletter: Popup = { id: 'newsletter-10', name: 'Newsletter sign-up', title: 'Get 10% off', minimizedTitle: '10% off', targets: [], pathPrefixes: ['content/'] }
const account: Popup = { id: 'create-account', name: 'Account registration', delay: 5000, title: 'Create an account', minimizedTitle: 'Join us', targets: [{ text: 'Sign in', url: '/en-us/sign-in' }] }

const render = async (popups: ReadonlyArray<Popup>, path = '/en-us/content/outdoor-guide') => {
  const queryClient = testQueryClient()
  queryClient.setQueryData(popupsQuery(SITE).queryKey, popups)
  return renderWithRouter(<PopupManager site={SITE} />, queryClient, path)
}

describe('PopupManager', () => {
  it('decodes pop-ups one by one, dropping a malformed one with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodePopups([newsletter, { id: 'bad', name: 'x' }, account]).map((p) => p.id)).toEqual(['newsletter-10', 'create-account'])
    expect(String(warn.mock.calls[0]?.[0])).toContain('content pop-up bad is malformed')
  })

  it('chooses the first not dismissed that may open on the page; a name decides the kind', () => {
    expect(choosePopup([newsletter, account], [], '/en-us/content/journal')?.id).toBe('newsletter-10')
    expect(choosePopup([newsletter, account], ['newsletter-10'], '/en-us/content/journal')?.id).toBe('create-account')
    expect(choosePopup([newsletter, account], [], '/en-us/c/men-1000')?.id).toBe('create-account')
    expect(opensOn(account, '/en-us/checkout')).toBe(false)
    expect(popupKind(newsletter)).toBe('Newsletter')
    expect(popupKind(account)).toBe('Account/Registration')
  })

  it('shows minimised, expands after the default 2000 ms, reports both; dismissing is remembered and reported', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render([newsletter, account])
    expect(screen.getByRole('button', { name: 'Open: 10% off' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.dataLayer).toEqual([{ event: 'popupImpression', popupId: 'newsletter-10', popupName: 'Newsletter sign-up', popupType: 'Newsletter' }])
    await act(async () => void vi.advanceTimersByTime(1999))
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => void vi.advanceTimersByTime(1))
    const dialog = screen.getByRole('dialog', { name: 'Get 10% off' })
    expect(dialog.getAttribute('aria-modal')).toBe('false')
    expect(dialog.querySelector('[data-block=newsletterForm] input[type=email]')).toBeTruthy()
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'popupExpand', popupId: 'newsletter-10' })
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss 10% off' }))
    expect(readDismissed()).toEqual(['newsletter-10'])
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]')).toEqual(['newsletter-10'])
    expect(window.dataLayer?.[2]).toMatchObject({ event: 'popupClose', popupId: 'newsletter-10' })
    // The next one not dismissed takes its place, minimised first.
    expect(screen.getByRole('button', { name: 'Open: Join us' })).toBeTruthy()
  })

  it('expands into a panel of its own: the minimised tab is not moved and grown (a layout shift)', async () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(['newsletter-10']))
    await render([newsletter, account])
    const tab = screen.getByRole('button', { name: 'Open: Join us' }).parentElement!
    fireEvent.click(screen.getByRole('button', { name: 'Open: Join us' }))
    const panel = screen.getByRole('dialog', { name: 'Create an account' })
    expect(panel).not.toBe(tab)
    expect(tab.isConnected).toBe(false)
  })

  it('an account pop-up reports a click on its button, and minimising keeps it', async () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(['newsletter-10']))
    await render([newsletter, account])
    fireEvent.click(screen.getByRole('button', { name: 'Open: Join us' }))
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'popupClick', popupId: 'create-account', popupType: 'Account/Registration', label: 'Sign in', url: '/en-us/sign-in' })
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }))
    expect(screen.getByRole('button', { name: 'Open: Join us' })).toBeTruthy()
  })
})
