// @vitest-environment happy-dom
// Rating: one spoken label with score and review count in the shopper's language.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Rating } from '../../src/ui/Rating'

afterEach(cleanup)

describe('Rating', () => {
  it('labels score and review count in English', () => {
    render(<Rating score={4.3} count={128} language="en" />)
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rated 4.3 out of 5, 128 reviews')
  })

  it('uses the singular for one review', () => {
    render(<Rating score={5} count={1} language="en" />)
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeTruthy()
  })

  it('labels in French and German with their decimal separators', () => {
    render(<Rating score={4.3} count={128} language="fr" />)
    expect(screen.getByRole('img', { name: 'Noté 4,3 sur 5, 128 avis' })).toBeTruthy()
    cleanup()
    render(<Rating score={4.3} count={128} language="de" />)
    expect(screen.getByRole('img', { name: 'Bewertet mit 4,3 von 5, 128 Bewertungen' })).toBeTruthy()
  })

  it('labels the score alone when the count is unknown', () => {
    render(<Rating score={3.75} language="en" />)
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeTruthy()
  })
})
