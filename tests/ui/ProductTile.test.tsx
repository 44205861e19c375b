// @vitest-environment happy-dom
// ProductTile: the name links to the product, the image keeps its size and loads lazily unless the
// tile is a priority one, and a markdown shows the struck original and a sale badge.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProductTile as Tile } from '../../src/contract/schemas/products'
import { ProductTile } from '../../src/ui/ProductTile'
import { renderWithRouter } from './renderWithRouter'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(cleanup)

const product: Tile = {
  id: 'AB12CD34',
  name: 'Ridgeline Shell Jacket',
  url: '/en-ca/p/ridgeline-shell-jacket-AB12CD34',
  image: { src: '/media/p/AB12CD34/BLK/1.svg', alt: 'Ridgeline Shell Jacket in black', width: 800, height: 1000 },
  price: { current: 150, original: 200, currency: 'CAD' },
  colours: [
    { code: 'BLK', name: 'Black', hex: '#111111' },
    { code: 'MOS', name: 'Moss', hex: '#4b5d3a' },
  ],
  rating: { score: 4.4, reviewsCount: 37 },
  badge: 'Bestseller',
}

describe('ProductTile', () => {
  it('links the name to the product page and describes price, colours and rating', async () => {
    await renderWithRouter(<ProductTile product={product} locale="en-ca" />)
    expect(screen.getByRole('link', { name: 'Ridgeline Shell Jacket' }).getAttribute('href')).toBe(product.url)
    expect(screen.getByTestId('price-current').textContent).toMatch(/CAD/)
    expect(screen.getByTestId('price-original').textContent).toMatch(/200/)
    expect(screen.getByText('-25%')).toBeTruthy()
    expect(screen.getByText('Bestseller')).toBeTruthy()
    expect(screen.getByText('2 colours')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5, 37 reviews' })).toBeTruthy()
  })

  it('shows the interest line and the season above the name (spec 000 section 3: eyebrow, season)', async () => {
    await renderWithRouter(<ProductTile product={{ ...product, eyebrow: 'Waterproof', season: 'Autumn/Winter 2025' }} locale="en-ca" />)
    expect(screen.getByText('Waterproof · Autumn/Winter 2025')).toBeTruthy()
    cleanup()
    await renderWithRouter(<ProductTile product={{ ...product, eyebrow: null, season: 'Spring/Summer 2026' }} locale="en-ca" />)
    expect(screen.getByText('Spring/Summer 2026')).toBeTruthy()
    cleanup()
    await renderWithRouter(<ProductTile product={product} locale="en-ca" />)
    expect(screen.queryByText(/·|Autumn|Spring/)).toBeNull()
  })

  it('sizes the image and loads it lazily, or eagerly with high priority when asked', async () => {
    await renderWithRouter(<ProductTile product={product} locale="en-ca" />)
    const lazy = screen.getByAltText('Ridgeline Shell Jacket in black')
    expect([lazy.getAttribute('width'), lazy.getAttribute('height'), lazy.getAttribute('loading')]).toEqual(['800', '1000', 'lazy'])
    cleanup()
    await renderWithRouter(<ProductTile product={product} locale="en-ca" priority />)
    const eager = screen.getByAltText('Ridgeline Shell Jacket in black')
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  })
})
