// @vitest-environment happy-dom
// Blocks below the fold ask for their code only when they come within 200 px of the viewport; those
// above the fold at once; a block whose code is here renders at once wherever it is. A part hydrated
// on interaction (the mega menu) keeps the server's HTML until a pointer, a touch or focus reaches it.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { LAZY_HYDRATION_MARGIN, LINK_WAIT_MS, LazyHydrate, REACHING_EVENTS } from '../../src/blocks/LazyHydrate'
import { loadBlock } from '../../src/blocks/blockModules'
import { BLOCKS, type BlockRegistry } from '../../src/blocks/registry'
import { renderWithRouter } from '../ui/renderWithRouter'
import { decoded, richText, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('lazy hydration of blocks', () => {
  it('loads a block below the fold when it comes near the viewport', async () => {
    const observed: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ callback, ...(options ? { options } : {}) })
        }
        observe() {}
        disconnect() {}
      },
    )
    const Story = ({ section }: { section: { html: string } }) => <p>{section.html}</p>
    const load = vi.fn(async () => Story)
    const registry = { ...BLOCKS, richText: { load } } as unknown as BlockRegistry
    const sections = decoded({ ...richText, id: 'a', html: 'first' }, { ...richText, id: 'b', html: 'second' }, { ...richText, id: 'c', html: 'below' })
    await renderWithRouter(<Blocks sections={sections} site={SITE} registry={registry} />)
    // The two above the fold asked for the code; the third waits for the observer.
    await act(async () => {})
    expect(await screen.findByText('first')).toBeTruthy()
    expect(observed).toHaveLength(1)
    expect(observed[0]?.options?.rootMargin).toBe(LAZY_HYDRATION_MARGIN)
    expect(LAZY_HYDRATION_MARGIN).toBe('200px')
    expect(screen.queryByText('below')).toBeNull()
    // Until then its wrapper says it is still hydrating (early input keeps a tap there for later).
    const waiting = [...document.querySelectorAll('[data-lazy-hydrate]')].filter((wrapper) => wrapper.hasAttribute('data-hydrating'))
    expect(waiting).toHaveLength(1)
    await act(async () => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    expect(await screen.findByText('below')).toBeTruthy()
    expect(document.querySelectorAll('[data-hydrating]')).toHaveLength(0)
  })
})

