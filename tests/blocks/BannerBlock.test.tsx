// @vitest-environment happy-dom
// Banners (spec 002 section 2): image, split, thin, overlay and block-below, one content type with a
// variant; an unknown variant or a thin banner with nothing to say is refused.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { banner, decoded } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('BannerBlock', () => {
  it('decodes the five variants and refuses another', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const variant of ['image', 'split', 'thin', 'overlay', 'blockBelow'] as const) expect(decodeSection(banner(variant))?.type).toBe('banner')
    expect(decodeSection({ ...banner('image'), variant: 'marquee' })).toBeUndefined()
  })

  it('renders each variant with its title and button, pictures through the image helper', async () => {
    const { container } = await renderBlocks(decoded(banner('image'), banner('split'), banner('thin'), banner('overlay'), banner('blockBelow')))
    expect([...container.querySelectorAll('[data-block=banner]')].map((el) => el.getAttribute('data-variant'))).toEqual(['image', 'split', 'thin', 'overlay', 'blockBelow'])
    expect(screen.getByRole('heading', { name: 'The thin banner' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Learn more' })).toHaveLength(5)
    expect(screen.getByAltText('Banner split').getAttribute('src')).toContain('q=50&sharpen=60&fm=auto')
    expect(container.querySelector('[data-variant=thin] img')).toBeNull()
  })

  it('an image banner without title is one link around its picture', async () => {
    await renderBlocks(decoded({ type: 'banner', id: 'b', name: 'b', variant: 'image', media: { src: '/media/hero/x.svg', alt: 'New packs', width: 1600, height: 700 }, url: '/en-us/c/packs-1003' }))
    expect(screen.getByRole('link', { name: 'New packs' }).getAttribute('href')).toBe('/en-us/c/packs-1003')
  })
})
