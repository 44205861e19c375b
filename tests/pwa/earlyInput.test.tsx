// @vitest-environment jsdom
// What a shopper does on the server's HTML before React has hydrated it reaches the app once, in
// order, after hydration (src/pwa/browser/earlyInput.ts): the capture runs as the head script does, the
// shopper acts on server-rendered markup, then React hydrates it as the root does.
import { Suspense, act, use, useEffect, useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureEarlyInput, earlyInputScript, handOverEarlyInput, replayEarlyInput } from '../../src/pwa/browser/earlyInput'
import { useHydrating } from '../../src/pwa/browser/hydrationMark'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface Order {
  readonly size: string | null
  readonly qty: number
  readonly note: string
  readonly colour: string
}

/** A buy box like the product page's: controlled fields, a stepper button, a submit handled by React. */
function BuyBox({ onOrder, marked = false }: { onOrder: (order: Order) => void; marked?: boolean }) {
  const [size, setSize] = useState<string | null>(null)
  const [qty, setQty] = useState(1)
  const [note, setNote] = useState('')
  const [colour, setColour] = useState('BLK')
  const hydrating = useHydrating()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onOrder({ size, qty, note, colour })
  }
  return (
    <>
    <form {...(marked ? hydrating : {})} onSubmit={submit} aria-label="Buy">
      {['S', 'M', 'L'].map((code) => (
        <label key={code}>
          <input type="radio" name="size" value={code} checked={size === code} onChange={() => setSize(code)} />
          {code}
        </label>
      ))}
      <button type="button" onClick={() => setQty((q) => q + 1)}>
        More
      </button>
      <output>{qty}</output>
      <input aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <select aria-label="Colour" value={colour} onChange={(e) => setColour(e.target.value)}>
        <option value="BLK">Black</option>
        <option value="MOS">Moss</option>
      </select>
      <button type="submit">Add to cart</button>
    </form>
    {/* Outside the form, as the product page's store availability is: it needs the size picked. */}
    <button type="button" aria-label="Stores" onClick={() => storeChecks.push(size)}>
      Check availability in stores
    </button>
    </>
  )
}

function App({ onOrder }: { onOrder: (order: Order) => void }) {
  useLayoutEffect(handOverEarlyInput, [])
  useEffect(() => void replayEarlyInput(), [])
  return <BuyBox onOrder={onOrder} />
}

let container: HTMLElement
let root: Root | undefined
const orders: Order[] = []
/** The size each tap on the store availability button saw. */
const storeChecks: Array<string | null> = []
const record = (order: Order) => orders.push(order)

