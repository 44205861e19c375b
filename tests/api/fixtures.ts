// Response fixtures shaped by the contracts in src/contract/schemas, shared by the API and engine tests.
import type { Address, Cart, CartItem } from '../../src/contract/schemas/cart'
import type { CanvasPage, MenuResponse } from '../../src/contract/schemas/content'
import type { ProductDetails } from '../../src/contract/schemas/products'
import type { TokenResponse } from '../../src/contract/schemas/token'

export const BASES = {
  commerce: 'http://shop.test/api',
  content: 'http://shop.test/api/content',
  personalisation: 'http://shop.test/api/personalisation',
  social: 'http://shop.test/api/social',
  payments: 'http://pay.test/api/payments',
  internal: 'http://shop.test',
} as const

export const SITE = { brand: 'summit', locale: 'en-us' } as const

/** A US address as the server stores it (the phone in international form). */
export const US_ADDRESS: Address = {
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  addressLine1: '1 Pearl St',
  city: 'Boulder',
  postalCode: '80302',
  stateCityProvDept: 'CO',
  country: 'US',
  recipientContactPhone: '+13035550100',
}

export const tokenResponse = (accessToken = 'secret-access-token-123', overrides: Partial<TokenResponse> = {}): TokenResponse => ({
  accessToken,
  expiresIn: 1800,
  tokenType: 'Guest',
  basketId: null,
  consumerNo: 'G-0001',
  consumerType: 'guest',
  favorites: null,
  isEmployeeDiscountTCAccepted: false,
  memberId: null,
  refreshToken: null,
  ...overrides,
})

export const product: ProductDetails = {
  id: 'SUM1234501',
  masterId: 'SUM12345',
  name: 'Ridge Shell Jacket',
  slug: 'ridge-shell-jacket',
  url: '/en-us/p/ridge-shell-jacket-SUM1234501',
  alternates: [{ locale: 'fr-fr', url: '/fr-fr/p/ridge-shell-jacket-SUM1234501' }],
  description: 'A waterproof shell.',
  brand: 'summit',
  badge: null,
  eyebrow: null,
  season: null,
  rating: { score: 4.5, reviewsCount: 12 },
  price: { current: 199, original: 249, currency: 'USD' },
  breadcrumbs: [{ id: '1000', name: 'Jackets', url: '/en-us/c/jackets-1000' }],
  colours: [{ code: 'BLK', name: 'Black', hex: '#000000', images: [{ src: '/media/a.jpg', alt: 'Jacket', width: 800, height: 1000 }] }],
  sizes: [{ code: 'M', label: 'M' }],
  variants: [{ sku: 'SUM1234501-BLK-M', upc: '000111', colour: 'BLK', size: 'M', available: 5 }],
  maxQty: 10,
  productType: 'jacket',
}

export const cartItem = (sku: string, qty: number, id = `item-${sku}`): CartItem => ({
  id,
  productId: sku,
  masterId: 'SUM12345',
  name: 'Ridge Shell Jacket',
  qty,
  maxQty: 10,
  upc: '000111',
  colour: { code: 'BLK', name: 'Black' },
  size: 'M',
  image: { src: '/media/a.jpg', alt: 'Jacket', width: 800, height: 1000 },
  price: { current: 199, original: 249, rowTotal: 199 * qty, priceAfterItemDiscount: 199 * qty, priceAfterOrderDiscount: 199 * qty },
  taxTotal: 0,
  pdpUrl: '/en-us/p/ridge-shell-jacket-SUM1234501',
  isDigitalProduct: false,
})

export const cart = (id: string, items: ReadonlyArray<CartItem>, version = 1): Cart => {
  const units = items.reduce((n, i) => n + i.qty, 0)
  const total = items.reduce((n, i) => n + i.price.rowTotal, 0)
  return {
    id,
    currency: 'USD',
    totalItems: items.length,
    totals: {
      total,
      totalDiscount: 0,
      itemTotal: total,
      totalWithoutTax: total,
      shipping: 0,
      tax: 0,
      remainingToPay: total,
      totalUnits: units,
      itemSubTotal: total,
      netAmount: total,
      taxAmount: 0,
    },
    items,
    flash: [],
    version,
  }
}

export const page = (pageName: string): CanvasPage => ({
  id: `page-${pageName}`,
  siteId: 'summit-en-us',
  page: pageName,
  title: 'Home',
  sections: [{ type: 'richText', id: 's1', name: 'Intro', html: '<p>Hi</p>' }],
})

export const menu: MenuResponse = { siteId: 'summit-en-us', items: [{ id: 'm1', title: 'Jackets', url: '/en-us/c/jackets-1000', columns: [] }] }

export const errorBody = (errorId: string | undefined, message: string, params?: Record<string, string | number>, appId?: string) => ({
  ...(appId ? { appId } : {}),
  correlationId: 'srv-correlation-1',
  errorDetails: errorId === undefined ? [] : [{ errorId, message, ...(params ? { params } : {}) }],
})
