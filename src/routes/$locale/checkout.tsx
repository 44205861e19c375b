// Checkout (spec 000 section 2: /checkout, steps shipping, billing, summary). The step is a search
// parameter so that the browser's back button moves between steps; not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../pages/checkout/CheckoutPage'
import { parseStep, type CheckoutStep } from '../../pages/checkout/steps'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/checkout')({
  // No step in the URL: the checkout decides (express checkout starts at the summary).
  validateSearch: (search: Record<string, unknown>): { step?: CheckoutStep } => (search.step === undefined ? {} : { step: parseStep(search.step) }),
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.checkout')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function CheckoutRoute() {
    const { step } = Route.useSearch()
    return <CheckoutPage step={step} />
  },
})
