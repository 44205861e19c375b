// A cart line's price adjustment, for a store associate (issue 15): add one (type, value, reason),
// change it or remove it. Each is an engine command; the form says it waits until the server
// confirms, then the line shows what the adjustment takes off (the server computes it). Loaded by
// the cart only while an associate is connected.
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { PRICE_ADJUSTMENT_REASONS, PRICE_ADJUSTMENT_TYPES, type PriceAdjustmentReason, type PriceAdjustmentType } from '../../contract/schemas/associates'
import type { CartItem } from '../../contract/schemas/cart'
import { useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { inputStyle } from '../../ui/formStyles'
import { CommandStatus, Field, FormActions, formRow, useAssociateCommand } from './associateForm'
import { parseAdjustmentValue } from './adjustmentInput'
import { at } from './strings'

export default function PriceAdjustmentControl({ item, money }: { item: CartItem; money: (n: number) => string }) {
  const { language: lang } = useSite()
  const adjustment = useEngineState((s) => s.cart.server?.priceAdjustments?.find((a) => a.itemId === item.id) ?? null)
  const { busy, failure, run } = useAssociateCommand()
  const [open, setOpen] = useState(false)
  const [type, setType] = useState<PriceAdjustmentType>('AMOUNT_OFF')
  const [value, setValue] = useState('')
  const [reason, setReason] = useState<PriceAdjustmentReason>('PRICE_MATCH')
  const [invalid, setInvalid] = useState<string | null>(null)
  const id = `adjust-${item.id}`

  const send = async (command: Parameters<typeof run>[0]) => {
    if (await run(command)) setOpen(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = parseAdjustmentValue(type, value)
    if (!parsed.ok) return setInvalid(at(lang, 'adjust.invalid', { min: parsed.min, max: parsed.max }))
    setInvalid(null)
    void send(
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
      <CommandStatus busy={busy} failure={failure} pendingTestId="price-adjustment-pending" />
      {open ? (
        <form onSubmit={submit} className={formRow} aria-label={at(lang, 'adjust.title')}>
          <Field id={`${id}-type`} label={at(lang, 'adjust.type')}>
            <select id={`${id}-type`} className={inputStyle} value={type} onChange={(e) => setType(e.currentTarget.value as PriceAdjustmentType)}>
              {PRICE_ADJUSTMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {at(lang, `adjust.${t}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-value`} label={at(lang, 'adjust.value')}>
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
          </Field>
          <Field id={`${id}-reason`} label={at(lang, 'adjust.reason')}>
            <select id={`${id}-reason`} className={inputStyle} value={reason} onChange={(e) => setReason(e.currentTarget.value as PriceAdjustmentReason)}>
              {PRICE_ADJUSTMENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {at(lang, `adjust.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          <FormActions busy={busy} submitLabel={at(lang, 'adjust.apply')} onCancel={() => setOpen(false)} invalid={invalid ? { id: `${id}-invalid`, text: invalid } : null} />
        </form>
      ) : (
        <div className={formRow}>
          <Button size="sm" variant="secondary" disabled={busy} onClick={edit}>
            {at(lang, adjustment ? 'adjust.change' : 'adjust.add')}
          </Button>
          {adjustment && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void send({ _tag: 'cart.RemovePriceAdjustment', adjustmentId: adjustment.adjustmentId })}>
              {at(lang, 'adjust.remove')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
