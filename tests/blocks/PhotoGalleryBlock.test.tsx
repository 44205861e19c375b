// @vitest-environment happy-dom
// Photo galleries: the {productId} and {category} placeholders filled from the page's path; on a
// product page the product's masterId is the tag (a failed lookup is logged and the gallery goes on
// without a tag); the heading only off customs pages and product pages; the widget variant shows the
// brand's latest photos.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productQuery } from '../../src/api/queries'
import { galleryQuery } from '../../src/blocks/photoGallery/galleryQuery'
import { fillPlaceholder, showsGalleryHeading } from '../../src/blocks/photoGallery/PhotoGalleryBlock'
import { decodeSection } from '../../src/blocks/sections'
import type { SocialMediaResponse } from '../../src/contract/schemas/social'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { decoded, photoGallery, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const photos: SocialMediaResponse = {
  total: 1,
  data: [{ id: 'm1', username: 'trailmix', caption: 'Summit day', postedAt: '2025-09-01T10:00:00Z', product: { id: 'AB12CD34', name: 'Ridgeline Shell Jacket', url: '/en-us/p/ridgeline-AB12CD34' }, image: { src: '/media/p/AB12CD34/BLK/3.svg', alt: 'Ridgeline', width: 800, height: 1000 } }],
}

describe('PhotoGalleryBlock', () => {
  it('decodes a container and refuses a filter that is not a placeholder or an id', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(photoGallery)?.type).toBe('photoGallery')
    expect(decodeSection({ ...photoGallery, filter: { productId: '{everything}' } })).toBeUndefined()
    expect(decodeSection({ ...photoGallery, containerId: '1-starts-with-digit' })).toBeUndefined()
  })

  it('fills placeholders from the page and shows the heading only off customs and product pages', () => {
    expect(fillPlaceholder('{productId}', { productId: 'AB12CD34' })).toBe('AB12CD34')
    expect(fillPlaceholder('{category}', { categoryId: '1001' })).toBe('1001')
    expect(fillPlaceholder('{category}', {})).toBe('')
    expect(showsGalleryHeading('/en-us/c/jackets-1001', { categoryId: '1001' })).toBe(true)
    expect(showsGalleryHeading('/en-us/p/x-AB12CD34', { productId: 'AB12CD34' })).toBe(false)
    expect(showsGalleryHeading('/en-us/content/customs-info', {})).toBe(false)
  })

  it('on a product page, shows the photos tagged with the product’s masterId, without a heading', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(productQuery(SITE, 'AB12CD34').queryKey, { masterId: 'AB12CD34' } as never)
    queryClient.setQueryData(galleryQuery(SITE, { productId: 'AB12CD34' }, 4).queryKey, photos)
    const { container } = await renderBlocks(decoded(photoGallery), { queryClient, path: '/en-us/p/ridgeline-AB12CD34' })
    expect(await screen.findByRole('link', { name: 'Shop Ridgeline Shell Jacket' })).toBeTruthy()
    expect(container.querySelector('#product-gallery')?.getAttribute('data-tag')).toBe('AB12CD34')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByAltText('Summit day').getAttribute('src')).toContain('fm=auto')
  })

  it('logs a failed product lookup and goes on without a tag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const queryClient = testQueryClient()
    await queryClient.prefetchQuery({ queryKey: productQuery(SITE, 'AB12CD34').queryKey, queryFn: () => Promise.reject(new Error('down')) })
    queryClient.setQueryData(galleryQuery(SITE, {}, 4).queryKey, photos)
    await renderBlocks(decoded(photoGallery), { queryClient, path: '/en-us/p/ridgeline-AB12CD34' })
    expect(await screen.findByAltText('Summit day')).toBeTruthy()
    await waitFor(() => expect(warn.mock.calls.some((call) => String(call[0]).includes('product details of AB12CD34 failed'))).toBe(true))
  })

  it('the widget variant shows the brand’s latest photos under its heading', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(galleryQuery(SITE, {}, 8).queryKey, photos)
    await renderBlocks(decoded({ type: 'photoGallery', id: 'g2', name: 'Widget', variant: 'widget', containerId: 'guide-gallery', title: 'Out there with you' }), { queryClient })
    expect(await screen.findByRole('heading', { name: 'Out there with you' })).toBeTruthy()
    expect(screen.getByText(/Photo by @trailmix/)).toBeTruthy()
  })
})
