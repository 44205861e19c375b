// A static page by name from the internal interface (shipping, returns, terms, privacy): its title and
// the editors' HTML, sanitised where it was fetched (blocks/contentQueries.ts), rendered by the rich
// text block so its links navigate in the app.
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { staticPageQuery } from '../blocks/contentQueries'
import { RichTextBlock } from '../blocks/richText/RichTextBlock'
import type { SiteContext } from '../site/useSite'

export function StaticPage({ site, name }: { site: SiteContext; name: string }) {
  const { data: page } = useSuspenseQuery(staticPageQuery(site, name))
  return (
    <article className={css({ py: '8' })}>
      <h1 className={css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, textStyle: 'heading.lg', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{page.title}</h1>
      <RichTextBlock section={{ type: 'richText', id: `page-${page.name}`, name: page.name, html: page.html }} site={site} index={0} aboveFold />
    </article>
  )
}
