// `/` sends the shopper to their locale's home (cookie, Accept-Language, brand default).
import { createFileRoute, redirect } from '@tanstack/react-router'
import { preferredLocale } from '../site/settings'

export const Route = createFileRoute('/')({
  beforeLoad: async () => {
    throw redirect({ to: '/$locale', params: { locale: await preferredLocale() }, statusCode: 302 })
  },
})
