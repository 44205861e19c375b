// The header's search box on every page: a GET form to /{locale}/search (it works before hydration
// and without JavaScript) whose input is a WAI-ARIA combobox. The autosuggest (its listbox, keyboard
// handling, requests and texts: ../search/Autosuggest.tsx) loads on the first focus or input, so
// pages carry only this form. Enter without a chosen suggestion searches for what was typed.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { MAX_QUERY_LENGTH } from '../../contract/site/catalogSearch'
import { searchPath } from '../../contract/site/routeRules'
import { useSite } from '../../site/useSite'
import { t } from '../../ui/strings'

const Autosuggest = lazy(() => import('../search/Autosuggest'))

/** What the autosuggest tells the combobox input. */
export interface ComboboxState {
  readonly ready: boolean
  readonly expanded: boolean
  readonly activeId: string | undefined
}

export type ComboboxKeys = (event: KeyboardEvent<HTMLInputElement>) => void

const LISTBOX_ID = 'site-search-listbox'

/** The query the box shows: the search page's, or undefined on any other page. */
export const useSearchBoxQuery = (): unknown => {
  const path = searchPath(useSite().locale)
  return useRouterState({ select: (s) => (s.location.pathname === path ? (s.location.search as { q?: unknown }).q : undefined) })
}

export function SearchBox() {
  const site = useSite()
  const navigate = useNavigate()
  const path = searchPath(site.locale)
  // On the search page the box shows the query.
  const current = useSearchBoxQuery()
  const [value, setValue] = useState(typeof current === 'string' ? current : '')
  // A new query in the URL (a search page reached another way) shows in the box. Only a change: on
  // mount the state has it already, and setting it again would wipe what the shopper typed before
  // the box hydrated (replayed into it by early input just before this effect ran).
  const shown = useRef(current)
  useEffect(() => {
    if (shown.current === current) return
    shown.current = current
    setValue(typeof current === 'string' ? current : '')
  }, [current])
  const [wanted, setWanted] = useState(false)
  const [combo, setCombo] = useState<ComboboxState>({ ready: false, expanded: false, activeId: undefined })
  const keys = useRef<ComboboxKeys | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = value.trim()
    if (q) void navigate({ to: '/$locale/search', params: { locale: site.locale }, search: { q } })
  }
  return (
    <form role="search" aria-label={t(site.language, 'header.search')} action={path} method="get" onSubmit={onSubmit} className={css({ gridArea: 'search', position: 'relative', display: 'flex', alignItems: 'center' })}>
      <label htmlFor="site-search" className={css({ srOnly: true })}>
        {t(site.language, 'header.searchLabel')}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={combo.ready ? LISTBOX_ID : undefined}
        aria-activedescendant={combo.expanded ? combo.activeId : undefined}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t(site.language, 'header.searchPlaceholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          setWanted(true)
        }}
        onFocus={() => setWanted(true)}
        onKeyDown={(e) => keys.current?.(e)}
        className={css({ w: 'full', h: '10', pl: '3', pr: '10', rounded: 'full', borderWidth: '1px', borderColor: 'border', bg: 'bg', fontSize: 'sm' })}
      />
      <button type="submit" aria-label={t(site.language, 'header.search')} className={css({ position: 'absolute', right: '1', w: '8', h: '8', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', rounded: 'full', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Autosuggest site={site} value={value} setValue={setValue} input={input} keys={keys} onState={setCombo} listboxId={LISTBOX_ID} />
        </Suspense>
      )}
    </form>
  )
}
