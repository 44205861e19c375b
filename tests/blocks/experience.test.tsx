// @vitest-environment happy-dom
// Experiences (spec 002 sections 3 and 4): the baseline's skeleton until the page's decision, the
// decided variant hiding the baseline, the test context forcing variants, the baseline when the
// decision fails; impressions reported to the data layer once, with the mapped label and the
// AB_Mon_SS_ tracking variable; a click reported as the experience's page event.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { experienceChoice } from '../../src/blocks/experience/experienceChoice'
import { DecisionStore, type RecordEvent } from '../../src/blocks/personalisation/decisionStore'
import { PersonalisationContext } from '../../src/blocks/personalisation/PersonalisationContext'
import type { DecisionAction } from '../../src/contract/schemas/personalisation'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { decoded, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
beforeEach(() => {
  ;(window as unknown as { dataLayer?: unknown[] }).dataLayer = []
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('experience choice', () => {
  const variantIds = ['variant-a', 'variant-b']
  it.each([
    [{ status: 'idle' }, { kind: 'pending' }],
    [{ status: 'pending' }, { kind: 'pending' }],
    [{ status: 'failed' }, { kind: 'baseline' }],
    [{ status: 'ready' }, { kind: 'baseline' }],
    [{ status: 'ready', decidedVariantId: 'baseline' }, { kind: 'baseline' }],
    [{ status: 'ready', decidedVariantId: 'variant-b' }, { kind: 'variant', variantId: 'variant-b' }],
    [{ status: 'ready', decidedVariantId: 'variant-z' }, { kind: 'baseline' }],
    [{ status: 'pending', forcedVariantId: 'variant-a' }, { kind: 'variant', variantId: 'variant-a' }],
    [{ status: 'ready', decidedVariantId: 'variant-b', forcedVariantId: 'baseline' }, { kind: 'baseline' }],
    [{ status: 'idle', forcedVariantId: 'unknown' }, { kind: 'baseline' }],
  ] as const)('%j → %j', (input, expected) => {
    expect(experienceChoice({ ...input, variantIds })).toEqual(expected)
  })
})

const text = (id: string, words: string) => ({ type: 'richText', id, name: id, html: `<p>${words}</p>` })
const experience = {
  type: 'experience',
  id: 'exp-block-1',
  name: 'Home story',
  experienceId: 'exp_home_homestory',
  trackingEvent: 'home-story-click',
  baselines: [text('base', 'Brand story')],
  variants: [
    { name: 'Gear', variantId: 'variant-a', targets: [text('gear', 'Gear first')] },
    { name: 'Trail', variantId: 'variant-b', targets: [text('trail', 'Trail stories')] },
  ],
}
const action = (variant: string, label: string): DecisionAction => ({
  actionId: 7,
  actionType: 'monetate:action:OmnichannelJson',
  component: 'homestory',
  variant,
  impressionReporting: [{ experience_id: 'summit-homestory', experience_name: 'Home page story', experience_label: 'HP-Story', variant_label: label }],
})

const setup = async (decide: () => Promise<DecisionAction[]>, path = '/en-us') => {
  const records: RecordEvent[] = []
  const store = new DecisionStore({ decide, record: async (events) => void records.push(...events), recordDelayMs: 0 })
  store.setPage('/en-us')
  const result = await renderWithRouter(
    <PersonalisationContext.Provider value={{ store, visitor: null, requestProfile: () => {} }}>
      <Blocks sections={decoded(experience)} site={SITE} />
    </PersonalisationContext.Provider>,
    testQueryClient(),
    path,
  )
  return { ...result, store, records }
}
const root = (container: HTMLElement) => container.querySelector('[data-block="experience"]') as HTMLElement

describe('ExperienceBlock', () => {
  it('holds the baseline’s place under a skeleton until the decision, then shows the decided variant instead of the baseline', async () => {
    let answer!: (actions: DecisionAction[]) => void
    const decide = vi.fn(() => new Promise<DecisionAction[]>((resolve) => (answer = resolve)))
    const { container } = await setup(decide)
    await vi.waitFor(() => expect(root(container)?.getAttribute('data-variant')).toBe('pending'))
    await vi.waitFor(() => expect(decide).toHaveBeenCalledTimes(1))
    expect(root(container).getAttribute('aria-busy')).toBe('true')
    // The baseline is there (once its block's code has loaded), unseen and out of reach.
    await vi.waitFor(() => expect(root(container).querySelector('[aria-hidden="true"][inert]')?.textContent).toContain('Brand story'))
    answer([action('variant-b', 'B-Trail stories')])
    expect(await screen.findByText('Trail stories')).toBeTruthy()
    expect(screen.queryByText('Brand story')).toBeNull()
    expect(root(container).getAttribute('data-variant')).toBe('variant-b')
    const layer = (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer
    expect(layer).toEqual([
      {
        event: 'experienceImpression',
        experience_id: 'summit-homestory',
        experience_name: 'Home page story',
        experience_label: 'HP-Story',
        variant_label: 'B',
        AB_Mon_SS_HP_Story: 'B',
      },
    ])
  })

  it('keeps the skeleton over the baseline until the decided variant’s block code is here: nothing renders empty in between (no layout shift)', async () => {
    // The variant is a spacer, a block whose code this test holds back.
    const { BLOCKS } = await import('../../src/blocks/registry')
    let arrive!: () => void
    const real = BLOCKS.spacer.load
    const load = vi.spyOn(BLOCKS.spacer, 'load').mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)).then(() => real()))
    const withSpacer = { ...experience, variants: [{ name: 'Space', variantId: 'variant-a', targets: [{ type: 'spacer', id: 'gap', name: 'Gap', bottomMargins: { sm: 'lg' } }] }] }
    const store = new DecisionStore({ decide: async () => [action('variant-a', 'A-Space')], record: async () => {}, recordDelayMs: 0 })
    store.setPage('/en-us')
    const { container } = await renderWithRouter(
      <PersonalisationContext.Provider value={{ store, visitor: null, requestProfile: () => {} }}>
        <Blocks sections={decoded(withSpacer)} site={SITE} />
      </PersonalisationContext.Provider>,
    )
    await vi.waitFor(() => expect(load).toHaveBeenCalled())
    // Decided, but the variant's code is still loading: the baseline still holds the space, unseen.
    expect(root(container).getAttribute('data-variant')).toBe('pending')
    expect(root(container).getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(root(container).querySelector('[aria-hidden="true"][inert]')?.textContent).toContain('Brand story'))
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([])
    arrive()
    await vi.waitFor(() => expect(root(container).getAttribute('data-variant')).toBe('variant-a'))
    expect(root(container).querySelector('[data-block="spacer"]')).toBeTruthy()
    expect(screen.queryByText('Brand story')).toBeNull()
    expect((window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.map((entry) => entry.variant_label)).toEqual(['A'])
  })

  it('shows the baseline when the decision names the baseline or fails, and reports a click as its page event', async () => {
    const { container, records } = await setup(async () => [action('baseline', 'Baseline')])
    expect(await screen.findByText('Brand story')).toBeTruthy()
    expect(root(container).getAttribute('data-variant')).toBe('baseline')
    fireEvent.click(screen.getByText('Brand story'))
    await vi.waitFor(() => expect(records).toEqual([{ eventType: 'monetate:record:PageEvents', pageEvents: ['home-story-click'] }]))
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'experienceClick', experienceId: 'exp_home_homestory', trackingEvent: 'home-story-click' })
    cleanup()
    await setup(() => Promise.reject(new Error('personalisation down')))
    expect(await screen.findByText('Brand story')).toBeTruthy()
  })

  it('keeps the baseline’s elements when the decision is the baseline: nothing is mounted again (a lazily hydrated block would render empty until its code loads)', async () => {
    let answer!: (actions: DecisionAction[]) => void
    const { container } = await setup(() => new Promise<DecisionAction[]>((resolve) => (answer = resolve)))
    await vi.waitFor(() => expect(root(container).querySelector('[aria-hidden="true"][inert]')?.textContent).toContain('Brand story'))
    const before = screen.getByText('Brand story')
    answer([action('baseline', 'Baseline')])
    await vi.waitFor(() => expect(root(container).getAttribute('data-variant')).toBe('baseline'))
    expect(screen.getByText('Brand story')).toBe(before)
    expect(root(container).querySelector('[inert]')).toBeNull()
    expect(root(container).getAttribute('aria-busy')).toBeNull()
  })

  it('shows the variant the test context forces at once, without asking for a decision or reporting an impression', async () => {
    const decide = vi.fn(async () => [action('variant-b', 'B-Trail stories')])
    await setup(decide, `/en-us?p13n_testcontext=${encodeURIComponent(JSON.stringify([{ experienceId: 'exp_home_homestory', variantId: 'variant-a' }]))}`)
    expect(await screen.findByText('Gear first')).toBeTruthy()
    expect(screen.queryByText('Brand story')).toBeNull()
    expect(decide).not.toHaveBeenCalled()
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([])
  })
})
