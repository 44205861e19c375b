// The in-store employee sign-in (spec 000 section 2, /associate-login; issue 15). Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { AssociateLoginPage } from '../../pages/associate/AssociateLoginPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/associate-login')({
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.associateLogin')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: AssociateLoginPage,
})