describe('hydration when the shopper reaches for a part', () => {
  const followed = vi.fn()
  const Menu = ({ label }: { label: string }) => (
    <nav aria-label={label}>
      <button type="button">Men</button>
      <a
        href="/en-us/c/men-1000"
        onClick={(event) => {
          event.preventDefault()
          followed(event.currentTarget.getAttribute('href'))
        }}
      >
        Shop men
      </a>
    </nav>
  )

  /** The server's HTML of the part (its code loaded before the render, as the server does), hydrated with a loader not yet called. */
  const hydrateFromServer = async (load: () => Promise<typeof Menu> = vi.fn(async () => Menu), before: (container: HTMLElement) => void = () => {}) => {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const serverLoad = async () => Menu
    await loadBlock(serverLoad)
    const container = document.createElement('div')
    document.body.append(container)
    // renderToString runs with the window present (happy-dom): the server branch of the gate is the
    // code being loaded already, as on the real server.
    container.innerHTML = renderToString(<LazyHydrate load={serverLoad} props={{ label: 'Menu' }} when="interaction" />)
    before(container)
    let root!: ReturnType<typeof hydrateRoot>
    await act(async () => {
      root = hydrateRoot(container, <LazyHydrate load={load} props={{ label: 'Menu' }} when="interaction" />)
    })
    return {
      container,
      unmount: async () => {
        await act(() => root.unmount())
        container.remove()
      },
    }
  }

  it('keeps the server HTML and loads nothing until a pointer comes over it, then hydrates it', async () => {
    const load = vi.fn(async () => Menu)
    const { container, unmount } = await hydrateFromServer(load)
    const wrapper = container.querySelector<HTMLElement>('[data-lazy-hydrate=interaction]')!
    // Shown and usable as HTML (its links work), marked as still hydrating for early input, no code asked for.
    expect(screen.getByRole('button', { name: 'Men' })).toBeTruthy()
    expect(wrapper.hasAttribute('data-hydrating')).toBe(true)
    expect(load).not.toHaveBeenCalled()
    await act(async () => wrapper.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true })))
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(wrapper.hasAttribute('data-hydrating')).toBe(false))
    expect(screen.getByRole('button', { name: 'Men' })).toBeTruthy()
    // A second reach asks for nothing more.
    await act(async () => wrapper.dispatchEvent(new Event('focusin', { bubbles: true })))
    expect(load).toHaveBeenCalledTimes(1)
    await unmount()
  })

  it.each(REACHING_EVENTS)('loads the code on %s', async (type) => {
    const load = vi.fn(async () => Menu)
    const { container, unmount } = await hydrateFromServer(load)
    await act(async () => container.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true })))
    expect(load).toHaveBeenCalledTimes(1)
    await unmount()
  })

  it('holds a link pressed before the code is here and follows it in the app once the part has hydrated', async () => {
    followed.mockClear()
    let arrive!: (component: typeof Menu) => void
    const load = vi.fn(() => new Promise<typeof Menu>((resolve) => (arrive = resolve)))
    const { container, unmount } = await hydrateFromServer(load)
    const link = container.querySelector('a')!
    // The press: the pointer comes over it (the code is asked for), then the click, held.
    await act(async () => link.dispatchEvent(new Event('pointerdown', { bubbles: true })))
    expect(load).toHaveBeenCalledTimes(1)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => link.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    // Pressed again while held: still not the browser's, and followed once.
    const again = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    await act(async () => link.dispatchEvent(again))
    expect(again.defaultPrevented).toBe(true)
    expect(followed).not.toHaveBeenCalled()
    // The code arrives, the part hydrates, and the app gets the press.
    await act(async () => arrive(Menu))
    await vi.waitFor(() => expect(followed).toHaveBeenCalledWith('/en-us/c/men-1000'))
    expect(followed).toHaveBeenCalledTimes(1)
    await unmount()
  })

  it('lets the browser follow a held link when the code does not come within the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    try {
      const { container, unmount } = await hydrateFromServer(vi.fn(() => new Promise<typeof Menu>(() => {})))
      const link = container.querySelector('a')!
      await act(async () => link.dispatchEvent(new Event('pointerdown', { bubbles: true })))
      await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })))
      vi.advanceTimersByTime(LINK_WAIT_MS - 1)
      expect(assign).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(assign).toHaveBeenCalledWith(new URL('/en-us/c/men-1000', location.href).href)
      await unmount()
    } finally {
      assign.mockRestore()
      vi.useRealTimers()
    }
  })

  it('hydrates at once when the shopper reached for it before it could listen: focus inside, or a press early input keeps', async () => {
    const focused = vi.fn(async () => Menu)
    const first = await hydrateFromServer(focused, (container) => container.querySelector('button')!.focus())
    expect(focused).toHaveBeenCalledTimes(1)
    await first.unmount()

    const pressed = vi.fn(async () => Menu)
    const early = window as unknown as { __summitEarlyInput?: unknown }
    try {
      const second = await hydrateFromServer(pressed, (container) => {
        early.__summitEarlyInput = { capturing: false, queue: [{ kind: 'click', target: container.querySelector('button')! }] }
      })
      // Otherwise the kept press would wait for a hydration nothing starts.
      expect(pressed).toHaveBeenCalledTimes(1)
      await second.unmount()
    } finally {
      delete early.__summitEarlyInput
    }

    const untouched = vi.fn(async () => Menu)
    const third = await hydrateFromServer(untouched)
    expect(untouched).not.toHaveBeenCalled()
    await third.unmount()
  })

  it('renders at once when mounted in the browser with no server HTML to keep', async () => {
    const load = vi.fn(async () => Menu)
    await renderWithRouter(<LazyHydrate load={load} props={{ label: 'Menu' }} when="interaction" />)
    expect(await screen.findByRole('button', { name: 'Men' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
