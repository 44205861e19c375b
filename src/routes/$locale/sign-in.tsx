// Sign in and enrollment (spec 000 section 4): `step` names the flow's dialog (the back button walks
// them), `redirect` brings the shopper back (a path of this site only). Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '../../pages/account/SignInPage'
import { isStep, type Step } from '../../pages/account/enrollment/enrollmentSteps'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; step?: Step } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect.slice(0, 512) } : {}),
    ...(isStep(search.step) ? { step: search.step } : {}),
  }),
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.signIn')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function SignInRoute() {
    const { redirect, step } = Route.useSearch()
    return <SignInPage redirect={redirect} step={step} />
  },
})
