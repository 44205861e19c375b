// /{locale}/account/orders: the signed-in shopper's orders, newest first, a page at a time. Signed
// out (or signing out here), the shopper goes home (spec 000 section 6).
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { ORDER_HISTORY_PAGE } from '../../contract/schemas/orders'
import { useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { OrderList } from './OrderList'
import { t } from './pageStrings'
import { pageStyle } from './styles'
import { useSignedInOnly } from './useSignedInOnly'

export function OrderHistoryPage() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  useEngineDemand()
  const registered = useSignedInOnly()
  const history = useEngineState((s) => s.account.history)
  const [start, setStart] = useState(0)
  useEffect(() => {
    if (registered) void dispatch({ _tag: 'orders.LoadHistory', start })
  }, [registered, start, dispatch])
  const pages = history ? Math.max(1, Math.ceil(history.total / ORDER_HISTORY_PAGE)) : 1
  const page = Math.floor(start / ORDER_HISTORY_PAGE) + 1
  return (
    <div className={pageStyle} data-testid="order-history">
      <p className={css({ mb: '2' })}>
        <Link to="/$locale/account" params={{ locale: site.locale }} className={css({ textDecoration: 'underline' })}>
          {t(lang, 'account.title')}
        </Link>
      </p>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'orders.title')}</h1>
      {!registered || !history || history.start !== start ? (
        <p role="status">{t(lang, 'orders.loading')}</p>
      ) : history.orders.length === 0 ? (
        <p>{t(lang, 'orders.none')}</p>
      ) : (
        <>
          <OrderList orders={history.orders} locale={site.locale} />
          {pages > 1 && (
            <nav aria-label={t(lang, 'orders.title')} className={css({ display: 'flex', gap: '4', alignItems: 'center', mt: '6' })}>
              <Button variant="secondary" disabled={start === 0} onClick={() => setStart(Math.max(0, start - ORDER_HISTORY_PAGE))}>
                {t(lang, 'orders.previous')}
              </Button>
              <span>{t(lang, 'orders.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setStart(start + ORDER_HISTORY_PAGE)}>
                {t(lang, 'orders.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
