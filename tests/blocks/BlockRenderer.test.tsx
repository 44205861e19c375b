// @vitest-environment happy-dom
// Blocks: each section is decoded by its type's schema (where content is fetched) and an unknown or
// malformed one is dropped with a warning while the rest render; the registry picks each block by its
// type, and a block that throws is contained by its boundary.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BLOCKS, blockFor, type BlockRegistry } from '../../src/blocks/registry'
import { SECTION_SCHEMAS, decodeSection } from '../../src/blocks/sections'
import { offscreenBlock } from '../../src/ui/offscreen'
import { renderBlocks } from './renderBlocks'
import { benefitBar, categoryCards, decoded, hero, promoBar, richText, SITE } from './blockFixtures'

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
  it('has a schema and a block for every section type', () => {
    expect(Object.keys(SECTION_SCHEMAS).sort()).toEqual(Object.keys(BLOCKS).sort())
  })

  it('decodes each section with its type’s schema and picks the block definition by type', () => {
    const [h, p, c, r] = decoded(hero, promoBar, categoryCards, richText)
    expect(blockFor(h!)).toBe(BLOCKS.hero)
    expect(blockFor(p!)).toBe(BLOCKS.promoBar)
    expect(blockFor(c!)).toBe(BLOCKS.categoryCards)
    expect(blockFor(r!)).toBe(BLOCKS.richText)
    expect(h).toMatchObject({ type: 'hero', title: 'Made for the long way up' })
    // Decoding keeps what the block reads and drops what its schema does not know.
    expect(decodeSection({ ...hero, tracking: 'x' })).not.toHaveProperty('tracking')
  })

  it('skips an unknown type and a malformed section with a warning', () => {
    expect(decodeSection({ type: 'carouselOfDoom', id: 'x' })).toBeUndefined()
    expect(decodeSection({ ...hero, media: { src: '/a.svg' } })).toBeUndefined()
    expect(decodeSection(null)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
    expect(String(warn.mock.calls[1]?.[0])).toContain('hero hero-1 is malformed')
  })

  it('renders each section with its block, in order', async () => {
    const { container } = await renderBlocks(decoded(promoBar, hero, categoryCards, richText), { site: SITE })
    expect([...container.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'))).toEqual(['promoBar', 'hero', 'categoryCards', 'richText'])
    expect(screen.getByRole('heading', { level: 2, name: 'Made for the long way up' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Shop men' }).getAttribute('href')).toBe('/en-us/c/men-1000')
    expect(screen.getByRole('complementary', { name: 'Offers' })).toBeTruthy()
  })

  it('skips a malformed section and renders the rest', async () => {
    const broken = { ...categoryCards, cards: 'not a list' }
    const sections = decoded(hero, broken, { type: 'mystery', id: 'm1' }, richText)
    expect(sections.map((s) => s.type)).toEqual(['hero', 'richText'])
    await renderBlocks(sections, { site: SITE })
    expect(screen.getByRole('heading', { name: 'Made for the long way up' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('contains a block that throws: it is logged and skipped, the page still renders', async () => {
    const Throwing = () => {
      throw new Error('boom')
    }
    const registry: BlockRegistry = { ...BLOCKS, hero: { ...BLOCKS.hero, load: async () => Throwing } }
    await renderBlocks(decoded(hero, categoryCards, richText), { site: SITE, registry })
    expect(screen.queryByRole('heading', { name: 'Made for the long way up' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy()
    expect(error.mock.calls.some((call) => String(call[0]).includes('content block hero hero-1 failed'))).toBe(true)
  })

  it('loads the above-the-fold hero image eagerly with high priority, and lower images lazily', async () => {
    const { container } = await renderBlocks(decoded(promoBar, hero, categoryCards), { site: SITE })
    const heroImage = screen.getByAltText('A hiker on a ridge at dawn')
    expect(heroImage.getAttribute('loading')).toBe('eager')
    expect(heroImage.getAttribute('fetchpriority')).toBe('high')
    expect(heroImage.getAttribute('width')).toBe('1600')
    const cardImages = container.querySelectorAll('[data-block="categoryCards"] img')
    expect(cardImages.length).toBe(2)
    for (const img of cardImages) expect(img.getAttribute('loading')).toBe('lazy')
  })

  it('draws the first skippable block below the fold with the page; the browser may skip later ones while off screen', async () => {
    // Chromium draws what lies near the screen on its first frame anyway: marked skippable, the block
    // just below the fold was drawn in a second style and layout pass of that frame (src/ui/offscreen.ts).
    const second = { ...richText, id: 'story-2', html: '<h2>Our people</h2>' }
    const { container } = await renderBlocks(decoded(promoBar, hero, benefitBar, categoryCards, richText, second), { site: SITE })
    const blocks = [...container.querySelectorAll('[data-block]')]
    expect(blocks.map((el) => el.getAttribute('data-block'))).toEqual(['promoBar', 'hero', 'benefitBar', 'categoryCards', 'richText', 'richText'])
    expect(blocks.map((el) => el.closest(`.${offscreenBlock.split(' ')[0]}`) !== null)).toEqual([false, false, false, false, true, true])
  })

  it('a hero lower on the page is lazy', async () => {
    await renderBlocks(decoded(promoBar, categoryCards, hero), { site: SITE })
    const heroImage = screen.getByAltText('A hiker on a ridge at dawn')
    expect(heroImage.getAttribute('loading')).toBe('lazy')
    expect(heroImage.getAttribute('fetchpriority')).not.toBe('high')
  })
})
