// Cart arithmetic in minor units: shipping threshold, added sales tax, included VAT.
import { describe, expect, it } from 'vitest'
import { computeTotals } from '../../server/commerce/cartTotals.ts'

describe('cart totals', () => {
  it('is all zero for an empty cart (no shipping)', () => {
    const { totals } = computeTotals([], 'USD', 'US')
    expect(Object.values(totals).every((v) => v === 0)).toBe(true)
  })

  it('adds US sales tax per line and charges shipping under the threshold', () => {
    const { lines, totals } = computeTotals([{ unitCurrent: 2995, unitOriginal: 3995, qty: 2 }], 'USD', 'US')
    expect(lines[0]).toEqual({ rowTotal: 5990, rowOriginal: 7990, afterItemDiscount: 5990, afterOrderDiscount: 5990, tax: 434 }) // 5990 × 7.25% = 434.3
    expect(totals).toMatchObject({ itemSubTotal: 5990, totalDiscount: 2000, shipping: 795, tax: 434, taxAmount: 434, total: 7219, netAmount: 6785 })
    expect(totals.totalWithoutTax).toBe(6785)
  })

  it('ships free from the threshold on', () => {
    expect(computeTotals([{ unitCurrent: 7500, unitOriginal: 7500, qty: 1 }], 'USD', 'US').totals.shipping).toBe(0)
    expect(computeTotals([{ unitCurrent: 4999, unitOriginal: 4999, qty: 1 }], 'GBP', 'GB').totals.shipping).toBe(495)
    expect(computeTotals([{ unitCurrent: 9900, unitOriginal: 9900, qty: 1 }], 'CAD', 'CA').totals.shipping).toBe(0)
  })

  it('reports the VAT included in German prices and shipping', () => {
    const { totals } = computeTotals([{ unitCurrent: 2380, unitOriginal: 2380, qty: 1 }], 'EUR', 'DE')
    // 23.80 incl. 19% = 3.80 VAT; shipping 5.95 incl. 0.95 VAT
    expect(totals).toMatchObject({ itemTotal: 2380, shipping: 595, tax: 0, taxAmount: 380 + 95, total: 2975, totalWithoutTax: 2975 - 475, netAmount: 2975 })
  })
})
