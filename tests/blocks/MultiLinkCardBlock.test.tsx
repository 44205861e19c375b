// @vitest-environment happy-dom
// Multi-link card: a title (a link when it has a target) and its list of links.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { decoded, multiLinkCard } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('MultiLinkCardBlock', () => {
  it('decodes and refuses a card without links', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(multiLinkCard)?.type).toBe('multiLinkCard')
    expect(decodeSection({ ...multiLinkCard, targets: [] })).toBeUndefined()
  })

  it('renders the title as a link and each link', async () => {
    const { container } = await renderBlocks(decoded(multiLinkCard))
    expect(container.querySelector('[data-block=multiLinkCard]')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Help with sizing' }).getAttribute('href')).toBe('/en-us/pages/returns')
    expect(screen.getByRole('link', { name: 'Open the size guide' }).getAttribute('href')).toBe('#modal-size-guide')
    expect(screen.getByRole('link', { name: 'Returns' })).toBeTruthy()
  })
})
