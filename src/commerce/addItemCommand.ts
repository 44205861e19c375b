// The engine's add-to-cart command for a variant of a product as the shopper chose it (colour, size,
// quantity), with what the cart shows of the line before the server answers. Shared by the product
// page's buy box and the quick-shop dialog.
import type { ProductDetails, Variant } from '../contract/schemas/products'
import type { AddItem } from '../engine/commands/cart'

type Colour = ProductDetails['colours'][number]

/** A plain command (the engine decodes it with AddItem's schema, which loads with the engine). */
export const addItemCommand = (product: ProductDetails, colour: Colour, variant: Variant, qty: number): AddItem => ({
  _tag: 'cart.AddItem',
  sku: variant.sku,
  qty,
  display: {
    name: product.name,
    masterId: product.id,
    colourName: colour.name,
    size: product.sizes.find((s) => s.code === variant.size)?.label ?? variant.size,
    image: colour.images[0] ?? { src: '', alt: product.name, width: 800, height: 1000 },
    price: product.price.current,
  },
})
