// A store's row in the product page's store availability, for a connected associate (issue 15): hold
// the chosen size there for a shopper (reserveWithItem). The reservation is an engine command
// (`associate.Reserve`): the form says it waits for the server, then shows the reference and until
// when the store keeps it, and the store's units are read again. Loaded only while an associate is
// connected with a store session.
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { inputStyle } from '../../ui/formStyles'
import { CommandStatus, Field, FormActions, formRow, useAssociateCommand } from './associateForm'
import { at } from './strings'

const MAX_NAME = 100

export interface ReserveControlProps {
  readonly store: { readonly storeId: string; readonly name: string }
  readonly sku: string
  /** The store's units of the size: what may be held (at most 10 at once). */
  readonly quantity: number
}

export default function ReserveControl({ store, sku, quantity }: ReserveControlProps) {
  const site = useSite()
  const lang = site.language
  const queryClient = useQueryClient()
  const { busy, failure, run } = useAssociateCommand()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [qty, setQty] = useState(1)
  const [invalid, setInvalid] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  if (quantity <= 0 && done === null) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const customerName = name.trim()
    if (customerName.length === 0 || customerName.length > MAX_NAME) return setInvalid(true)
    setInvalid(false)
    const result = await run({ _tag: 'associate.Reserve', storeId: store.storeId, sku, qty, customerName })
    if (!result) return
    const made = result.events.map((e) => e.payload).find((p) => p._tag === 'v1.StoreReservationMade')
    if (made && made._tag === 'v1.StoreReservationMade') {
      const until = new Intl.DateTimeFormat(site.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(made.expiresAt))
      setDone(at(lang, 'reserve.done', { qty: made.qty, name: customerName, until, reference: made.reservationId }))
    }
    setOpen(false)
    setName('')
    void queryClient.invalidateQueries({ queryKey: ['stores', 'availability'] })
  }

  return (
    <div data-testid="reserve-control" className={css({ display: 'grid', gap: '2', fontSize: 'sm', mt: '2' })}>
      {done && (
        <p role="status" data-testid="reservation-made" className={css({ fontWeight: 'semibold', color: 'success' })}>
          {done}
        </p>
      )}
      <CommandStatus busy={busy} failure={failure} />
      {open ? (
        <form onSubmit={(e) => void submit(e)} aria-label={at(lang, 'reserve.title', { store: store.name })} className={formRow}>
          <Field id={`${id}-name`} label={at(lang, 'reserve.name')}>
            <input
              id={`${id}-name`}
              className={inputStyle}
              value={name}
              maxLength={MAX_NAME}
              autoComplete="off"
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-invalid` : undefined}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </Field>
          <Field id={`${id}-qty`} label={at(lang, 'reserve.qty')}>
            <select id={`${id}-qty`} className={inputStyle} value={qty} onChange={(e) => setQty(Number(e.currentTarget.value))}>
              {Array.from({ length: Math.min(quantity, 10) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
          <FormActions busy={busy} submitLabel={at(lang, 'reserve.submit')} onCancel={() => setOpen(false)} invalid={invalid ? { id: `${id}-invalid`, text: at(lang, 'reserve.nameMissing') } : null} />
        </form>
      ) : (
        quantity > 0 && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen(true)} aria-label={`${at(lang, 'reserve.open')}: ${store.name}`}>
            {at(lang, 'reserve.open')}
          </Button>
        )
      )}
    </div>
  )
}
