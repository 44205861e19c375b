// The buy box's store availability button and back-in-stock sign-up: small in the page's first
// scripts, their dialog and form load when the shopper opens them.
import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import type { Language } from '../../ui/strings'
import type { SoldOutSize } from './BackInStockForm'
import { pageText } from './pageStrings'

// The dialog, and an associate's reservations in it, load when the shopper opens it.
const StoreAvailabilityDialog = lazy(() => import('./StoreAvailability'))
const BackInStockForm = lazy(() => import('./BackInStockForm'))

const linkButton = css({ textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm', textAlign: 'left', minH: '11' })

export function StoreAvailabilityButton({ productId, sku, description, language, onNeedSize }: { productId: string; sku: string | null; description: string; language: Language; onNeedSize: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={linkButton} onClick={() => (sku ? setOpen(true) : onNeedSize())}>
        {pageText(language, 'buy.stores')}
      </button>
      {open && sku && (
        <Suspense fallback={null}>
          <StoreAvailabilityDialog productId={productId} sku={sku} description={description} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

export function BackInStock({ sizes, language }: { sizes: ReadonlyArray<SoldOutSize>; language: Language }) {
  const [open, setOpen] = useState(false)
  if (sizes.length === 0) return null
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <button type="button" className={linkButton} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {pageText(language, 'buy.soldOutSizes')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BackInStockForm sizes={sizes} language={language} />
        </Suspense>
      )}
    </div>
  )
}
