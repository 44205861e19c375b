// The account's recent orders (the history's first page, three shown) with a link to all of them.
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { OrderList } from './OrderList'
import { t } from './pageStrings'
import { sectionTitle } from './styles'

export default function OrdersSection() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const history = useEngineState((s) => s.account.history)
  useEffect(() => {
    void dispatch({ _tag: 'orders.LoadHistory', start: 0 })
  }, [dispatch])
  return (
    <section aria-labelledby="account-orders" data-testid="account-orders">
      <h2 id="account-orders" className={sectionTitle}>
        {t(lang, 'orders.recent')}
      </h2>
      {!history ? (
        <p role="status">{t(lang, 'orders.loading')}</p>
      ) : history.orders.length === 0 ? (
        <p>{t(lang, 'orders.none')}</p>
      ) : (
        <OrderList orders={history.start === 0 ? history.orders.slice(0, 3) : []} locale={site.locale} />
      )}
      <p className={css({ mt: '3', display: 'flex', gap: '6', flexWrap: 'wrap' })}>
        <Link to="/$locale/account/orders" params={{ locale: site.locale }} className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
          {t(lang, 'orders.all')}
        </Link>
        <Link to="/$locale/track-order" params={{ locale: site.locale }} className={css({ textDecoration: 'underline' })}>
          {t(lang, 'track.link')}
        </Link>
      </p>
    </section>
  )
}
