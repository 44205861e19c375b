// @vitest-environment happy-dom
// Price: CAD shows its code and other currencies their symbol (formatMoney); a markdown shows the
// struck original with the shopper's-language wording for screen readers.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Price } from '../../src/ui/Price'

afterEach(cleanup)

const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ') ?? ''

describe('Price', () => {
  it('shows CAD with its currency code', () => {
    render(<Price current={129} original={129} currency="CAD" locale="en-ca" />)
    expect(text(screen.getByTestId('price-current'))).toMatch(/CAD/)
    expect(text(screen.getByTestId('price-current'))).toMatch(/129\.00/)
  })

  it('shows other currencies with their symbol', () => {
    render(<Price current={129} original={129} currency="USD" locale="en-us" />)
    expect(text(screen.getByTestId('price-current'))).toBe('$129.00')
    cleanup()
    render(<Price current={59.5} original={59.5} currency="EUR" locale="fr-fr" />)
    expect(text(screen.getByTestId('price-current'))).toMatch(/59,50 €/)
    expect(text(screen.getByTestId('price-current'))).not.toMatch(/EUR/)
  })

  it('without a markdown shows one amount and no struck original', () => {
    const { container } = render(<Price current={80} original={80} currency="GBP" locale="en-gb" />)
    expect(screen.queryByTestId('price-original')).toBeNull()
    expect(container.querySelector('s')).toBeNull()
    expect(screen.getByTestId('price-current').hasAttribute('data-sale')).toBe(false)
  })

  it('when marked down shows the struck original, in the sale style, with hidden wording', () => {
    const { container } = render(<Price current={60} original={100} currency="USD" locale="en-us" />)
    const original = screen.getByTestId('price-original')
    expect(original.tagName).toBe('S')
    expect(text(original)).toBe('$100.00')
    expect(screen.getByTestId('price-current').hasAttribute('data-sale')).toBe(true)
    expect(text(container.firstElementChild as HTMLElement)).toBe('Now $60.00Original price $100.00')
  })

  it('words the hidden labels in the shopper language', () => {
    const { container } = render(<Price current={60} original={100} currency="EUR" locale="de-de" />)
    expect(container.textContent).toContain('Jetzt')
    expect(container.textContent).toContain('Ursprünglicher Preis')
  })

  it('shows a range when the highest price differs', () => {
    render(<Price current={40} highCurrent={55} original={40} currency="USD" locale="en-us" />)
    expect(text(screen.getByTestId('price-current'))).toBe('$40.00 – $55.00')
  })
})
