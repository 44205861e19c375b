// @vitest-environment happy-dom
// Collections (spec 002 section 3): a layout per breakpoint (a missing one takes the smaller's), a
// carousel or a grid, arrows, indicators and progress only where asked, looping at the ends,
// autoplay in seconds, the layout's sizes as checked CSS lengths.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layoutsOf, stepSlide } from '../../src/blocks/collection/CollectionBlock'
import { decodeSection } from '../../src/blocks/sections'
import type { CollectionSection } from '../../src/contract/schemas/content'
import { renderBlocks } from './renderBlocks'
import { collection, decoded } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('CollectionBlock', () => {
  it('decodes the breakpoints and refuses a bad length or an autorotate time under 2 s', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(collection)?.type).toBe('collection')
    expect(decodeSection({ ...collection, breakpoints: { sm: { type: 'carousel', slideWidth: '10px; color: red' } } })).toBeUndefined()
    expect(decodeSection({ ...collection, breakpoints: { sm: { type: 'carousel', autorotateTime: 1 } } })).toBeUndefined()
    expect(decodeSection({ ...collection, breakpoints: { sm: { type: 'slideshow' } } })).toBeUndefined()
  })

  it('takes the smaller breakpoint’s layout when one is missing, and steps with or without looping', () => {
    const section = decoded({ ...collection, breakpoints: { sm: { type: 'carousel' }, lg: { type: 'grid' } } })[0] as CollectionSection
    expect(layoutsOf(section)).toMatchObject({ sm: { type: 'carousel' }, md: { type: 'carousel' }, lg: { type: 'grid' } })
    expect(stepSlide(3, 1, 4, true)).toBe(0)
    expect(stepSlide(0, -1, 4, true)).toBe(3)
    expect(stepSlide(3, 1, 4, false)).toBe(3)
    expect(stepSlide(0, -1, 4, false)).toBe(0)
  })

  it('renders each item, the layout per breakpoint as data, and the controls each breakpoint asks for', async () => {
    const { container } = await renderBlocks(decoded(collection))
    const list = container.querySelector('[data-block=collection] ul[data-sm]') as HTMLElement
    expect([list.dataset.sm, list.dataset.md, list.dataset.lg]).toEqual(['carousel', 'carousel', 'grid'])
    expect(list.style.getPropertyValue('--w-sm')).toBe('70%')
    expect(screen.getAllByRole('link')).toHaveLength(4)
    // Indicators on phones only; arrows from md; the grid at lg shows none.
    const dots = screen.getByRole('group', { name: 'Slides' })
    expect([dots.dataset.sm, dots.dataset.md, dots.dataset.lg]).toEqual(['true', 'false', 'false'])
    const arrows = screen.getByRole('button', { name: 'Next' }).parentElement as HTMLElement
    expect([arrows.dataset.sm, arrows.dataset.md, arrows.dataset.lg]).toEqual(['false', 'true', 'false'])
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 4' }))
    expect(screen.getByRole('button', { name: 'Slide 3 of 4' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3')
  })

  it('autoplays every autorotateTime seconds, loops, and stops when paused', async () => {
    // A phone's viewport: the sm layout (a looping, autoplaying carousel) applies.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await renderBlocks(decoded(collection))
    const current = () => screen.getByRole('progressbar').getAttribute('aria-valuenow')
    expect(current()).toBe('1')
    await act(async () => void vi.advanceTimersByTime(3000))
    expect(current()).toBe('2')
    await act(async () => void vi.advanceTimersByTime(6000))
    expect(current()).toBe('4')
    await act(async () => void vi.advanceTimersByTime(3000))
    expect(current()).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    await act(async () => void vi.advanceTimersByTime(9000))
    expect(current()).toBe('1')
  })
})
