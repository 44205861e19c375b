// The saved-for-later list in the account: the same list and actions as under the cart
// (../../commerce/SavedForLater.tsx), or a word when it is empty.
import { css } from 'styled-system/css'
import { SavedForLater } from '../../commerce/SavedForLater'
import { useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { t } from './pageStrings'
import { sectionTitle } from './styles'

export default function SavedForLaterSection() {
  const site = useSite()
  const empty = useEngineState((s) => s.cart.saved !== null && s.cart.saved.items.length === 0)
  return (
    <div data-testid="account-saved">
      {empty && (
        <section aria-labelledby="account-saved-title">
          <h2 id="account-saved-title" className={sectionTitle}>
            {t(site.language, 'saved.sectionTitle')}
          </h2>
          <p className={css({ color: 'fg.muted' })}>{t(site.language, 'saved.none')}</p>
        </section>
      )}
      <SavedForLater />
    </div>
  )
}
