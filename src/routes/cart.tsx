// Bare /cart (listed without a locale in the spec) redirects to the shopper's locale (DECISIONS 1).
import { createFileRoute, redirect } from '@tanstack/react-router'
import { preferredLocale } from '../site/settings'

export const Route = createFileRoute('/cart')({
  beforeLoad: async () => {
    throw redirect({ to: '/$locale/cart', params: { locale: await preferredLocale() }, statusCode: 302 })
  },
})
