// @vitest-environment happy-dom
// Category cards: a titled grid of image links; images through the image helper, lazy below the fold.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { categoryCards, decoded, hero, promoBar } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('CategoryCardsBlock', () => {
  it('decodes cards and refuses a card without an image', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(categoryCards)?.type).toBe('categoryCards')
    expect(decodeSection({ ...categoryCards, cards: [{ title: 'x', url: '/en-us/c/x-1001' }] })).toBeUndefined()
  })

  it('renders each card as a link with a transformed, lazy image below the fold', async () => {
    await renderBlocks(decoded(promoBar, hero, categoryCards))
    expect(screen.getByRole('link', { name: /Jackets/ }).getAttribute('href')).toBe('/en-us/c/jackets-1001')
    const image = screen.getByRole('link', { name: /Tents/ }).querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('/media/c/1002.svg?w=1600&h=1600&q=50&sharpen=60&fm=auto')
    expect(image.getAttribute('loading')).toBe('lazy')
  })
})
