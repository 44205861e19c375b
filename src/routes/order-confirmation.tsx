// Bare /order-confirmation (listed without a locale in the spec) redirects to the shopper's locale, keeping the order number.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { preferredLocale } from '../site/settings'

export const Route = createFileRoute('/order-confirmation')({
  validateSearch: (search: Record<string, unknown>): { order: string } => ({ order: typeof search.order === 'string' ? search.order.slice(0, 32) : '' }),
  beforeLoad: async ({ search }) => {
    throw redirect({ to: '/$locale/order-confirmation', params: { locale: await preferredLocale() }, search: { order: search.order }, statusCode: 302 })
  },
})
