// Synthetic but realistic engine histories for benchmarks: a shopper adding, changing and removing
// lines, each command followed by the server's cart (up to 50 lines), as the engine records them.
import type { Cart } from '../../src/contract/schemas/cart'
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'

const image = { src: '/media/p/AAAA1111/BLK/1.svg', alt: 'Trail jacket in Black, front view', width: 800, height: 1000 }

const cartOf = (lines: number, version: number): Cart => {
  const items = Array.from({ length: lines }, (_, i) => ({
    id: `item-${i}`,
    productId: `SKU${String(i).padStart(6, '0')}M`,
    masterId: `STYLE${String(i).padStart(3, '0')}`,
    name: `Ridgeline Jacket ${i}`,
    qty: 1 + (i % 3),
    maxQty: 10,
    upc: '012345678905',
    colour: { code: 'BLK', name: 'Black' },
    size: 'M',
    image,
    price: { current: 99.95, original: 129.95, rowTotal: 99.95 * (1 + (i % 3)), priceAfterItemDiscount: 99.95, priceAfterOrderDiscount: 99.95 },
    taxTotal: 7.25,
    pdpUrl: `/en-us/p/ridgeline-jacket-STYLE${String(i).padStart(3, '0')}`,
    isDigitalProduct: false,
  }))
  const sub = items.reduce((s, i) => s + i.price.rowTotal, 0)
  return {
    id: 'basket-1',
    currency: 'USD',
    totalItems: items.reduce((s, i) => s + i.qty, 0),
    totals: { total: sub * 1.0725, totalDiscount: 30 * lines, itemTotal: sub, totalWithoutTax: sub, shipping: 0, tax: sub * 0.0725, remainingToPay: sub * 1.0725, totalUnits: lines, itemSubTotal: sub, netAmount: sub, taxAmount: sub * 0.0725 },
    items,
    flash: [],
    version,
  }
}

/** `count` events: alternating optimistic request and server answer, the cart growing to `maxLines` lines and starting over. */
export const history = (count: number, maxLines = 50): StoredEventRecord[] => {
  const events: StoredEventRecord[] = []
  const t0 = Date.UTC(2026, 10, 1)
  for (let seq = 1; seq <= count; seq++) {
    const command = Math.ceil(seq / 2)
    const lines = 1 + (command % maxLines)
    const commandId = `cmd-${command}`
    const envelope = { seq, stream: 'cart/summit-en-us', commandId, at: t0 + seq * 1000 }
    if (seq % 2 === 1) {
      events.push({ ...envelope, v: 1, type: 'v1.CartItemAddRequested', payload: { _tag: 'v1.CartItemAddRequested', sku: `SKU${String(lines).padStart(6, '0')}M`, qty: 1, display: { name: 'Ridgeline Jacket', masterId: 'STYLE001', colourName: 'Black', size: 'M', image, price: 99.95 } } })
    } else {
      events.push({ ...envelope, v: 1, type: 'v1.CartSnapshotReceived', payload: { _tag: 'v1.CartSnapshotReceived', cart: cartOf(lines, command) } })
    }
  }
  return events
}
