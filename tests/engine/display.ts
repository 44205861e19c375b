// Display data of an optimistic line, as the product page would send it.
import type { LineDisplay } from '../../src/engine/events/cart'

export const display: LineDisplay = {
  name: 'Ridge Shell Jacket',
  masterId: 'SUM12345',
  colourName: 'Black',
  size: 'M',
  image: { src: '/media/a.jpg', alt: 'Jacket', width: 800, height: 1000 },
  price: 199,
}
