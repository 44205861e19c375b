// The back-in-stock sign-up of the buy box (loaded when the shopper opens it): a sold-out size of the
// colour shown and an e-mail address, sent as the engine's `product.NotifyBackInStock`, which needs
// the server's word (it checks the address: AUT453); "Signing you up…" until it answers. The address
// stays in this form: the engine records only that the size is awaited.
import { Suspense, useId, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { CommandFailure } from '../../engine/commands/command'
import { selectFeedback, useDispatch, useEngineState } from '../../engine/react'
import { Button } from '../../ui/Button'
import { FailureMessage } from '../../ui/FailureMessage'
import { inputStyle, labelStyle } from '../../ui/formStyles'
import type { Language } from '../../ui/strings'
import { text } from './sectionStrings'

export interface SoldOutSize {
  readonly sku: string
  readonly label: string
}

type Status = { readonly kind: 'editing' } | { readonly kind: 'sending' } | { readonly kind: 'failed'; readonly failure: CommandFailure } | { readonly kind: 'done'; readonly email: string; readonly already: boolean }

export default function BackInStockForm({ sizes, language: lang }: { sizes: ReadonlyArray<SoldOutSize>; language: Language }) {
  const dispatch = useDispatch()
  const waiting = useEngineState((state) => selectFeedback(state).backInStock)
  const [sku, setSku] = useState(sizes[0]?.sku ?? '')
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const ids = { size: useId(), email: useId() }
  const size = sizes.find((s) => s.sku === sku)?.label ?? ''

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!event.currentTarget.reportValidity() || status.kind === 'sending') return
    setStatus({ kind: 'sending' })
    const address = email.trim()
    const result = await dispatch({ _tag: 'product.NotifyBackInStock', sku, email: address })
    if (!result.ok) return setStatus({ kind: 'failed', failure: result.error })
    const recorded = result.events.find((e) => e.payload._tag === 'v1.BackInStockRequested')?.payload
    setStatus({ kind: 'done', email: address, already: recorded?._tag === 'v1.BackInStockRequested' && recorded.status === 'alreadySubscribed' })
  }

  return (
    <form onSubmit={submit} data-testid="back-in-stock" className={css({ display: 'grid', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md' })}>
      {sizes.length > 1 ? (
        <div>
          <label htmlFor={ids.size} className={labelStyle}>
            {text(lang, 'backInStock.size')}
          </label>
          <select id={ids.size} value={sku} onChange={(e) => (setSku(e.currentTarget.value), setStatus({ kind: 'editing' }))} className={inputStyle}>
            {sizes.map((s) => (
              <option key={s.sku} value={s.sku}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={css({ fontSize: 'sm' })}>
          {text(lang, 'backInStock.size')}: <strong>{size}</strong>
        </p>
      )}
      <div>
        <label htmlFor={ids.email} className={labelStyle}>
          {text(lang, 'backInStock.email')}
        </label>
        <input id={ids.email} type="email" required maxLength={254} autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} className={inputStyle} />
      </div>
      <Button type="submit" variant="secondary" disabled={status.kind === 'sending'}>
        {text(lang, status.kind === 'sending' ? 'backInStock.sending' : 'backInStock.submit')}
      </Button>
      <p role="status" className={cx(css({ fontSize: 'sm' }), status.kind === 'failed' ? css({ color: 'danger' }) : css({ color: 'success' }))}>
        {status.kind === 'done' ? (
          text(lang, status.already ? 'backInStock.already' : 'backInStock.done', { email: status.email, size })
        ) : status.kind === 'failed' ? (
          <Suspense fallback={null}>
            <FailureMessage failure={status.failure} language={lang} />
          </Suspense>
        ) : waiting[sku] ? (
          text(lang, 'backInStock.waiting', { size })
        ) : (
          ''
        )}
      </p>
    </form>
  )
}
