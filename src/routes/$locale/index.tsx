// Home: the `home` page of the content service, rendered block by block.
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPageQuery } from '../../blocks/contentQueries'
import { Blocks } from '../../blocks/BlockRenderer'
import { css } from 'styled-system/css'
import { BRAND_INFO } from '../../contract/site/sites'
import { pageLinks, samePathAlternates } from '../../seo/links'

export const Route = createFileRoute('/$locale/')({
  loader: async ({ context: { queryClient, site } }) => {
    const page = await queryClient.ensureQueryData(contentPageQuery(site, 'home'))
    // Imported here, not at the top: the loader stays in the entry chunk with every route's, and the
    // registry (every block component) should come with the home page only (docs/decisions/0012).
    const { prefetchBlocks } = await import('../../blocks/registry')
    await prefetchBlocks(page.sections, queryClient, site)
    return { title: page.title, description: page.description }
  },
  head: ({ loaderData, match }) => ({
    meta: [
      { title: loaderData ? `${loaderData.title} | ${BRAND_INFO[match.context.site.brand].name}` : BRAND_INFO[match.context.site.brand].name },
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
    ],
    links: pageLinks(match.context.settings.origin, match.context.site.brand, `/${match.context.site.locale}`, samePathAlternates('')),
  }),
  component: HomePage,
})

function HomePage() {
  const { site } = Route.useRouteContext()
  const { data: page } = useSuspenseQuery(contentPageQuery(site, 'home'))
  return (
    <>
      <h1 className={css({ srOnly: true })}>{page.title}</h1>
      <Blocks sections={page.sections} site={site} />
    </>
  )
}
