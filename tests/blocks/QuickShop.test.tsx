// @vitest-environment happy-dom
// Quick shop from the recommendations carousel: a dialog with the product's colours and sizes (sold
// out ones disabled), a size required, the chosen variant added to the cart through the shop's
// action, the outcome shown in the dialog.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { productQuery, recommendationsQuery } from '../../src/api/queries'
import { BlockActionsContext, NO_ACTIONS, type ActionResult, type CartLineToAdd } from '../../src/blocks/blockActions'
import type { ProductDetails } from '../../src/contract/schemas/products'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { decoded, recommendations, recommendationsData, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(cleanup)

const image = { src: '/media/p/AB12CD34/BLK/1.svg', alt: 'Ridgeline', width: 800, height: 1000 }
const product = {
  id: 'AB12CD34',
  masterId: 'AB12CD34',
  name: 'Ridgeline Shell Jacket',
  url: '/en-us/p/ridgeline-shell-jacket-AB12CD34',
  price: { current: 180, original: 240, currency: 'USD' },
  colours: [{ code: 'BLK', name: 'Black', hex: '#111111', images: [image] }],
  sizes: [
    { code: 'S', label: 'S' },
    { code: 'M', label: 'M' },
  ],
  variants: [
    { sku: 'AB12CD34-BLK-S', upc: '1', colour: 'BLK', size: 'S', available: 0 },
    { sku: 'AB12CD34-BLK-M', upc: '2', colour: 'BLK', size: 'M', available: 3 },
  ],
} as unknown as ProductDetails

describe('QuickShop', () => {
  it('adds the chosen size from the carousel without leaving the page', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(recommendationsQuery(SITE, { limit: 12 }).queryKey, recommendationsData)
    queryClient.setQueryData(productQuery(SITE, 'AB12CD34').queryKey, product)
    const addToCart = vi.fn(async (_lines: ReadonlyArray<CartLineToAdd>): Promise<ActionResult> => ({ ok: true }))
    await renderBlocks(decoded(recommendations), { queryClient, wrap: (node: ReactNode) => <BlockActionsContext.Provider value={{ ...NO_ACTIONS, addToCart }}>{node}</BlockActionsContext.Provider> })
    fireEvent.click(screen.getByRole('button', { name: 'Quick shop Ridgeline Shell Jacket' }))
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop Ridgeline Shell Jacket' })
    expect((within(dialog).getByRole('radio', { name: 'S' }) as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a size.')
    expect(addToCart).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'M' }))
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' })))
    expect(addToCart.mock.calls[0]?.[0]).toEqual([{ sku: 'AB12CD34-BLK-M', qty: 1, display: { name: 'Ridgeline Shell Jacket', masterId: 'AB12CD34', colourName: 'Black', size: 'M', image, price: 180 } }])
    expect(within(dialog).getByText('Added to your cart')).toBeTruthy()
  })
})
