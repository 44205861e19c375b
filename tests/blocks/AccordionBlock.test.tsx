// @vitest-environment happy-dom
// Accordions: native disclosures, the first open when asked, grouped (one open at a time) unless
// several may open; items need a title and text.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { accordion, decoded } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('AccordionBlock', () => {
  it('decodes items and refuses an item without text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(accordion)?.type).toBe('accordion')
    expect(decodeSection({ ...accordion, items: [{ title: 'No answer' }] })).toBeUndefined()
  })

  it('renders each item as a disclosure, the first open, grouped unless several may open', async () => {
    const { container } = await renderBlocks(decoded(accordion, { ...accordion, id: 'faq-2', allowMultiple: true, openFirst: false }))
    const [first, second] = container.querySelectorAll('[data-block=accordion]')
    const items = first!.querySelectorAll('details')
    expect(items).toHaveLength(2)
    expect(items[0]!.open).toBe(true)
    expect(items[1]!.open).toBe(false)
    expect(items[0]!.getAttribute('name')).toBe('accordion-faq-1')
    expect(second!.querySelector('details')!.hasAttribute('name')).toBe(false)
    expect(screen.getAllByRole('heading', { name: 'Questions', level: 2 })).toHaveLength(2)
    expect(items[0]!.textContent).toContain('Room for a fleece.')
  })
})
