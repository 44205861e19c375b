// @vitest-environment happy-dom
// Hero (spec 002 sections 3, 5, 9): overlay positions per screen range, the scrim's strength (full
// 35 %, focused 50 %, off none: copy below), the caption rule, CTA and No-CTA, the block-below and
// product-overlay variants with their responsive layouts and overlay picture sizes, the image URL.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { scrimOf } from '../../src/blocks/hero/HeroBlock'
import { heroPlacements, placementOf, showsCaption } from '../../src/blocks/hero/heroLayout'
import type { HeroSection } from '../../src/contract/schemas/content'
import { renderBlocks } from './renderBlocks'
import { decoded, hero } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const heroOf = (fields: Record<string, unknown>) => decoded({ ...hero, ...fields })[0] as HeroSection

describe('HeroBlock', () => {
  it('decodes every overlay position and refuses unknown ones, bad colours and javascript: links', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const position of ['left-left-top', 'center-center-middle', 'right-right-bottom', 'left-overlay', 'left-bottom-overlay', 'left-below', 'center-overlay', 'center-below']) expect(heroOf({ overlayLarge: position }).overlayLarge).toBe(position)
    expect(decodeSection({ ...hero, overlayLarge: 'top-left' })).toBeUndefined()
    expect(decodeSection({ ...hero, titleColor: 'red' })).toBeUndefined()
    expect(decodeSection({ ...hero, targets: [{ text: 'x', url: 'javascript:alert(1)' }] })).toBeUndefined()
  })

  it('places the copy per range: below on phones by default, over the media from md up, below everywhere with the scrim off', () => {
    expect(heroPlacements(heroOf({}))).toMatchObject({ small: { place: 'below' }, large: { place: 'overlay', x: 'left', y: 'middle' } })
    expect(heroPlacements(heroOf({ overlayLarge: 'center-right-bottom', overlaySmall: 'center-overlay' }))).toMatchObject({ small: { place: 'overlay', text: 'center' }, large: { text: 'center', x: 'right', y: 'bottom' } })
    expect(heroPlacements(heroOf({ gradientStyle: 'off', overlayLarge: 'left-left-top' })).large.place).toBe('below')
    expect(placementOf('left-bottom-overlay')).toEqual({ place: 'overlay', text: 'left', x: 'left', y: 'bottom' })
  })

  it('draws the scrim at 35 % (full) or 50 % (focused) towards the copy, none when off', () => {
    const over = { place: 'overlay', text: 'left', x: 'left', y: 'middle', twoMedia: false } as const
    expect(scrimOf('full', 'dark', over)).toContain('0.35')
    expect(scrimOf('focused', 'dark', over)).toMatch(/to right.*0\.5/)
    expect(scrimOf('focused', 'dark', { ...over, y: 'bottom' })).toMatch(/^linear-gradient\(to top/)
    expect(scrimOf('off', 'dark', over)).toBeUndefined()
    expect(scrimOf('full', 'dark', { ...over, place: 'below' })).toBeUndefined()
  })

  it('shows a caption only with text and a position that is not off', async () => {
    expect(showsCaption({ captionText: 'Photo: ridge', captionPosition: 'top' })).toBe(true)
    expect(showsCaption({ captionText: '  ', captionPosition: 'top' })).toBe(false)
    expect(showsCaption({ captionText: 'Photo', captionPosition: 'off' })).toBe(false)
    const { container } = await renderBlocks(decoded({ ...hero, captionText: 'Photo: ridge', captionPosition: 'top' }))
    expect(container.querySelector('[data-caption=top]')?.textContent).toBe('Photo: ridge')
  })

  it('renders the title, buttons and the transformed high-priority image, on the root data-block', async () => {
    const { container } = await renderBlocks(decoded(hero))
    expect(container.querySelector('[data-block="hero"]')?.getAttribute('data-lg-place')).toBe('overlay')
    expect(screen.getByRole('heading', { level: 2, name: 'Made for the long way up' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Shop men' }).getAttribute('href')).toBe('/en-us/c/men-1000')
    const image = screen.getByAltText('A hiker on a ridge at dawn')
    expect(image.getAttribute('src')).toBe('/media/hero/summit-home.svg?w=3200&h=1400&q=50&sharpen=60&fm=auto')
    expect(image.getAttribute('fetchpriority')).toBe('high')
  })

  it('No-CTA: the whole hero is one link to its media target', async () => {
    await renderBlocks(decoded({ ...hero, linkType: 'No-CTA', targets: [], mediaTarget: '/en-us/p/ridgeline-AB12CD34' }))
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en-us/p/ridgeline-AB12CD34'])
    expect(screen.getByRole('link', { name: 'Made for the long way up' })).toBeTruthy()
  })

  it('block-below with a 2media layout shows the second media; product-overlay draws the picture at its size', async () => {
    const below = heroOf({ variant: 'blockBelow', backgroundColor: '#1f3a2e', mediaList: [{ src: '/media/hero/b.svg', alt: 'Second', width: 1600, height: 700 }], responsiveLayout: { sm: { layout: 'below' }, lg: { layout: 'below-2media', alignment: 'center' } } })
    expect(heroPlacements(below)).toMatchObject({ small: { place: 'below', twoMedia: false }, large: { place: 'below', twoMedia: true, text: 'center' } })
    const { container } = await renderBlocks([below, heroOf({ id: 'hero-2', variant: 'productOverlay', overlayPicture: { src: '/media/p/AB12CD34/BLK/1.svg', alt: 'Ridgeline jacket', width: 800, height: 1000 }, overlayPictureSize: 'large' })])
    expect(screen.getByAltText('Second')).toBeTruthy()
    expect(container.querySelector('[data-lg-two=true]')).toBeTruthy()
    const overlay = screen.getByAltText('Ridgeline jacket')
    expect([overlay.getAttribute('width'), overlay.getAttribute('height')]).toEqual(['344', '538'])
  })
})
