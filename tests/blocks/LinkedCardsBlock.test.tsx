// @vitest-environment happy-dom
// Linked cards: each card one link (its title's), its copy placed per breakpoint (overlay, top,
// bottom; left or centred), an optional badge.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cardLayouts } from '../../src/blocks/linkedCards/LinkedCardsBlock'
import { decodeSection } from '../../src/blocks/sections'
import type { LinkedCardsSection } from '../../src/contract/schemas/content'
import { renderBlocks } from './renderBlocks'
import { decoded, linkedCards } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('LinkedCardsBlock', () => {
  it('decodes the layouts and refuses an unknown one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(linkedCards)?.type).toBe('linkedCards')
    expect(decodeSection({ ...linkedCards, cards: [{ ...linkedCards.cards[0], responsiveLayout: { sm: { layout: 'sideways' } } }] })).toBeUndefined()
  })

  it('works out each breakpoint’s layout from the smaller one', () => {
    const section = decoded(linkedCards)[0] as LinkedCardsSection
    expect(cardLayouts(section.cards[0]!)).toEqual({ sm: { layout: 'overlay-bottom', alignment: 'left' }, md: { layout: 'overlay-bottom', alignment: 'left' }, lg: { layout: 'overlay', alignment: 'center' } })
  })

  it('renders each card as one link with its badge', async () => {
    const { container } = await renderBlocks(decoded(linkedCards))
    expect(screen.getByRole('link', { name: 'Base layer' }).getAttribute('href')).toBe('/en-us/c/base-1001')
    expect(screen.getByAltText('New')).toBeTruthy()
    const copy = container.querySelector('[data-lg=overlay]')
    expect(copy?.getAttribute('data-lg-align')).toBe('center')
  })
})
