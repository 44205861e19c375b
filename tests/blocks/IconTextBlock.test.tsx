// @vitest-environment happy-dom
// Icon-and-text collections: exactly four items in icon-left or icon-above-text make two columns,
// otherwise a row; the icon size map (small md, medium lg, large 3xl).
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ICON_SIZES, isTwoColumns } from '../../src/blocks/iconText/IconTextBlock'
import { decodeSection } from '../../src/blocks/sections'
import type { IconTextSection } from '../../src/contract/schemas/content'
import { renderBlocks } from './renderBlocks'
import { decoded, iconText } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('IconTextBlock', () => {
  it('decodes known icons and refuses an unknown one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(iconText(3))?.type).toBe('iconText')
    expect(decodeSection({ ...iconText(1), items: [{ icon: { name: 'rocket' }, richText: '<p>x</p>' }] })).toBeUndefined()
  })

  it('lays four items out in two columns in the icon-left and icon-above-text variants only', () => {
    const of = (count: number, variant: 'icon-above-text' | 'icon-left' | 'one-column') => decoded(iconText(count, variant))[0] as IconTextSection
    expect(isTwoColumns(of(4, 'icon-left'))).toBe(true)
    expect(isTwoColumns(of(4, 'icon-above-text'))).toBe(true)
    expect(isTwoColumns(of(4, 'one-column'))).toBe(false)
    expect(isTwoColumns(of(3, 'icon-left'))).toBe(false)
    expect(isTwoColumns(of(5, 'icon-left'))).toBe(false)
    expect(ICON_SIZES).toEqual({ small: '1rem', medium: '1.125rem', large: '1.875rem' })
  })

  it('renders each item’s icon at its size and its rich text', async () => {
    const { container } = await renderBlocks(decoded(iconText(4)))
    const block = container.querySelector('[data-block=iconText]') as HTMLElement
    expect(block.dataset.columns).toBe('2')
    const icons = block.querySelectorAll('svg[data-icon]')
    expect([...icons].map((icon) => icon.getAttribute('data-icon'))).toEqual(['truck', 'return', 'shield', 'chat'])
    expect(icons[0]!.getAttribute('width')).toBe('1.875rem')
    expect(block.textContent).toContain('Reason 4')
  })
})
