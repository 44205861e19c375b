// Which roles a signed-in shopper holds (spec 000 sections 3 and 6; docs/decisions/0030): an employee
// by the consumer type the token exchange answered, an athlete by the profile's `athlete`, the
// professional programmes by its identity list. Pure: the layout's slot asks it before loading any
// role's code, so an anonymous or ordinary shopper's page never carries the banners or the dialog.
import type { ConsumerProfile, ProgrammeIdentity } from '../contract/schemas/account'

export interface Roles {
  readonly employee: boolean
  readonly athlete: boolean
  readonly programmes: ReadonlyArray<ProgrammeIdentity>
}

export const rolesOf = (session: { readonly status: string; readonly consumerType: string | null; readonly profile: ConsumerProfile | null }): Roles => {
  if (session.status !== 'registered') return { employee: false, athlete: false, programmes: [] }
  const details = session.profile?.consumerDetails
  return {
    employee: session.consumerType === 'EMPLOYEE',
    athlete: details?.athlete !== undefined,
    programmes: [...new Set((details?.identities ?? []).map((i) => i.type))],
  }
}

export const holdsARole = (roles: Roles): boolean => roles.employee || roles.athlete || roles.programmes.length > 0
