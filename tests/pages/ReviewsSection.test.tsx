// @vitest-environment happy-dom
// The reviews section from a QueryClient filled beforehand (no network): the summary and its
// distribution, a rating filter that reads the filtered page, "Show more", and a review in another
// language translated on request.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { reviewsQuery, translationQuery } from '../../src/api/productQueries'
import type { Review, ReviewsResponse } from '../../src/contract/schemas/reviews'
import ReviewsSection from '../../src/pages/product/ReviewsSection'
import { siteContextOf } from '../../src/site/useSite'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

const SITE = siteContextOf('summit', 'en-us')
const PRODUCT = 'AB12CD34'

const review = (n: number, rating: number, language: Review['language'] = 'en'): Review => ({
  id: `R${n}`,
  rating,
  title: language === 'fr' ? 'Très bien' : `Review ${n}`,
  body: language === 'fr' ? 'Bonne qualité et bien pensé.' : `Body ${n}`,
  language,
  author: 'Maya R.',
  location: n % 2 ? 'Denver, CO' : null,
  verifiedPurchase: n % 3 === 0,
  createdAt: `2025-10-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`,
  helpful: n,
  unhelpful: 0,
})

const summary = { average: 4.2, total: 23, distribution: [{ rating: 5, count: 12 }, { rating: 4, count: 6 }, { rating: 3, count: 3 }, { rating: 2, count: 2 }, { rating: 1, count: 0 }] }
const page = (reviews: Review[], total: number, start = 0): ReviewsResponse => ({ productId: PRODUCT, summary, total, start, count: reviews.length, reviews })

const filled = () => {
  const client = testQueryClient()
  client.setQueryData(reviewsQuery(SITE, PRODUCT, { sort: 'newest', start: 0, count: 10 }).queryKey, page([review(1, 4, 'fr'), ...Array.from({ length: 9 }, (_, i) => review(i + 2, 5))], 23))
  client.setQueryData(reviewsQuery(SITE, PRODUCT, { sort: 'newest', start: 10, count: 10 }).queryKey, page(Array.from({ length: 10 }, (_, i) => review(i + 11, 4)), 23, 10))
  client.setQueryData(reviewsQuery(SITE, PRODUCT, { sort: 'newest', rating: [2], start: 0, count: 10 }).queryKey, page([review(40, 2), review(41, 2)], 2))
  client.setQueryData(translationQuery(SITE, 'R1', 'en').queryKey, {
    reviewId: 'R1', sourceLanguage: 'fr', targetLanguage: 'en', title: 'Very good', body: 'Good quality and well thought out.', complete: true, provider: 'reference-phrasebook',
  })
  return client
}

describe('ReviewsSection', () => {
  it('shows the summary, its distribution as filters, and ten reviews with their votes', async () => {
    await renderWithRouter(<ReviewsSection productId={PRODUCT} site={SITE} />, filled())
    expect(screen.getByText('4.2 out of 5')).toBeTruthy()
    expect(screen.getByText('Based on 23 reviews')).toBeTruthy()
    const filters = within(screen.getByRole('list', { name: 'Ratings' })).getAllByRole('button')
    expect(filters.map((b) => b.textContent)).toEqual(['5 stars: 12 reviews', '4 stars: 6 reviews', '3 stars: 3 reviews', '2 stars: 2 reviews', '1 star: 0 reviews'])
    expect((filters[4] as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getAllByTestId('review')).toHaveLength(10)
    expect(screen.getByText('Showing 10 of 23')).toBeTruthy()
    expect(within(screen.getAllByTestId('review')[2]!).getByRole('button', { name: 'Yes (3)' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('a rating filter reads the filtered page, and "Show all reviews" clears it', async () => {
    await renderWithRouter(<ReviewsSection productId={PRODUCT} site={SITE} />, filled())
    fireEvent.click(screen.getByRole('button', { name: '2 stars: 2 reviews' }))
    expect(screen.getByRole('button', { name: '2 stars: 2 reviews' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getAllByTestId('review').map((r) => r.getAttribute('data-review-id'))).toEqual(['R40', 'R41'])
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show all reviews' }))
    expect(screen.getAllByTestId('review')).toHaveLength(10)
  })

  it('"Show more reviews" adds the next page', async () => {
    await renderWithRouter(<ReviewsSection productId={PRODUCT} site={SITE} />, filled())
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }))
    expect(screen.getAllByTestId('review')).toHaveLength(20)
    expect(screen.getByText('Showing 20 of 23')).toBeTruthy()
  })

  it('translates a review written in another language, and shows the original again', async () => {
    await renderWithRouter(<ReviewsSection productId={PRODUCT} site={SITE} />, filled())
    const french = screen.getAllByTestId('review')[0]!
    expect(french.getAttribute('lang')).toBe('fr')
    expect(within(screen.getAllByTestId('review')[1]!).queryByRole('button', { name: 'Translate into English' })).toBeNull()
    fireEvent.click(within(french).getByRole('button', { name: 'Translate into English' }))
    expect(await within(french).findByText('Very good')).toBeTruthy()
    expect(within(french).getByText('Good quality and well thought out.')).toBeTruthy()
    expect(within(french).getByText('Translated from French.')).toBeTruthy()
    fireEvent.click(within(french).getByRole('button', { name: 'Show the original' }))
    expect(within(french).getByText('Très bien')).toBeTruthy()
  })
})
