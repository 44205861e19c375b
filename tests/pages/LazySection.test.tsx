// @vitest-environment happy-dom
// A section below the fold: its title and a placeholder of the reserved height until it comes near
// the viewport, then its lazy content (not requested before).
import { act, cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazySection, NEAR_VIEWPORT } from '../../src/pages/product/LazySection'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** An IntersectionObserver the test drives: `enter()` reports the observed elements as intersecting. */
const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }> = []
class FakeObserver {
  readonly record: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, targets: [], ...(options ? { options } : {}) }
    observers.push(this.record)
  }
  observe(target: Element) {
    this.record.targets.push(target)
  }
  disconnect() {
    this.record.targets = []
  }
}
const enter = () =>
  act(() => {
    for (const o of observers) if (o.targets.length) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver)
  })

afterEach(() => {
  cleanup()
  observers.length = 0
  vi.unstubAllGlobals()
})

describe('LazySection', () => {
  it('renders its title and reserved placeholder, loads its content only when near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const load = vi.fn(async () => ({ default: () => <p>Ten reviews</p> }))
    const Content = lazy(load)
    const { container } = render(
      <LazySection id="reviews" title="Reviews" reserve="30rem" loadingLabel="Loading…">
        <Content />
      </LazySection>,
    )
    const section = screen.getByRole('region', { name: 'Reviews' })
    expect(section.getAttribute('data-loaded')).toBe('false')
    expect((container.querySelector('[data-placeholder=reviews]')?.parentElement as HTMLElement).style.minHeight).toBe('30rem')
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    expect(observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT)

    await enter()
    expect(await screen.findByText('Ten reviews')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    expect(section.getAttribute('data-loaded')).toBe('true')
    expect(container.querySelector('[data-placeholder=reviews]')).toBeNull()
  })

  it('loads at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const Content = lazy(async () => ({ default: () => <p>Photos</p> }))
    render(
      <LazySection id="photos" title="Customer photos" reserve="10rem" loadingLabel="Loading…">
        <Content />
      </LazySection>,
    )
    expect(await screen.findByText('Photos')).toBeTruthy()
  })
})