beforeEach(() => {
  delete (window as { __summitEarlyInput?: unknown }).__summitEarlyInput
  orders.length = 0
  storeChecks.length = 0
  container = document.createElement('div')
  document.body.appendChild(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

/** The server's HTML, with the head script's capture installed. */
const serverPage = () => {
  captureEarlyInput(window)
  container.innerHTML = renderToString(<App onOrder={record} />)
}

const hydrate = async () => {
  await act(async () => {
    root = hydrateRoot(container, <App onOrder={record} />)
  })
  // The replay waits for hydrated elements and goes a task at a time.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
}

/**
 * A page whose shell hydrates at once and whose buy box (marked) is a Suspense boundary React hydrates
 * after it, as a route's content is: here once `open` is called.
 */
const pageHydratingLater = () => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  const Later = ({ children }: { children: ReactNode }) => {
    if (typeof window !== 'undefined' && root) use(opened)
    return children
  }
  const Page = () => {
    useLayoutEffect(handOverEarlyInput, [])
    useEffect(() => void replayEarlyInput(), [])
    return (
      <Suspense fallback={null}>
        <Later>
          <BuyBox onOrder={record} marked />
        </Later>
      </Suspense>
    )
  }
  return { Page, open: () => open() }
}

/** The server's HTML of `pageHydratingLater`'s page, the head script's capture installed; `hydrateShell` hydrates all but the buy box. */
const serveHydratingLater = () => {
  const { Page, open } = pageHydratingLater()
  captureEarlyInput(window)
  container.innerHTML = renderToString(<Page />)
  const hydrateShell = () =>
    act(async () => {
      root = hydrateRoot(container, <Page />)
    })
  return { open, hydrateShell }
}

const el = <T extends Element>(selector: string) => container.querySelector<T>(selector)!
const type = (input: HTMLInputElement, text: string) => {
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('early input', () => {
  it('carries out a size, a note, a colour, a stepper tap and Add to cart made before hydration, once and in order', async () => {
    // Sees each submission before the capture does (registered first); a native submission is one not prevented.
    const submissions: Event[] = []
    const seeSubmission = (event: Event) => submissions.push(event)
    window.addEventListener('submit', seeSubmission, true)
    serverPage()
    el<HTMLInputElement>('input[value=M]').click()
    type(el<HTMLInputElement>('input[aria-label=Note]'), 'gift')
    const select = el<HTMLSelectElement>('select')
    select.value = 'MOS'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    el<HTMLButtonElement>('button[type=button]').click()
    const submit = el<HTMLButtonElement>('button[type=submit]')
    submit.click()
    submit.click()
    window.removeEventListener('submit', seeSubmission, true)
    // Nothing has happened yet, and neither submission went ahead natively.
    expect(submissions.map((event) => event.defaultPrevented)).toEqual([true, true])
    expect(orders).toEqual([])
    expect(el('form').getAttribute('aria-busy')).toBe('true')

    await hydrate()

    // The tap repeated on a page that had not answered is one order.
    expect(orders).toEqual([{ size: 'M', qty: 2, note: 'gift', colour: 'MOS' }])
    expect(el('form').hasAttribute('aria-busy')).toBe(false)
    expect(el('output').textContent).toBe('2')
    expect(el<HTMLInputElement>('input[value=M]').checked).toBe(true)
  })

  it('keeps only the last radio of a group picked before hydration', async () => {
    serverPage()
    el<HTMLInputElement>('input[value=S]').click()
    el<HTMLInputElement>('input[value=L]').click()
    el<HTMLButtonElement>('button[type=submit]').click()
    await hydrate()
    expect(orders).toEqual([{ size: 'L', qty: 1, note: '', colour: 'BLK' }])
  })

  it('leaves events after hydration to React alone', async () => {
    serverPage()
    await hydrate()
    await act(async () => el<HTMLButtonElement>('button[type=button]').click())
    await act(async () => el<HTMLButtonElement>('button[type=submit]').click())
    expect(orders).toEqual([{ size: null, qty: 2, note: '', colour: 'BLK' }])
  })

  it('waits for the part of the page holding the buy box to hydrate, after the shell', async () => {
    const { Page, open } = pageHydratingLater()
    captureEarlyInput(window)
    container.innerHTML = renderToString(<Page />)
    expect(el('form').hasAttribute('data-hydrating')).toBe(true)
    el<HTMLInputElement>('input[value=L]').click()
    el<HTMLButtonElement>('button[type=submit]').click()

    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    // The shell has hydrated and handed over; the buy box has not: nothing is replayed into it yet.
    expect(el('form').hasAttribute('data-hydrating')).toBe(true)
    expect(orders).toEqual([])

    await act(async () => open())
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(el('form').hasAttribute('data-hydrating')).toBe(false)
    expect(orders).toEqual([{ size: 'L', qty: 1, note: '', colour: 'BLK' }])
  })

  it('keeps what the shopper does after the shell has hydrated, in a part still hydrating, until that part has', async () => {
    const { open, hydrateShell } = serveHydratingLater()
    await hydrateShell()
    // The app has handed over; the buy box is still the server's HTML. The shopper picks and adds.
    el<HTMLInputElement>('input[value=S]').click()
    el<HTMLButtonElement>('button[type=button]').click()
    el<HTMLButtonElement>('button[type=submit]').click()
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(orders).toEqual([])

    await act(async () => open())
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(orders).toEqual([{ size: 'S', qty: 2, note: '', colour: 'BLK' }])
  })

  it('keeps a submission made once the part has hydrated behind the text typed before, still to be put back', async () => {
    const { open, hydrateShell } = serveHydratingLater()
    await hydrateShell()
    type(el<HTMLInputElement>('input[aria-label=Note]'), 'gift wrap')
    await act(async () => open())
    // The buy box has hydrated; the typed note is not yet back in React's state when Enter comes.
    expect(el('form').hasAttribute('data-hydrating')).toBe(false)
    el<HTMLButtonElement>('button[type=submit]').click()
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(orders).toEqual([{ size: null, qty: 1, note: 'gift wrap', colour: 'BLK' }])
  })

  it('keeps a tap outside the form, made once the part has hydrated, behind the size picked before', async () => {
    const { open, hydrateShell } = serveHydratingLater()
    el<HTMLInputElement>('input[value=M]').click()
    await hydrateShell()
    await act(async () => open())
    // The buy box has hydrated; the size is not yet back in React's state when the tap comes.
    expect(el('form').hasAttribute('data-hydrating')).toBe(false)
    el<HTMLButtonElement>('button[aria-label=Stores]').click()
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(storeChecks).toEqual(['M'])
  })

  it('lets a tap elsewhere through while the only entry waiting is in a part still hydrating', async () => {
    const { open, hydrateShell } = serveHydratingLater()
    await hydrateShell()
    el<HTMLInputElement>('input[value=L]').click()
    // A control of the hydrated shell (no mark) is React's at once, not held behind the buy box.
    const shellButton = document.createElement('button')
    let heard = 0
    shellButton.addEventListener('click', () => heard++)
    container.appendChild(shellButton)
    shellButton.click()
    expect(heard).toBe(1)
    await act(async () => open())
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    el<HTMLButtonElement>('button[type=submit]').click()
    expect(orders).toEqual([{ size: 'L', qty: 1, note: '', colour: 'BLK' }])
  })

  it('is one self-contained inline script', () => {
    const script = earlyInputScript()
    expect(script.startsWith('/*summit:early-input*/(function')).toBe(true)
    new Function(script)()
    expect((window as { __summitEarlyInput?: { capturing: boolean } }).__summitEarlyInput?.capturing).toBe(true)
  })
})
