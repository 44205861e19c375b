// Site header: skip link, brand logo, the content-managed mega menu (src/blocks/megaMenu: the server
// renders it whole; its code loads when the shopper first reaches for it: a pointer over it, a touch
// or focus, docs/decisions/0034), the
// search box, the favourites link (with the favourites flag), the account link and the mini cart.
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { menuQuery } from '../../api/queries'
import { LazyHydrate } from '../../blocks/LazyHydrate'
import { loadMegaMenu } from '../../blocks/megaMenu/loadMegaMenu'
import { BRAND_INFO } from '../../contract/site/sites'
import { useSite, type SiteContext } from '../../site/useSite'
import type { MenuResponse } from '../../contract/schemas/content'
import { t } from '../../ui/strings'
import { EngineToasts } from './EngineToasts'
import { AccountLink } from '../AccountLink'
import { MiniCart } from './MiniCart'
import { SearchBox, useSearchBoxQuery } from './SearchBox'
import { KeptPart } from '../../ui/KeptPart'
import { useAssociateConnected } from '../../commerce/useAssociateConnected'
import { useHydrating } from '../../pwa/browser/hydrationMark'

export function SiteHeader() {
  const site = useSite()
  const { settings } = useRouteContext({ from: '__root__' })
  const menu = useQuery(menuQuery(site))
  // No favourites while a store associate is connected (spec 000 section 6).
  const associate = useAssociateConnected()
  // On a search page the box shows the query: that header is rendered every time (one per query; the search page itself is kept).
  const query = useSearchBoxQuery()
  const favourites = settings.favourites && !associate
  return (
    <KeptPart part="header" version={query === undefined ? menu.data : undefined} facts={JSON.stringify([site.brand, site.locale, favourites])}>
      <HeaderBody site={site} menu={menu.data} favourites={favourites} />
    </KeptPart>
  )
}

/** The header itself: everything it shows comes from its props (the server may keep its HTML: ../../ui/KeptPart.tsx). */
function HeaderBody({ site, menu, favourites }: { site: SiteContext; menu: MenuResponse | undefined; favourites: boolean }) {
  const hydrating = useHydrating()
  return (
    <header data-part="header" {...hydrating} className={css({ borderBottomWidth: '1px', borderColor: 'border', bg: 'bg', position: 'sticky', top: '0', zIndex: 'sticky' })}>
      <a href="#main" className={css({ position: 'absolute', left: '-9999px', _focus: { left: '2', top: '2', bg: 'bg', p: '2', zIndex: 'skipLink' } })}>
        {t(site.language, 'header.skip')}
      </a>
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          display: 'grid',
          gridTemplateColumns: { base: '1fr auto', md: 'auto 1fr minmax(10rem, 16rem) auto' },
          gridTemplateAreas: { base: '"logo cart" "search search" "nav nav"', md: '"logo nav search cart"' },
          rowGap: '2',
          alignItems: 'center',
          columnGap: '6',
          py: { base: '2', md: '0' },
          minH: '16',
        })}
      >
        <Link to="/$locale" params={{ locale: site.locale }} className={css({ gridArea: 'logo', fontWeight: 'extrabold', fontSize: 'xl', letterSpacing: 'tight', color: 'brand', whiteSpace: 'nowrap' })}>
          {BRAND_INFO[site.brand].name}
        </Link>
        <div className={css({ gridArea: 'nav', minW: '0' })}>
          {menu && <LazyHydrate load={loadMegaMenu} props={{ menu, language: site.language, label: t(site.language, 'header.menu') }} when="interaction" />}
        </div>
        <SearchBox />
        <div className={css({ gridArea: 'cart', display: 'flex', alignItems: 'center', gap: '4' })}>
          {favourites && (
            <Link to="/$locale/favourites" params={{ locale: site.locale }} className={css({ fontWeight: 'semibold', fontSize: 'sm', whiteSpace: 'nowrap', py: '2', _hover: { color: 'accent' } })} data-testid="favourites-link">
              {t(site.language, 'header.favourites')}
            </Link>
          )}
          <AccountLink />
          <MiniCart />
        </div>
        <EngineToasts />
      </div>
    </header>
  )
}
