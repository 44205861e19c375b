// @vitest-environment happy-dom
// Promo bar: every message is in the page, one is active at a time on small screens and the buttons
// step through them; a content background colour gets the more contrasting text colour.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { readableTextOn } from '../../src/blocks/promoBar/PromoBarBlock'
import { renderWithRouter } from '../ui/renderWithRouter'
import { decoded, promoBar, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(cleanup)

describe('PromoBarBlock', () => {
  it('renders the messages with their links and steps through them', async () => {
    const { container } = await renderWithRouter(<Blocks sections={decoded(promoBar)} site={{ brand: 'fjell', locale: 'fr-fr' }} />)
    const bar = screen.getByRole('complementary', { name: 'Offres' })
    expect(bar.textContent).toContain('Free delivery over $75')
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/en-us/c/jackets-1001')
    const active = () => container.querySelector('li[data-active]')?.textContent
    expect(active()).toBe('Free delivery over $75')
    fireEvent.click(screen.getByRole('button', { name: 'Offre suivante' }))
    expect(active()).toContain('New season jackets')
    fireEvent.click(screen.getByRole('button', { name: 'Offre suivante' }))
    expect(active()).toBe('Free delivery over $75')
    fireEvent.click(screen.getByRole('button', { name: 'Offre précédente' }))
    expect(active()).toContain('New season jackets')
  })

  it('picks readable text for a content background colour', async () => {
    expect(readableTextOn('#fde68a')).toBe('#171714')
    expect(readableTextOn('#1f4d3a')).toBe('#ffffff')
    expect(readableTextOn('tomato')).toBeUndefined()
    await renderWithRouter(<Blocks sections={decoded({ ...promoBar, backgroundColor: '#fde68a' })} site={SITE} />)
    const bar = screen.getByRole('complementary', { name: 'Offers' })
    expect(bar.style.color).toMatch(/#171714|rgb\(23, 23, 20\)/)
  })
})
