// The server's side of the cart cookie (./cartCookie.ts): the value the shopper's browser sent with
// the cart page's request, read back into the stored copy the page renders (docs/decisions/0016).
// The value is the shopper's input: anything too long, not base64url, not raw deflate, inflating to
// more than a cart's worth, of another state version or not of the copy's shape gives null, never
// an error; the page then renders as it did without the cookie.
import { inflateRawSync } from 'node:zlib'
import { Schema } from 'effect'
import { Cart } from '../contract/schemas/cart'
import { CART_COOKIE_MAX_BYTES } from './cartCookie'
import { parseCartPreview, type StoredCartPreview } from './cartPreview'

/** A 3,800-byte value inflates to some tens of kilobytes of JSON at most; more is not a cart we wrote. */
const MAX_INFLATED_BYTES = 256 * 1024

const isServerCart = Schema.is(Cart)

export const decodeCartCookie = (value: string | undefined | null): StoredCartPreview | null => {
  if (!value || value.length > CART_COOKIE_MAX_BYTES || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  try {
    const json = inflateRawSync(Buffer.from(value, 'base64url'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8')
    const preview = parseCartPreview(json)
    // The server cart is rendered too (the summary, each line's delivery): it must be a cart as the API's schema reads it.
    if (!preview || (preview.cart.server !== null && !isServerCart(preview.cart.server))) return null
    return preview
  } catch {
    return null
  }
}
