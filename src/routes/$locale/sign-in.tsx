// Sign in (spec 000 section 4). `redirect` brings the shopper back (a path of this site only); not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '../../pages/account/SignInPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect.slice(0, 512) } : {}),
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.signIn')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch()
    return <SignInPage redirect={redirect} />
  },
})
