// @vitest-environment happy-dom
// The vertical list: items one under the other, a link when an item has one; an empty list is refused.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { decoded, verticalList } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('VerticalListBlock', () => {
  it('decodes its items and refuses an empty list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(verticalList)?.type).toBe('verticalList')
    expect(decodeSection({ ...verticalList, items: [] })).toBeUndefined()
  })

  it('renders each item, linked when it has a URL', async () => {
    const { container } = await renderBlocks(decoded(verticalList))
    expect(container.querySelector('[data-block=verticalList]')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: /Check the forecast/ }).getAttribute('href')).toBe('/en-us/pages/shipping')
    expect(screen.getByText('Pack water').closest('a')).toBeNull()
  })
})
