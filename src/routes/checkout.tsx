// Bare /checkout (listed without a locale in the spec) redirects to the shopper's locale (DECISIONS 1).
import { createFileRoute, redirect } from '@tanstack/react-router'
import { preferredLocale } from '../site/settings'

export const Route = createFileRoute('/checkout')({
  beforeLoad: async () => {
    throw redirect({ to: '/$locale/checkout', params: { locale: await preferredLocale() }, statusCode: 302 })
  },
})
