// A cart line's price adjustment, for a store associate (issue 15): add one (type, value, reason),
// change it or remove it. Each is an engine command; the form says it waits until the server
// confirms, then the line shows what the adjustment takes off (the server computes it). Loaded by
// the cart only while an associate is connected.
import { Suspense, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { FailureToLocalize } from '../../contract/errorCatalogue'
import { PRICE_ADJUSTMENT_REASONS, PRICE_ADJUSTMENT_TYPES, type PriceAdjustmentReason, type PriceAdjustmentType } from '../../contract/schemas/associates'
import type { CartItem } from '../../contract/schemas/cart'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { FailureMessage } from '../../ui/FailureMessage'
import { inputStyle, labelStyle } from '../../ui/formStyles'
import { parseAdjustmentValue } from './adjustmentInput'
import { at } from './strings'

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' })

export default function PriceAdjustmentControl({ item, money }: { item: CartItem; money: (n: number) => string }) {
  const { language: lang } = useSite()
  const dispatch = useDispatch()
  const adjustment = useEngineState((s) => s.cart.server?.priceAdjustments?.find((a) => a.itemId === item.id) ?? null)
  const [open, setOpen] = useState(false)
  const [type, setType] = useState<PriceAdjustmentType>('AMOUNT_OFF')
  const [value, setValue] = useState('')
  const [reason, setReason] = useState<PriceAdjustmentReason>('PRICE_MATCH')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<FailureToLocalize | null>(null)
  const id = `adjust-${item.id}`

  const run = async (command: Parameters<typeof dispatch>[0]) => {
    setBusy(true)
    setFailure(null)
    try {
      const result = await dispatch(command)
      if (result.ok) setOpen(false)
      else setFailure(result.error)
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = parseAdjustmentValue(type, value)
    if (!parsed.ok) return setInvalid(at(lang, 'adjust.invalid', { min: parsed.min, max: parsed.max }))
    setInvalid(null)
    void run(
      adjustment
        ? { _tag: 'cart.ChangePriceAdjustment', adjustmentId: adjustment.adjustmentId, type, value: parsed.value, reason }
        : { _tag: 'cart.AddPriceAdjustment', itemId: item.id, type, value: parsed.value, reason },
    )
  }
  const edit = () => {
    if (adjustment) {
      setType(adjustment.type)
      setValue(String(adjustment.value))
      setReason(adjustment.reason)
    }
    setOpen(true)
  }

  return (
    <div data-testid="price-adjustment" className={css({ mt: '2', display: 'grid', gap: '2', fontSize: 'sm' })}>
      {adjustment && (
        <p data-testid="price-adjustment-applied" className={css({ fontWeight: 'semibold' })}>
          {at(lang, 'adjust.applied', { reason: at(lang, `adjust.${adjustment.reason}`), amount: money(adjustment.amount) })}
        </p>
      )}
      {busy && (
        <p role="status" data-testid="price-adjustment-pending" className={css({ fontStyle: 'italic', color: 'fg.muted' })}>
          {at(lang, 'adjust.pending')}
        </p>
      )}
      {failure && (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'semibold' })}>
          <Suspense fallback={null}>
            <FailureMessage failure={failure} language={lang} />
          </Suspense>
        </p>
      )}
      {open ? (
        <form onSubmit={submit} className={row} aria-label={at(lang, 'adjust.title')}>
          <div>
            <label htmlFor={`${id}-type`} className={labelStyle}>
              {at(lang, 'adjust.type')}
            </label>
            <select id={`${id}-type`} className={inputStyle} value={type} onChange={(e) => setType(e.currentTarget.value as PriceAdjustmentType)}>
              {PRICE_ADJUSTMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {at(lang, `adjust.${t}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-value`} className={labelStyle}>
              {at(lang, 'adjust.value')}
            </label>
            <input
              id={`${id}-value`}
              className={inputStyle}
              inputMode="decimal"
              value={value}
              maxLength={9}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-invalid` : undefined}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-reason`} className={labelStyle}>
              {at(lang, 'adjust.reason')}
            </label>
            <select id={`${id}-reason`} className={inputStyle} value={reason} onChange={(e) => setReason(e.currentTarget.value as PriceAdjustmentReason)}>
              {PRICE_ADJUSTMENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {at(lang, `adjust.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" disabled={busy}>
            {at(lang, 'adjust.apply')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
            {at(lang, 'adjust.cancel')}
          </Button>
          {invalid && (
            <p id={`${id}-invalid`} className={css({ color: 'danger', w: 'full' })}>
              {invalid}
            </p>
          )}
        </form>
      ) : (
        <div className={row}>
          <Button size="sm" variant="secondary" disabled={busy} onClick={edit}>
            {at(lang, adjustment ? 'adjust.change' : 'adjust.add')}
          </Button>
          {adjustment && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run({ _tag: 'cart.RemovePriceAdjustment', adjustmentId: adjustment.adjustmentId })}>
              {at(lang, 'adjust.remove')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
