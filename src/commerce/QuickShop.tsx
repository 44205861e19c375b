// "Quick shop" on a product tile (the category page): a button in the tile whose dialog (the spec's
// quickshop dialog) loads when pressed. Its label is the only text it carries, in a table of its own
// so the category page's first scripts carry no more.
import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import type { Language } from '../ui/strings'

const QuickShopDialog = lazy(() => import('./QuickShopDialog'))

const LABEL: Record<Language, string> = { en: 'Quick shop', fr: 'Achat rapide', de: 'Schnellkauf' }

export function QuickShopButton({ productId, name, language }: { productId: string; name: string; language: Language }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${LABEL[language]}: ${name}`}
        onClick={() => setOpen(true)}
        className={css({ w: 'full', minH: '10', borderWidth: '1px', borderColor: 'border.strong', rounded: 'md', fontSize: 'sm', fontWeight: 'semibold', bg: 'bg', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}
      >
        {LABEL[language]}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickShopDialog productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
