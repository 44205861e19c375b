// @vitest-environment happy-dom
// Call-to-action buttons: a row of button links in their styles, aligned and optionally equal.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { ctaButtons, decoded } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('CtaButtonsBlock', () => {
  it('decodes buttons and refuses none or an unknown style', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(ctaButtons)?.type).toBe('ctaButtons')
    expect(decodeSection({ ...ctaButtons, targets: [] })).toBeUndefined()
    expect(decodeSection({ ...ctaButtons, targets: [{ text: 'x', url: '/en-us', style: 'neon' }] })).toBeUndefined()
  })

  it('renders the buttons, equal in size, centred', async () => {
    const { container } = await renderBlocks(decoded(ctaButtons))
    expect(screen.getByRole('link', { name: 'Shop men' }).getAttribute('href')).toBe('/en-us/c/men-1000')
    expect(screen.getByRole('link', { name: 'Shop women' })).toBeTruthy()
    const row = container.querySelector('[data-block=ctaButtons] [data-equal-size]') as HTMLElement
    expect(row.style.justifyContent).toBe('center')
  })
})
