// @vitest-environment happy-dom
// Blocks below the fold ask for their code only when they come within 200 px of the viewport; those
// above the fold at once; a block whose code is here renders at once wherever it is.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { LAZY_HYDRATION_MARGIN } from '../../src/blocks/LazyHydrate'
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
