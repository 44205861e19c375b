// @vitest-environment happy-dom
// Segmentation (spec 002 sections 4 and 6): which content shows for which visitor, forced by the
// test context, else the first baseline; nothing chosen marks the section empty.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { PersonalisationContext, type VisitorState } from '../../src/blocks/personalisation/PersonalisationContext'
import { chooseSegment, segmentMatches } from '../../src/blocks/segmentation/chooseSegment'
import { SEGMENT_IDS, type SegmentId } from '../../src/contract/schemas/content'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { decoded, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const guest: VisitorState = { signedIn: false, loyaltyMember: false, employee: false, cartEmpty: true, kinds: [], rememberedKinds: [] }
const member: VisitorState = { signedIn: true, loyaltyMember: true, employee: false, cartEmpty: false, kinds: [], rememberedKinds: [] }

const text = (id: string, words: string) => ({ type: 'richText', id, name: id, html: `<p>${words}</p>` })
const segmentation = (segments: Array<{ id: SegmentId; words: string }>, baselines: string[] = ['Sign in']) => ({
  type: 'segmentation',
  id: 'seg-home',
  name: 'Home message',
  segments: segments.map((s) => ({ id: s.id, targets: [text(`t-${s.id}`, s.words)] })),
  baselines: baselines.map((words, i) => text(`b-${i}`, words)),
})

describe('segment conditions', () => {
  it('match each visitor state', () => {
    const matched = (v: VisitorState) => SEGMENT_IDS.filter((id) => segmentMatches(id, v) === true)
    expect(matched(guest)).toEqual(['logged-out', 'cart-empty'])
    expect(matched(member)).toEqual(['logged-in', 'loyalty-logged-in', 'non-employee-logged-in', 'cart-not-empty'])
    expect(matched({ ...member, loyaltyMember: false, employee: true, kinds: ['ipa-wranx', 'wranx', 'ipa'] })).toEqual([
      'logged-in',
      'non-loyalty-logged-in',
      'employee-logged-in',
      'cart-not-empty',
      'ipa-wranx-logged-in',
      'wranx-logged-in',
      'ipa-logged-in',
    ])
    expect(matched({ ...guest, rememberedKinds: ['athletes'] })).toEqual(['logged-out', 'cart-empty', 'athletes-non-logged-in'])
    // A signed-in shopper's remembered kinds do not make the non-logged-in forms match.
    expect(segmentMatches('athletes-non-logged-in', { ...member, rememberedKinds: ['athletes'] })).toBe(false)
    // Loyalty is not known until the profile has loaded.
    expect(segmentMatches('loyalty-logged-in', { ...member, loyaltyMember: undefined })).toBeUndefined()
    expect(segmentMatches('non-loyalty-logged-in', { ...member, loyaltyMember: undefined })).toBeUndefined()
    expect(segmentMatches('loyalty-logged-in', guest)).toBe(false)
  })
})

describe('segment choice', () => {
  const section = decoded(segmentation([{ id: 'loyalty-logged-in', words: 'Members' }, { id: 'logged-in', words: 'Welcome back' }, { id: 'cart-not-empty', words: 'Your cart' }], ['Sign in', 'Second baseline']))[0] as Parameters<typeof chooseSegment>[0]

  it('takes the first segment the visitor matches, else the first baseline', () => {
    expect(chooseSegment(section, member)).toMatchObject({ kind: 'segment', segmentId: 'loyalty-logged-in' })
    expect(chooseSegment(section, { ...member, loyaltyMember: false })).toMatchObject({ kind: 'segment', segmentId: 'logged-in' })
    expect(chooseSegment(section, { ...guest, cartEmpty: false })).toMatchObject({ kind: 'segment', segmentId: 'cart-not-empty' })
    const baseline = chooseSegment(section, guest)
    expect(baseline.kind).toBe('baseline')
    expect(baseline.kind === 'baseline' && baseline.sections.map((s) => s.id)).toEqual(['b-0'])
  })

  it('obeys the test context, waits for an unknown visitor or profile, and is empty when nothing is chosen', () => {
    expect(chooseSegment(section, guest, 'logged-in')).toMatchObject({ kind: 'segment', segmentId: 'logged-in' })
    expect(chooseSegment(section, null, 'cart-not-empty')).toMatchObject({ kind: 'segment', segmentId: 'cart-not-empty' })
    expect(chooseSegment(section, member, 'baseline')).toMatchObject({ kind: 'baseline' })
    expect(chooseSegment(section, member, 'not-a-segment')).toMatchObject({ kind: 'segment', segmentId: 'loyalty-logged-in' })
    expect(chooseSegment(section, null)).toEqual({ kind: 'pending', needsProfile: false })
    expect(chooseSegment(section, { ...member, loyaltyMember: undefined })).toEqual({ kind: 'pending', needsProfile: true })
    expect(chooseSegment({ segments: [], baselines: [] }, guest)).toEqual({ kind: 'empty' })
    expect(chooseSegment({ segments: [{ id: 'logged-out', targets: [] }], baselines: [] }, guest)).toEqual({ kind: 'empty' })
  })
})

describe('SegmentationBlock', () => {
  const render = (visitor: VisitorState | null, path = '/en-us', requestProfile = () => {}) =>
    renderWithRouter(
      <PersonalisationContext.Provider value={{ store: null, visitor, requestProfile }}>
        <Blocks sections={decoded(segmentation([{ id: 'loyalty-logged-in', words: 'Members' }, { id: 'logged-in', words: 'Welcome back' }]))} site={SITE} />
      </PersonalisationContext.Provider>,
      testQueryClient(),
      path,
    )

  it('shows the chosen segment’s content, a skeleton while the visitor is unknown, the forced segment from the URL', async () => {
    await render({ ...member, loyaltyMember: false })
    expect(await screen.findByText('Welcome back')).toBeTruthy()
    expect(screen.queryByText('Members')).toBeNull()
    cleanup()
    const { container } = await render(null)
    await vi.waitFor(() => expect(container.querySelector('[data-block="segmentation"]')?.getAttribute('aria-busy')).toBe('true'))
    expect(screen.queryByText('Sign in')).toBeNull()
    cleanup()
    await render(guest, `/en-us?p13n_testcontext=${encodeURIComponent(JSON.stringify([{ segmentationId: 'seg-home', segmentId: 'loyalty-logged-in' }]))}`)
    expect(await screen.findByText('Members')).toBeTruthy()
  })

  it('asks for the profile when loyalty decides, and marks the section empty when nothing is chosen', async () => {
    const requestProfile = vi.fn()
    await render({ ...member, loyaltyMember: undefined }, '/en-us', requestProfile)
    await vi.waitFor(() => expect(requestProfile).toHaveBeenCalled())
    cleanup()
    const { container } = await renderWithRouter(
      <PersonalisationContext.Provider value={{ store: null, visitor: guest, requestProfile: () => {} }}>
        <Blocks sections={decoded(segmentation([{ id: 'logged-in', words: 'Welcome back' }], []))} site={SITE} />
      </PersonalisationContext.Provider>,
    )
    await vi.waitFor(() => expect(container.querySelector('[data-block="segmentation"]')?.hasAttribute('data-empty')).toBe(true))
    expect((container.querySelector('[data-block="segmentation"]') as HTMLElement).hidden).toBe(true)
  })
})
