// Cart arithmetic in minor units: shipping threshold, added sales tax, included VAT, and promotions
// (tax on the discounted lines, order discount, shipping promotions).
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

  it('adds US sales tax on the lines after their product and order promotions', () => {
    const { lines, totals } = computeTotals(
      [
        { unitCurrent: 4000, unitOriginal: 5000, qty: 2, itemDiscount: 2000, orderDiscount: 600 }, // 8000 → 6000 → 5400
        { unitCurrent: 3333, unitOriginal: 3333, qty: 1, orderDiscount: 333 }, // 3333 → 3000
      ],
      'USD',
      'US',
    )
    expect(lines.map((l) => [l.afterItemDiscount, l.afterOrderDiscount, l.tax])).toEqual([
      [6000, 5400, 392], // 5400 × 7.25 % = 391.5 → 392 (half away from zero)
      [3333, 3000, 218], // 217.5 → 218
    ])
    expect(totals).toMatchObject({
      itemSubTotal: 11333,
      itemTotal: 8400,
      orderDiscount: 933,
      totalDiscount: 2000 + 2000 + 933, // markdown + product promotion + order promotion
      shippingBeforeDiscount: 0,
      shipping: 0, // 84.00 is over the 75.00 free-delivery threshold
      tax: 610,
      taxAmount: 610,
      total: 9010,
    })
  })

  it('charges delivery when promotions take the items below the free-delivery threshold, and shipping promotions take it off', () => {
    const line = { unitCurrent: 8000, unitOriginal: 8000, qty: 1, orderDiscount: 800 } // 72.00 after 10 %
    expect(computeTotals([line], 'USD', 'US').totals).toMatchObject({ itemTotal: 7200, shippingBeforeDiscount: 795, shipping: 795, total: 7200 + 795 + 522 })
    const free = computeTotals([line], 'USD', 'US', { shippingPromotions: [{ promotionId: 'f', promotionName: 'f', kind: 'free' }] }).totals
    expect(free).toMatchObject({ shippingBeforeDiscount: 795, shipping: 0, total: 7200 + 522 })
    // A chosen method's charge is discounted the same way.
    const half = computeTotals([line], 'USD', 'US', { shippingMinor: 1500, shippingPromotions: [{ promotionId: 'h', promotionName: 'h', kind: 'percent', percentTenths: 500 }] }).totals
    expect(half).toMatchObject({ shippingBeforeDiscount: 1500, shipping: 750 })
  })

  it('reports the VAT included in British and German lines after promotions, and in the discounted delivery', () => {
    const gb = computeTotals([{ unitCurrent: 6000, unitOriginal: 6000, qty: 1, orderDiscount: 1500 }], 'GBP', 'GB', {
      shippingPromotions: [{ promotionId: 'a', promotionName: 'a', kind: 'amount', amountMinor: 200 }],
    }).totals
    // 45.00 incl. 20 % = 7.50 VAT; delivery 4.95 − 2.00 = 2.95 incl. 0.49 (0.4916…) VAT
    expect(gb).toMatchObject({ itemTotal: 4500, shippingBeforeDiscount: 495, shipping: 295, tax: 0, taxAmount: 750 + 49, total: 4795, totalWithoutTax: 4795 - 799 })
    const de = computeTotals([{ unitCurrent: 11900, unitOriginal: 11900, qty: 1, itemDiscount: 2975 }], 'EUR', 'DE').totals
    // 119.00 − 25 % = 89.25 incl. 19 % = 14.25 VAT; free delivery from 60.00
    expect(de).toMatchObject({ itemTotal: 8925, shipping: 0, tax: 0, taxAmount: 1425, total: 8925, totalWithoutTax: 7500 })
  })

  it('never makes a line negative', () => {
    const { lines, totals } = computeTotals([{ unitCurrent: 1000, unitOriginal: 1000, qty: 1, itemDiscount: 800, orderDiscount: 900 }], 'USD', 'US')
    expect(lines[0]).toMatchObject({ afterItemDiscount: 200, afterOrderDiscount: 0, tax: 0 })
    expect(totals.itemTotal).toBe(0)
  })
})
