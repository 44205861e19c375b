// The visitor as segmentation sees it, from the engine's projections (read by ./PersonalisationEffects.tsx
// through the engine's React bindings): signed in or not, loyalty member, employee, cart empty or not
// and the profile kinds. Pure. (The decide call's shopper facts: ./shopperFacts.ts.)
import type { ProfileKind, VisitorState } from '../../blocks/personalisation/PersonalisationContext'
import type { SessionState } from '../../engine/projections/session'

/**
 * Profile kinds from the shopper's consumer type: the professional programmes' identities (IPA,
 * WRANX, both) and athletes. A type naming both programmes ("IPA_WRANX") is every one of ipa-wranx,
 * wranx and ipa: the content's segment order says which shows first.
 */
export const profileKindsOf = (consumerType: string | null): ProfileKind[] => {
  const tokens = new Set((consumerType ?? '').toUpperCase().split(/[^A-Z]+/))
  const kinds: ProfileKind[] = []
  if (tokens.has('IPA') && tokens.has('WRANX')) kinds.push('ipa-wranx')
  if (tokens.has('WRANX')) kinds.push('wranx')
  if (tokens.has('IPA')) kinds.push('ipa')
  if (tokens.has('ATHLETE') || tokens.has('ATHLETES')) kinds.push('athletes')
  return kinds
}

const isEmployee = (consumerType: string | null): boolean => /\b(EMPLOYEE|AGENT)\b/.test((consumerType ?? '').toUpperCase().replace(/_/g, ' '))

export const visitorOf = (session: SessionState, cartCount: number, rememberedKinds: ReadonlyArray<ProfileKind>): VisitorState => {
  const signedIn = session.status === 'registered'
  const loyalty = session.profile?.loyaltySummary?.status
  return {
    signedIn,
    loyaltyMember: !signedIn ? false : loyalty === undefined ? undefined : loyalty === 'member',
    employee: signedIn && isEmployee(session.consumerType),
    cartEmpty: cartCount === 0,
    kinds: signedIn ? profileKindsOf(session.consumerType) : [],
    rememberedKinds,
  }
}
