// @vitest-environment happy-dom
// Spacer: its height per breakpoint from the spacing scale, a missing one taking the smaller's.
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { spacerHeights } from '../../src/blocks/spacer/SpacerBlock'
import { renderBlocks } from './renderBlocks'
import { decoded, spacer } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('SpacerBlock', () => {
  it('decodes the scale and refuses a size off it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(spacer)?.type).toBe('spacer')
    expect(decodeSection({ ...spacer, bottomMargins: { sm: '37px' } })).toBeUndefined()
  })

  it('takes the smaller breakpoint’s height and draws on its colour, hidden from assistive technology', async () => {
    expect(spacerHeights({ sm: 'sm', lg: 'xl' })).toEqual({ sm: '1rem', md: '1rem', lg: '5rem' })
    const { container } = await renderBlocks(decoded(spacer))
    const block = container.querySelector('[data-block=spacer]') as HTMLElement
    expect(block.getAttribute('aria-hidden')).toBe('true')
    expect(block.style.getPropertyValue('--spacer-lg')).toBe('5rem')
    expect(block.style.backgroundColor).toMatch(/#f5f5f0|rgb\(245, 245, 240\)/)
  })
})
