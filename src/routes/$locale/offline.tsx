// The offline page of a locale (src/pages/OfflinePage.tsx), precached by the service worker and shown
// for pages that were never saved on the device. Not for search engines.
import { createFileRoute } from '@tanstack/react-router'
import { OfflinePage } from '../../pages/OfflinePage'
import { t } from '../../ui/strings'
import { BRAND_INFO } from '../../contract/site/sites'

export const Route = createFileRoute('/$locale/offline')({
  head: ({ match }) => ({
    meta: [{ title: `${t(match.context.site.language, 'offlinePage.title')} | ${BRAND_INFO[match.context.site.brand].name}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: OfflinePage,
})
