// The page of an e-mailed password reset link (`token`, single use). Not for search engines, never
// cached by the service worker (its URL carries the token).
import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../pages/account/ResetPasswordPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && /^[\w-]{16,128}$/.test(search.token) ? { token: search.token } : {}),
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.resetPassword')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch()
    return <ResetPasswordPage token={token} />
  },
})
