// The account's address book: delivery and billing addresses with their main marks, add, edit,
// make main, remove. The form checks the shared address rules as the shopper types (the same the
// service runs); each change is an engine command answered by the whole book, so the main-address
// rule (one main per type, the first of a type main) shows exactly as the service applied it.
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { ADDRESS_COUNTRIES, phoneMask, type AddressRules } from '../../contract/address'
import type { Address } from '../../contract/schemas/cart'
import { LOCALE_INFO } from '../../contract/site/sites'
import { AddressBlock, AddressForm, addressOf, draftOf, emptyAddress, type AddressDraft, type AddressField } from '../../commerce/AddressForm'
import { addressErrors, serverAddressErrors } from '../../commerce/validate'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { t } from './pageStrings'
import { linkButton, sectionTitle } from './styles'

type Type = 'S' | 'B'
const RULES: Record<Type, AddressRules> = { S: { kind: 'shipping', shipTo: ADDRESS_COUNTRIES, homeDelivery: true }, B: { kind: 'billing' } }
const COMMANDS = ['account.AddAddress', 'account.UpdateAddress', 'account.RemoveAddress']

interface Editing {
  readonly id: string | null
  readonly type: Type
  readonly draft: AddressDraft
  readonly main: boolean
}

const card = css({ p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md', display: 'grid', gap: '2', alignContent: 'start' })

/** Field errors the service named in its refusal (`params.fields`: "field:code,…"). */
const fieldsOf = (failure: { readonly params: Readonly<Record<string, string | number>> } | null): ReadonlyArray<{ field: string; code: string }> =>
  String(failure?.params.fields ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [field = '', code = ''] = pair.split(':')
      return { field, code }
    })

export default function AddressBookSection() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const addresses = useEngineState((s) => s.session.profile?.addresses ?? null)
  const failure = useEngineState((s) => s.account.lastError)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({})
  const [busy, setBusy] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const country = LOCALE_INFO[site.locale].region

  const run = async (key: string, command: Parameters<typeof dispatch>[0]): Promise<boolean> => {
    if (busy) return false
    setBusy(key)
    setDone(false)
    try {
      const result = await dispatch(command)
      setDone(result.ok)
      return result.ok
    } finally {
      setBusy(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!editing) return
    const found = addressErrors(editing.draft, lang, RULES[editing.type])
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const address = { ...addressOf(editing.draft), approachType: editing.type, ...(editing.main ? { main: true } : {}) }
    const ok = await run('save', editing.id ? { _tag: 'account.UpdateAddress', addressId: editing.id, address } : { _tag: 'account.AddAddress', address })
    if (ok) setEditing(null)
  }

  const edit = (address: Address | null, type: Type) => {
    setErrors({})
    setDone(false)
    setEditing({ id: address?.id ?? null, type: address?.approachType ?? type, draft: address ? draftOf(address, country) : emptyAddress(country), main: address?.main ?? false })
  }

  const makeMain = (a: Address) => {
    if (!a.id) return
    const { id, main: _main, ...rest } = a
    void run(`main-${id}`, { _tag: 'account.UpdateAddress', addressId: id, address: { ...rest, approachType: a.approachType ?? 'S', main: true } })
  }

  const serverErrors = editing ? serverAddressErrors(fieldsOf(failure && COMMANDS.includes(failure.command) ? failure : null), editing.draft, lang) : {}
  const shown = { ...serverErrors, ...errors }

  const list = (type: Type) => {
    const ofType = (addresses ?? []).filter((a) => (a.approachType ?? 'S') === type)
    return (
      <div>
        <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{t(lang, type === 'S' ? 'book.shippingList' : 'book.billingList')}</h3>
        {ofType.length === 0 ? (
          <p className={css({ color: 'fg.muted', mb: '2' })}>{t(lang, 'account.noAddresses')}</p>
        ) : (
          <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' })}>
            {ofType.map((a) => (
              <li key={a.id ?? a.addressLine1} className={card} data-testid="account-address" data-main={a.main ? 'true' : 'false'}>
                {a.main && <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{t(lang, type === 'B' ? 'account.billingMain' : 'account.shippingMain')}</p>}
                <AddressBlock address={a} language={lang} phone />
                <span className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
                  <button type="button" className={linkButton} disabled={busy !== null} onClick={() => edit(a, type)}>
                    {t(lang, 'book.edit')}
                    <span className={css({ srOnly: true })}> {a.addressLine1}</span>
                  </button>
                  {!a.main && (
                    <button type="button" className={linkButton} disabled={busy !== null} onClick={() => makeMain(a)}>
                      {t(lang, 'book.makeMain')}
                      <span className={css({ srOnly: true })}> {a.addressLine1}</span>
                    </button>
                  )}
                  <button type="button" className={linkButton} disabled={busy !== null} onClick={() => a.id && void run(`remove-${a.id}`, { _tag: 'account.RemoveAddress', addressId: a.id })}>
                    {t(lang, 'book.remove')}
                    <span className={css({ srOnly: true })}> {a.addressLine1}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    )
  }

  return (
    <section aria-labelledby="account-addresses" data-testid="address-book">
      <h2 id="account-addresses" className={sectionTitle}>
        {t(lang, 'account.addresses')}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{t(lang, 'book.rule')}</p>
      {done && !editing && (
        <p role="status" className={css({ color: 'success', mb: '2' })}>
          {t(lang, 'book.saved')}
        </p>
      )}
      {addresses === null ? (
        <p role="status">{t(lang, 'account.loading')}</p>
      ) : (
        <div className={css({ display: 'grid', gap: '6' })}>
          {list('S')}
          {list('B')}
        </div>
      )}
      {editing ? (
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="address-form-title" className={css({ mt: '6', p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md', display: 'grid', gap: '4' })}>
          <h3 id="address-form-title" className={css({ fontWeight: 'semibold' })}>
            {t(lang, editing.id ? 'book.editing' : 'book.adding')}
          </h3>
          <fieldset className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
            <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>{t(lang, 'book.type')}</legend>
            {(['S', 'B'] as const).map((type) => (
              <label key={type} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="radio" name="approachType" value={type} checked={editing.type === type} onChange={() => setEditing({ ...editing, type })} />
                {t(lang, type === 'S' ? 'book.shipping' : 'book.billing')}
              </label>
            ))}
          </fieldset>
          <AddressForm idPrefix="book" value={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} errors={shown} language={lang} countries={ADDRESS_COUNTRIES} phoneMask={phoneMask(editing.draft.country)} />
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input type="checkbox" checked={editing.main} onChange={(e) => setEditing({ ...editing, main: e.currentTarget.checked })} />
            {t(lang, 'book.mainCheckbox')}
          </label>
          <span className={css({ display: 'flex', gap: '3' })}>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'save' ? t(lang, 'book.saving') : t(lang, 'book.save')}
            </Button>
            <Button variant="secondary" disabled={busy !== null} onClick={() => setEditing(null)}>
              {t(lang, 'book.cancel')}
            </Button>
          </span>
        </form>
      ) : (
        <div className={css({ mt: '4' })}>
          <Button variant="secondary" onClick={() => edit(null, 'S')}>
            {t(lang, 'book.add')}
          </Button>
        </div>
      )}
    </section>
  )
}
