// @vitest-environment happy-dom
// Promo bar (spec 002 sections 3, 4, 5, 9): one message at a time with arrows and dots when more than
// one remains; rotation every autorotateTime seconds, held by its pause button; empty messages and
// messages of an empty section dropped; at most maxMessages; closing hides it and stores the flag
// in the cookie the server reads; a content colour gets the more contrasting text.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Schema } from 'effect'
import { markSectionEmpty } from '../../src/blocks/emptySections'
import { readableTextOn, shownMessages } from '../../src/blocks/promoBar/PromoBarBlock'
import { CLOSED_COOKIE, ClosedFlagsProvider, parseClosed } from '../../src/blocks/shared/closedFlags'
import { PromoBarSection } from '../../src/contract/schemas/content'
import { renderBlocks } from './renderBlocks'
import { decoded, promoBar, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  document.cookie = `${CLOSED_COOKIE}=; Max-Age=0; Path=/`
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const active = (container: HTMLElement) => container.querySelector('li[data-active]')?.textContent

describe('PromoBarBlock', () => {
  it('decodes the content and refuses a malformed bar', () => {
    expect(Schema.decodeUnknownSync(PromoBarSection)({ ...promoBar, autorotateTime: 5, closable: true, maxMessages: 2 }).autorotateTime).toBe(5)
    expect(() => Schema.decodeUnknownSync(PromoBarSection)({ ...promoBar, autorotateTime: 0.5 })).toThrow()
    expect(() => Schema.decodeUnknownSync(PromoBarSection)({ ...promoBar, backgroundColor: 'red; x: y' })).toThrow()
  })

  it('renders the messages with their links and steps through them with the arrows and dots', async () => {
    const { container } = await renderBlocks(decoded(promoBar), { site: { brand: 'fjell', locale: 'fr-fr' } })
    const bar = screen.getByRole('complementary', { name: 'Offres' })
    expect(bar.getAttribute('data-block')).toBe('promoBar')
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/en-us/c/jackets-1001')
    expect(active(container)).toBe('Free delivery over $75')
    fireEvent.click(screen.getByRole('button', { name: 'Offre suivante' }))
    expect(active(container)).toContain('New season jackets')
    fireEvent.click(screen.getByRole('button', { name: 'Offre suivante' }))
    expect(active(container)).toBe('Free delivery over $75')
    fireEvent.click(screen.getByRole('button', { name: 'Offre précédente' }))
    expect(active(container)).toContain('New season jackets')
    fireEvent.click(screen.getByRole('button', { name: 'Offre 1 sur 2' }))
    expect(active(container)).toBe('Free delivery over $75')
  })

  it('rotates every autorotateTime seconds until paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { container } = await renderBlocks(decoded({ ...promoBar, autorotateTime: 4 }))
    expect(active(container)).toBe('Free delivery over $75')
    await act(async () => void vi.advanceTimersByTime(4000))
    expect(active(container)).toContain('New season jackets')
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    await act(async () => void vi.advanceTimersByTime(12_000))
    expect(active(container)).toContain('New season jackets')
  })

  it('shows no arrows for a single message, drops empty ones and keeps at most maxMessages', async () => {
    const section = decoded({ ...promoBar, messages: [{ text: 'One' }, { text: '  ' }, { text: 'Two' }, { text: 'Three' }], maxMessages: 2 })[0]!
    expect(section.type === 'promoBar' && shownMessages(section, new Set()).map((m) => m.text)).toEqual(['One', 'Two'])
    await renderBlocks(decoded({ ...promoBar, messages: [{ text: 'Only' }, { text: '' }] }))
    expect(screen.queryByRole('button', { name: 'Next offer' })).toBeNull()
  })

  it('drops the messages of a section found empty', async () => {
    const { container } = await renderBlocks(decoded({ ...promoBar, messages: [{ text: 'For members', sectionId: 'seg-members' }, { text: 'For everyone' }] }))
    expect(container.querySelectorAll('[data-block=promoBar] li')).toHaveLength(2)
    act(() => markSectionEmpty('seg-members'))
    expect(container.querySelectorAll('[data-block=promoBar] li')).toHaveLength(1)
    expect(active(container)).toBe('For everyone')
  })

  it('closes for good: the flag goes into the cookie the server reads', async () => {
    await loadAndRenderInProvider([])
    fireEvent.click(screen.getByRole('button', { name: 'Close offers' }))
    expect(screen.queryByRole('complementary', { name: 'Offers' })).toBeNull()
    expect(parseClosed(document.cookie.split('; ').find((c) => c.startsWith(`${CLOSED_COOKIE}=`))?.slice(CLOSED_COOKIE.length + 1))).toEqual(['promoBar:promo-1'])
    cleanup()
    // A later page whose request carried the cookie renders no bar.
    await loadAndRenderInProvider(['promoBar:promo-1'])
    expect(screen.queryByRole('complementary', { name: 'Offers' })).toBeNull()
    cleanup()
    // A shared page, rendered without the cookie, hides the bar once the page has read its cookie.
    await loadAndRenderInProvider([])
    await act(async () => {})
    expect(screen.queryByRole('complementary', { name: 'Offers' })).toBeNull()
  })

  it('picks readable text for a content background colour', async () => {
    expect(readableTextOn('#fde68a')).toBe('#171714')
    expect(readableTextOn('#1f4d3a')).toBe('#ffffff')
    expect(readableTextOn('tomato')).toBeUndefined()
    await renderBlocks(decoded({ ...promoBar, backgroundColor: '#fde68a' }), { site: SITE })
    const bar = screen.getByRole('complementary', { name: 'Offers' })
    expect(bar.style.color).toMatch(/#171714|rgb\(23, 23, 20\)/)
  })
})

async function loadAndRenderInProvider(initial: ReadonlyArray<string>) {
  const { Blocks } = await import('../../src/blocks/BlockRenderer')
  const { loadBlocks } = await import('../../src/blocks/registry')
  const { renderWithRouter } = await import('../ui/renderWithRouter')
  const sections = decoded({ ...promoBar, closable: true })
  await loadBlocks(sections)
  return renderWithRouter(
    <ClosedFlagsProvider initial={initial}>
      <Blocks sections={sections} site={SITE} />
    </ClosedFlagsProvider>,
  )
}
