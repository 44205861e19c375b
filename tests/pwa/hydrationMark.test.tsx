// @vitest-environment jsdom
// The hydration mark (src/pwa/browser/hydrationMark.ts) comes off a part only after React has run the
// part's effects: a part whose mount effect sets its state (the mega menu closes itself on mount and
// on each route change) must still count as hydrating while that effect runs, or a tap kept before
// hydration and replayed in between would be undone by it.
import { act, useEffect, useRef, useState, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { LazyHydrate } from '../../src/blocks/LazyHydrate'
import { loadBlock } from '../../src/blocks/blockModules'
import { markedRoute } from '../../src/pages/routeMarks'
import { awaitsHydration, useHydrating } from '../../src/pwa/browser/hydrationMark'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** What each mount effect saw: whether its element still counted as hydrating. */
const seen: Array<[string, boolean]> = []

/** A control whose mount effect records whether it is still in a hydrating part, then sets its state. */
function Drawer({ name }: { name: string }) {
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    seen.push([name, awaitsHydration(button.current!)])
    setOpen(false)
  }, [name])
  return (
    <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
      {name}
    </button>
  )
}

/** A part owning its mark, with an effect of its own declared after the mark's. */
function Part({ children }: { children: ReactNode }) {
  const hydrating = useHydrating<HTMLDivElement>()
  const own = useRef<HTMLDivElement>(null)
  useEffect(() => {
    seen.push(['part', awaitsHydration(own.current!)])
  }, [])
  return (
    <div {...hydrating}>
      <span ref={own}>{children}</span>
    </div>
  )
}

let root: Root | undefined
let container: HTMLElement | undefined

const hydrate = async (app: ReactNode) => {
  container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.appendChild(container)
  await act(async () => {
    root = hydrateRoot(container!, app)
  })
  // The mark comes off in a microtask after the effects.
  await act(async () => {})
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  seen.length = 0
})

describe('the hydration mark', () => {
  it('stays on a part while its children’s and its own mount effects run, and comes off after', async () => {
    await hydrate(
      <Part>
        <Drawer name="menu" />
      </Part>,
    )
    expect(seen).toEqual([
      ['menu', true],
      ['part', true],
    ])
    expect(container!.querySelector('[data-hydrating]')).toBeNull()
  })

  it('on a route’s content, the same', async () => {
    const Route = markedRoute(() => <Drawer name="route" />)
    await hydrate(<Route />)
    expect(seen).toEqual([['route', true]])
    expect(container!.querySelector('[data-hydrating]')).toBeNull()
  })

  it('on a block hydrated late, the same: its mount effects run while it still counts as hydrating', async () => {
    const Block = ({ name }: { name: string }) => <Drawer name={name} />
    const load = async () => Block
    // The server renders the block whole: its code is loaded first.
    await loadBlock(load)
    container = document.createElement('div')
    container.innerHTML = renderToString(<LazyHydrate load={load} props={{ name: 'block' }} when="now" />)
    document.body.appendChild(container)
    expect(container.querySelector('[data-hydrating]')).not.toBeNull()
    await act(async () => {
      root = hydrateRoot(container!, <LazyHydrate load={load} props={{ name: 'block' }} when="now" />)
    })
    for (let i = 0; i < 5 && container.querySelector('[data-hydrating]'); i++) await act(async () => {})
    expect(seen).toEqual([['block', true]])
    expect(container.querySelector('[data-hydrating]')).toBeNull()
  })

  it('comes off an element the part attaches later, when it is attached', async () => {
    function Later() {
      const [shown, setShown] = useState(false)
      const hydrating = useHydrating<HTMLFormElement>()
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Next step
          </button>
          {shown && (
            <form {...hydrating} aria-label="Step">
              <input aria-label="Name" />
            </form>
          )}
        </>
      )
    }
    await hydrate(<Later />)
    await act(async () => container!.querySelector('button')!.click())
    await act(async () => {})
    expect(container!.querySelector('form')).not.toBeNull()
    expect(container!.querySelector('[data-hydrating]')).toBeNull()
  })
})
