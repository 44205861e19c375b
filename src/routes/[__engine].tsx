// Bare /__engine goes to the inspector of the shopper's locale.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { preferredLocale } from '../site/settings'

export const Route = createFileRoute('/__engine')({
  beforeLoad: async () => {
    throw redirect({ to: '/$locale/__engine', params: { locale: await preferredLocale() }, statusCode: 302 })
  },
})
