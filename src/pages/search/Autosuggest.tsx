// The header search box's autosuggest, loaded on its first focus or input (../layout/SearchBox.tsx):
// what the product service suggests for the text typed (150 ms after the last key), as the listbox
// of the WAI-ARIA combobox pattern with three groups: products, categories, popular searches. Focus
// stays in the input: Down and Up move the active option (aria-activedescendant), Enter opens it
// (a product or category page, or the search for a popular query), Escape closes the list (and
// clears the box when it is closed); a pointer chooses an option too. A live region says how many
// suggestions there are.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type MutableRefObject, type RefObject } from 'react'
import { css } from 'styled-system/css'
import { api } from '../../api/queries'
import { autoSuggestQuery } from '../../api/searchQueries'
import type { AutoSuggestResponse } from '../../contract/schemas/search'
import { formatMoney } from '../../contract/site/money'
import type { SiteContext } from '../../site/useSite'
import type { ComboboxKeys, ComboboxState } from '../layout/SearchBox'
import { t, type SearchKey } from './strings'

/** Wait this long after the last key before asking. */
const DEBOUNCE_MS = 150
/** Suggest from this many characters on. */
const MIN_LENGTH = 2

interface Option {
  readonly kind: 'products' | 'categories' | 'queries'
  readonly key: string
  readonly label: string
  readonly detail?: string
  readonly image?: AutoSuggestResponse['products'][number]['image']
  /** A page to open, or a query to search for. */
  readonly url?: string
  readonly query?: string
}

const GROUPS: ReadonlyArray<{ kind: Option['kind']; title: SearchKey }> = [
  { kind: 'products', title: 'suggest.products' },
  { kind: 'categories', title: 'suggest.categories' },
  { kind: 'queries', title: 'suggest.queries' },
]

const optionsOf = (data: AutoSuggestResponse | undefined, site: SiteContext): Option[] => {
  if (!data) return []
  return [
    ...data.products.map((p) => ({ kind: 'products' as const, key: p.id, label: p.name, detail: formatMoney(p.price.current, site.locale, p.price.currency), image: p.image, url: p.url })),
    ...data.categories.map((c) => ({
      kind: 'categories' as const,
      key: c.id,
      label: c.parent ? t(site.language, 'suggest.inCategory', { name: c.name, parent: c.parent }) : c.name,
      url: c.url,
    })),
    ...data.queries.map((q) => ({ kind: 'queries' as const, key: q.query, label: q.query, query: q.query })),
  ]
}

export interface AutosuggestProps {
  readonly site: SiteContext
  readonly value: string
  readonly setValue: (value: string) => void
  readonly input: RefObject<HTMLInputElement | null>
  readonly keys: MutableRefObject<ComboboxKeys | null>
  readonly onState: (state: ComboboxState) => void
  readonly listboxId: string
}

export default function Autosuggest({ site, value, setValue, input, keys, onState, listboxId }: AutosuggestProps) {
  const navigate = useNavigate()
  const typed = value.trim()
  const [asked, setAsked] = useState(typed)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  // The API client comes with the first suggestion: start loading it now.
  useEffect(() => void api().catch(() => undefined), [])
  const { data } = useQuery({ ...autoSuggestQuery(site, asked), enabled: asked.length >= MIN_LENGTH, placeholderData: keepPreviousData })
  const options = useMemo(() => (asked.length >= MIN_LENGTH ? optionsOf(data, site) : []), [data, site, asked])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Typing opens the list again and forgets the active option.
  useEffect(() => {
    setOpen(typed.length >= MIN_LENGTH && document.activeElement === input.current)
    setActive(-1)
  }, [typed, input])
  const expanded = open && options.length > 0
  const optionId = (index: number) => `${listboxId}-${index}`
  const activeId = active >= 0 && active < options.length ? optionId(active) : undefined
  useEffect(() => onState({ ready: true, expanded, activeId }), [onState, expanded, activeId])

  const choose = (option: Option) => {
    setOpen(false)
    setActive(-1)
    input.current?.blur()
    if (option.query !== undefined) {
      setValue(option.query)
      void navigate({ to: '/$locale/search', params: { locale: site.locale }, search: { q: option.query } })
    } else if (option.url) void navigate({ to: option.url })
  }

  useEffect(() => {
    keys.current = (event) => {
      const count = options.length
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault()
          setOpen(true)
          if (count > 0) setActive((i) => (i + 1) % count)
          break
        case 'ArrowUp':
          event.preventDefault()
          setOpen(true)
          if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1))
          break
        case 'Enter': {
          const option = expanded && active >= 0 ? options[active] : undefined
          // Without a chosen option the form is submitted: the search page for what was typed.
          if (option) {
            event.preventDefault()
            choose(option)
          } else setOpen(false)
          break
        }
        case 'Escape':
          event.preventDefault()
          if (expanded) {
            setOpen(false)
            setActive(-1)
          } else setValue('')
          break
        case 'Tab':
          setOpen(false)
          break
      }
    }
  })

  // Leaving the box (a click elsewhere, Tab) closes the list; the options keep focus in the input.
  useEffect(() => {
    const element = input.current
    if (!element) return
    const close = () => setOpen(false)
    element.addEventListener('blur', close)
    return () => element.removeEventListener('blur', close)
  }, [input])

  let index = -1
  return (
    <>
      <div role="status" aria-live="polite" className={css({ srOnly: true })}>
        {expanded ? t(site.language, 'suggest.count', { count: options.length }) : ''}
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t(site.language, 'header.searchLabel')}
        hidden={!expanded}
        className={css({
          position: 'absolute',
          top: 'calc(100% + 4px)',
          left: { base: '0', md: 'auto' },
          right: '0',
          w: { md: '28rem' },
          maxW: 'calc(100vw - 2rem)',
          bg: 'bg',
          borderWidth: '1px',
          borderColor: 'border',
          rounded: 'lg',
          shadow: 'raised',
          py: '2',
          zIndex: 'dropdown',
          maxH: '70vh',
          overflowY: 'auto',
        })}
      >
        {GROUPS.map(({ kind, title }) => {
          const inGroup = options.filter((o) => o.kind === kind)
          if (inGroup.length === 0) return null
          const labelId = `${listboxId}-${kind}`
          return (
            <div key={kind} role="group" aria-labelledby={labelId}>
              <div id={labelId} role="presentation" className={css({ px: '3', pt: '2', pb: '1', fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted' })}>
                {t(site.language, title)}
              </div>
              {inGroup.map((option) => {
                index += 1
                const at = index
                return (
                  // Keyboard use goes through the combobox input (aria-activedescendant); a pointer clicks the option.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={`${kind}-${option.key}`}
                    id={optionId(at)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={at === active}
                    data-kind={kind}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(at)}
                    onClick={() => choose(option)}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '3',
                      px: '3',
                      py: '1.5',
                      cursor: 'pointer',
                      fontSize: 'sm',
                      '&[aria-selected=true]': { bg: 'bg.subtle', textDecoration: 'underline' },
                    })}
                  >
                    {option.image && (
                      <img src={option.image.src} alt="" width={32} height={40} className={css({ w: '8', h: '10', objectFit: 'cover', rounded: 'sm', bg: 'bg.subtle', flexShrink: 0 })} />
                    )}
                    <span className={css({ flex: '1' })}>{option.label}</span>
                    {option.detail && <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{option.detail}</span>}
                  </div>
                )
              })}
            </div>
          )
        })}
      </div>
    </>
  )
}
