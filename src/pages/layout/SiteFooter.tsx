// Site footer: the content service's footer (its footer items: help pages, the shop's categories,
// the country and language with the link to the location selector, and whatever else content puts
// there), rendered by the blocks and hydrated when it comes near the viewport; below it the brand.
// If the footer content cannot be had, the location selector stays reachable from here.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { footerQuery } from '../../blocks/contentQueries'
import { loadFooterBlocks } from '../../blocks/footerItems/loadFooterBlocks'
import { LazyHydrate } from '../../blocks/LazyHydrate'
import { BRAND_INFO } from '../../contract/site/sites'
import { useSite, type SiteContext } from '../../site/useSite'
import { KeptPart } from '../../ui/KeptPart'
import type { Section } from '../../contract/schemas/content'
import { t } from '../../ui/strings'
import { offscreenFooter } from '../../ui/offscreen'

export function SiteFooter() {
  const site = useSite()
  const footer = useQuery(footerQuery(site))
  return (
    <KeptPart part="footer" version={footer.data} facts={JSON.stringify([site.brand, site.locale])}>
      <FooterBody site={site} sections={footer.data?.sections} pending={footer.isPending} />
    </KeptPart>
  )
}

/** The footer itself: everything it shows comes from its props (the server may keep its HTML: ../../ui/KeptPart.tsx). */
function FooterBody({ site, sections, pending }: { site: SiteContext; sections: ReadonlyArray<Section> | undefined; pending: boolean }) {
  return (
    <footer data-part="footer" className={cx(css({ mt: '16', borderTopWidth: '1px', borderColor: 'border', bg: 'bg.subtle' }), offscreenFooter)}>
      {sections ? (
        <LazyHydrate load={loadFooterBlocks} props={{ sections, site }} when="near" />
      ) : (
        !pending && (
          <p className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, pt: '8' })}>
            <Link to="/$locale/location-selector" params={{ locale: site.locale }} className={css({ fontSize: 'sm', textDecoration: 'underline', fontWeight: 'semibold' })}>
              {t(site.language, 'footer.changeLocation')}
            </Link>
          </p>
        )
      )}
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '6', borderTopWidth: '1px', borderColor: 'border' })}>
        <p className={css({ fontWeight: 'bold' })}>{BRAND_INFO[site.brand].name}</p>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{BRAND_INFO[site.brand].tagline}</p>
      </div>
    </footer>
  )
}
