// The signed-in shopper's account: details, addresses, saved cards, loyalty, sign-out. Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../pages/account/AccountPage'
import { BRAND_INFO } from '../../contract/site/sites'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/account')({
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'route.account')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: AccountPage,
})
