// @vitest-environment happy-dom
// Blocks: the registry picks each block by its type, an unknown or malformed section is skipped with
// a warning while the rest render, and a block that throws is contained by its boundary.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { BLOCKS, decodeSection, type BlockRegistry } from '../../src/blocks/registry'
import { renderWithRouter } from '../ui/renderWithRouter'
import { categoryCards, hero, promoBar, richText, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let warn: ReturnType<typeof spyConsole>
let error: ReturnType<typeof spyConsole>
const spyConsole = (method: 'warn' | 'error') => vi.spyOn(console, method).mockImplementation(() => {})
beforeEach(() => {
  warn = spyConsole('warn')
  error = spyConsole('error')
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('block registry', () => {
  it('picks the block definition by section type', () => {
    expect(decodeSection(hero)?.definition).toBe(BLOCKS.hero)
    expect(decodeSection(promoBar)?.definition).toBe(BLOCKS.promoBar)
    expect(decodeSection(categoryCards)?.definition).toBe(BLOCKS.categoryCards)
    expect(decodeSection(richText)?.definition).toBe(BLOCKS.richText)
    expect(decodeSection(hero)?.section).toMatchObject({ type: 'hero', title: 'Made for the long way up' })
  })

  it('skips an unknown type and a malformed section with a warning', () => {
    expect(decodeSection({ type: 'carouselOfDoom', id: 'x' })).toBeUndefined()
    expect(decodeSection({ ...hero, media: { src: '/a.svg' } })).toBeUndefined()
    expect(decodeSection(null)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
    expect(String(warn.mock.calls[1]?.[0])).toContain('hero hero-1 is malformed')
  })

  it('renders each section with its block, in order', async () => {
    const { container } = await renderWithRouter(<Blocks sections={[promoBar, hero, categoryCards, richText]} site={SITE} />)
    expect([...container.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'))).toEqual(['promoBar', 'hero', 'categoryCards', 'richText'])
    expect(screen.getByRole('heading', { level: 2, name: 'Made for the long way up' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Shop men' }).getAttribute('href')).toBe('/en-us/c/men-1000')
    expect(screen.getByRole('complementary', { name: 'Offers' })).toBeTruthy()
  })

  it('skips a malformed section and renders the rest', async () => {
    const broken = { ...categoryCards, cards: 'not a list' }
    await renderWithRouter(<Blocks sections={[hero, broken, { type: 'mystery', id: 'm1' }, richText]} site={SITE} />)
    expect(screen.getByRole('heading', { name: 'Made for the long way up' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('contains a block that throws: it is logged and skipped, the page still renders', async () => {
    const Throwing = () => {
      throw new Error('boom')
    }
    const registry: BlockRegistry = { ...BLOCKS, hero: { ...BLOCKS.hero, component: Throwing } }
    await renderWithRouter(<Blocks sections={[hero, categoryCards, richText]} site={SITE} registry={registry} />)
    expect(screen.queryByRole('heading', { name: 'Made for the long way up' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy()
    expect(error.mock.calls.some((call) => String(call[0]).includes('content block hero hero-1 failed'))).toBe(true)
  })

  it('loads the above-the-fold hero image eagerly with high priority, and lower images lazily', async () => {
    const { container } = await renderWithRouter(<Blocks sections={[promoBar, hero, categoryCards]} site={SITE} />)
    const heroImage = screen.getByAltText('A hiker on a ridge at dawn')
    expect(heroImage.getAttribute('loading')).toBe('eager')
    expect(heroImage.getAttribute('fetchpriority')).toBe('high')
    expect(heroImage.getAttribute('width')).toBe('1600')
    const cardImages = container.querySelectorAll('[data-block="categoryCards"] img')
    expect(cardImages.length).toBe(2)
    for (const img of cardImages) expect(img.getAttribute('loading')).toBe('lazy')
  })

  it('a hero lower on the page is lazy', async () => {
    await renderWithRouter(<Blocks sections={[promoBar, categoryCards, hero]} site={SITE} />)
    const heroImage = screen.getByAltText('A hiker on a ridge at dawn')
    expect(heroImage.getAttribute('loading')).toBe('lazy')
    expect(heroImage.getAttribute('fetchpriority')).not.toBe('high')
  })
})
