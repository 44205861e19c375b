// Which content a segmentation shows (spec 002 sections 4 and 6): the segment the test context
// forces; else the first segment whose condition the visitor meets; else the first baseline; nothing
// chosen (no match, no baseline, or a chosen segment with nothing in it) marks the section empty.
// While the visitor is not known, or a segment before any match needs what is not known yet (loyalty
// before the profile has loaded), the choice waits.
import type { Section, SegmentId, SegmentationSection } from '../../contract/schemas/content'
import type { ProfileKind, VisitorState } from '../personalisation/PersonalisationContext'

export type SegmentChoice =
  | { readonly kind: 'segment'; readonly segmentId: SegmentId; readonly sections: ReadonlyArray<Section> }
  | { readonly kind: 'baseline'; readonly sections: ReadonlyArray<Section> }
  | { readonly kind: 'pending'; readonly needsProfile: boolean }
  | { readonly kind: 'empty' }

const KINDS: ReadonlyArray<ProfileKind> = ['ipa-wranx', 'wranx', 'ipa', 'athletes']

/** Whether the visitor meets a segment's condition; undefined when it depends on what is not known yet. */
export const segmentMatches = (id: SegmentId, visitor: VisitorState): boolean | undefined => {
  switch (id) {
    case 'logged-out':
      return !visitor.signedIn
    case 'logged-in':
      return visitor.signedIn
    case 'loyalty-logged-in':
      return visitor.signedIn ? visitor.loyaltyMember : false
    case 'non-loyalty-logged-in':
      return visitor.signedIn ? (visitor.loyaltyMember === undefined ? undefined : !visitor.loyaltyMember) : false
    case 'employee-logged-in':
      return visitor.signedIn && visitor.employee
    case 'non-employee-logged-in':
      return visitor.signedIn && !visitor.employee
    case 'cart-empty':
      return visitor.cartEmpty
    case 'cart-not-empty':
      return !visitor.cartEmpty
  }
  for (const kind of KINDS) {
    if (id === `${kind}-logged-in`) return visitor.signedIn && visitor.kinds.includes(kind)
    if (id === `${kind}-non-logged-in`) return !visitor.signedIn && visitor.rememberedKinds.includes(kind)
  }
  return false
}

const chosen = (choice: Exclude<SegmentChoice, { kind: 'pending' } | { kind: 'empty' }>): SegmentChoice => (choice.sections.length > 0 ? choice : { kind: 'empty' })

export const chooseSegment = (section: Pick<SegmentationSection, 'segments' | 'baselines'>, visitor: VisitorState | null, forcedSegmentId?: string): SegmentChoice => {
  const firstBaseline = (): SegmentChoice => chosen({ kind: 'baseline', sections: section.baselines.slice(0, 1) })
  if (forcedSegmentId !== undefined) {
    const forced = section.segments.find((s) => s.id === forcedSegmentId)
    if (forced) return chosen({ kind: 'segment', segmentId: forced.id, sections: forced.targets })
    if (forcedSegmentId === 'baseline') return firstBaseline()
  }
  if (visitor === null) return { kind: 'pending', needsProfile: false }
  for (const segment of section.segments) {
    const matches = segmentMatches(segment.id, visitor)
    if (matches === undefined) return { kind: 'pending', needsProfile: true }
    if (matches) return chosen({ kind: 'segment', segmentId: segment.id, sections: segment.targets })
  }
  return firstBaseline()
}
