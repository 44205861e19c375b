// /{locale}/favourites/shared/{favoriteId}: a list of favourites someone shared, read-only (no
// hearts: the list is not the reader's), read from the service without a token; a list that is not
// shared (any more) says so.
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { sharedFavouritesQuery } from '../../api/accountQueries'
import { useSite } from '../../site/useSite'
import { ProductTile } from '../../ui/ProductTile'
import { TileActionContext } from '../../ui/tileAction'
import { pageStyle } from '../account/styles'
import { t } from '../account/pageStrings'

export function SharedFavouritesPage({ favoriteId }: { favoriteId: string }) {
  const site = useSite()
  const lang = site.language
  const list = useQuery(sharedFavouritesQuery(site, favoriteId))
  return (
    <div className={pageStyle} data-testid="shared-favourites">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '1' })}>{t(lang, 'fav.sharedTitle')}</h1>
      {list.isPending ? (
        <p role="status">{t(lang, 'fav.loading')}</p>
      ) : !list.data ? (
        <p>{t(lang, 'fav.notShared')}</p>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>{t(lang, 'fav.sharedIntro')}</p>
          <h2 className={css({ color: 'fg.muted', mb: '4', fontSize: 'md', fontWeight: 'normal' })}>{t(lang, 'fav.count', { count: list.data.total })}</h2>
          <TileActionContext.Provider value={null}>
            <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' })}>
              {list.data.items.map((item) => (
                <li key={item.itemId} data-testid="shared-favourite">
                  <ProductTile product={item.product} locale={site.locale} />
                  {!item.available && <p className={css({ fontSize: 'sm', color: 'danger', fontWeight: 'semibold' })}>{t(lang, 'fav.unavailable')}</p>}
                </li>
              ))}
            </ul>
          </TileActionContext.Provider>
        </>
      )}
    </div>
  )
}
