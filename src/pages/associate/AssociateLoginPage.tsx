// /{locale}/associate-login: the in-store employee sign-in (spec 000 sections 2 and 6; issue 15). An
// associate signs in with the agent login (engine command associate.SignIn), then chooses the store
// and the employee they sell as from the utilities calls (associate.LoadStores / LoadEmployees /
// ChooseStore). Signed in with a store chosen, the page says so and offers to sell or sign out.
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { FailureToLocalize } from '../../contract/errorCatalogue'
import { useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { FailureMessage } from '../../ui/FailureMessage'
import { inputStyle, labelStyle } from '../../ui/formStyles'
import { useHydrating } from '../../pwa/browser/hydrationMark'
import { pageStyle } from '../account/styles'
import { AssociateSignOut } from './AssociateSignOut'
import { at } from './strings'

const formStyle = css({ display: 'grid', gap: '4', maxW: 'md' })
const errorStyle = css({ color: 'danger', fontWeight: 'semibold' })

function Failure({ failure }: { failure: FailureToLocalize | null }) {
  const { language } = useSite()
  if (!failure) return null
  return (
    <p role="alert" className={errorStyle} data-testid="associate-error">
      <Suspense fallback={null}>
        <FailureMessage failure={failure} language={language} />
      </Suspense>
    </p>
  )
}

function CredentialsForm() {
  const hydrating = useHydrating()
  const { language: lang } = useSite()
  const dispatch = useDispatch()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<FailureToLocalize | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || username.trim() === '' || password === '') return
    setBusy(true)
    setFailure(null)
    try {
      const result = await dispatch({ _tag: 'associate.SignIn', username: username.trim(), password })
      if (!result.ok) setFailure(result.error)
      else setPassword('')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form {...hydrating} onSubmit={(e) => void submit(e)} className={formStyle} data-testid="associate-login-form">
      <div>
        <label htmlFor="associate-username" className={labelStyle}>
          {at(lang, 'login.username')}
        </label>
        <input id="associate-username" type="email" className={inputStyle} value={username} maxLength={254} autoComplete="username" required onChange={(e) => setUsername(e.currentTarget.value)} />
      </div>
      <div>
        <label htmlFor="associate-password" className={labelStyle}>
          {at(lang, 'login.password')}
        </label>
        <input id="associate-password" type="password" className={inputStyle} value={password} maxLength={256} autoComplete="current-password" required onChange={(e) => setPassword(e.currentTarget.value)} />
      </div>
      <Failure failure={failure} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {at(lang, busy ? 'login.busy' : 'login.submit')}
      </Button>
    </form>
  )
}

function ChooseStoreForm() {
  const { language: lang, locale } = useSite()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const stores = useEngineState((s) => s.session.associate?.stores ?? null)
  const employeesByStore = useEngineState((s) => s.session.associate?.employees)
  const [storeId, setStoreId] = useState('')
  const [employeeId, setEmployeeId] = useState('')
  const [failure, setFailure] = useState<FailureToLocalize | null>(null)
  const employees = storeId ? employeesByStore?.[storeId] : undefined

  useEffect(() => {
    void dispatch({ _tag: 'associate.LoadStores' }).then((r) => !r.ok && setFailure(r.error))
  }, [dispatch])
  useEffect(() => {
    if (storeId) void dispatch({ _tag: 'associate.LoadEmployees', storeId }).then((r) => !r.ok && setFailure(r.error))
  }, [storeId, dispatch])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const store = stores?.find((s) => s.storeId === storeId)
    const employee = employees?.find((e) => e.storeEmployeeId === employeeId)
    if (!store || !employee) return
    const result = await dispatch({ _tag: 'associate.ChooseStore', storeId: store.storeId, storeName: store.storeName, storeEmployeeId: employee.storeEmployeeId, storeEmployeeName: employee.storeEmployeeName })
    if (!result.ok) setFailure(result.error)
    else void navigate({ to: '/$locale', params: { locale } })
  }
  return (
    <form onSubmit={(e) => void submit(e)} className={formStyle} data-testid="associate-choose-form">
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{at(lang, 'choose.title')}</h2>
      <div>
        <label htmlFor="associate-store" className={labelStyle}>
          {at(lang, 'choose.store')}
        </label>
        <select
          id="associate-store"
          className={inputStyle}
          value={storeId}
          disabled={!stores}
          onChange={(e) => {
            setStoreId(e.currentTarget.value)
            setEmployeeId('')
          }}
        >
          <option value="">{stores ? at(lang, 'choose.pick') : at(lang, 'choose.loading')}</option>
          {(stores ?? []).map((s) => (
            <option key={s.storeId} value={s.storeId}>
              {s.storeName}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="associate-employee" className={labelStyle}>
          {at(lang, 'choose.employee')}
        </label>
        <select id="associate-employee" className={inputStyle} value={employeeId} disabled={!employees} onChange={(e) => setEmployeeId(e.currentTarget.value)}>
          <option value="">{storeId && !employees ? at(lang, 'choose.loading') : at(lang, 'choose.pick')}</option>
          {(employees ?? []).map((e) => (
            <option key={e.storeEmployeeId} value={e.storeEmployeeId}>
              {e.storeEmployeeName}
            </option>
          ))}
        </select>
      </div>
      <Failure failure={failure} />
      <Button type="submit" disabled={!storeId || !employeeId}>
        {at(lang, 'choose.submit')}
      </Button>
    </form>
  )
}

export function AssociateLoginPage() {
  const site = useSite()
  const lang = site.language
  const navigate = useNavigate()
  useEngineDemand()
  const status = useEngineState((s) => s.session.status)
  const inStore = useEngineState((s) => (s.session.status === 'agent' ? (s.session.inStore ?? null) : null))
  return (
    <div className={pageStyle} data-testid="associate-login">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{at(lang, 'login.title')}</h1>
      {status !== 'agent' ? (
        <>
          <p className={css({ mb: '6' })}>{at(lang, 'login.intro')}</p>
          <CredentialsForm />
        </>
      ) : inStore ? (
        <div className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
          <p data-testid="associate-connected">{at(lang, 'connected.as', { store: inStore.storeName, employee: inStore.storeEmployeeName })}</p>
          <Button onClick={() => void navigate({ to: '/$locale', params: { locale: site.locale } })}>{at(lang, 'connected.continue')}</Button>
          <AssociateSignOut />
        </div>
      ) : (
        <div className={css({ display: 'grid', gap: '6' })}>
          <ChooseStoreForm />
          <AssociateSignOut />
        </div>
      )}
    </div>
  )
}
