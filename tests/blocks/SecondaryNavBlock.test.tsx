// @vitest-environment happy-dom
// Secondary navigation: a named navigation of links, spread when aligned right, collapsible on small
// screens (a disclosure that closes when a link is clicked).
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { decoded, secondaryNav } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('SecondaryNavBlock', () => {
  it('decodes and refuses a bar without links', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(secondaryNav)?.type).toBe('secondaryNav')
    expect(decodeSection({ ...secondaryNav, targets: [] })).toBeUndefined()
  })

  it('spreads its links when aligned right, and its small-screen list closes when a link is clicked', async () => {
    await renderBlocks(decoded(secondaryNav))
    const nav = screen.getByRole('navigation', { name: 'On this page' })
    const toggle = within(nav).getByRole('button', { name: /On this page/ })
    const list = nav.querySelector('ul') as HTMLElement
    expect(list.style.justifyContent).toBe('space-between')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(list.dataset.open).toBe('true')
    fireEvent.click(within(nav).getByRole('link', { name: 'Packing' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
