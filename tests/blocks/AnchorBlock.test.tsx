// @vitest-environment happy-dom
// Anchor: a named place in-page links scroll to; its id must be a valid element id.
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { anchor, decoded } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('AnchorBlock', () => {
  it('decodes an element id and refuses another', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(anchor)?.type).toBe('anchor')
    expect(decodeSection({ ...anchor, anchorId: '1 bad"id' })).toBeUndefined()
  })

  it('renders the target of #layers links with its label', async () => {
    const { container } = await renderBlocks(decoded(anchor))
    const target = container.querySelector('#layers')
    expect(target?.getAttribute('data-block')).toBe('anchor')
    expect(target?.textContent).toBe('Layers')
  })
})
