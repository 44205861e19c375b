// Which roles a session holds (src/commerce/roles.ts, the gate before any role code loads) and the
// roles' texts (src/pages/roles/strings.ts): every text in English, French and German, each
// programme's banner its own.
import { describe, expect, it } from 'vitest'
import type { ConsumerProfile } from '../../src/contract/schemas/account'
import { holdsARole, rolesOf } from '../../src/commerce/roles'
import { ROLE_STRINGS, rt } from '../../src/pages/roles/strings'

const profile = (details: Partial<ConsumerProfile['consumerDetails']>): ConsumerProfile => ({
  consumerNo: '1',
  consumerType: 'REGISTERED',
  consumerDetails: { firstName: 'A', lastName: 'B', email: 'a@example.com', ...details },
  addresses: [],
})

describe('rolesOf', () => {
  it('finds an employee by consumer type, an athlete and the programmes by the profile', () => {
    expect(rolesOf({ status: 'registered', consumerType: 'EMPLOYEE', profile: null })).toEqual({ employee: true, athlete: false, programmes: [] })
    const athlete = profile({ athlete: { currentSpend: 1, annualCredit: 2 }, identities: [{ type: 'IPA' }, { type: 'IPA' }, { type: 'WRANX' }] })
    expect(rolesOf({ status: 'registered', consumerType: 'REGISTERED', profile: athlete })).toEqual({ employee: false, athlete: true, programmes: ['IPA', 'WRANX'] })
  })

  it('holds no role for a guest, an associate or a plain member, so nothing loads for them', () => {
    const athlete = profile({ athlete: { currentSpend: 1, annualCredit: 2 } })
    expect(holdsARole(rolesOf({ status: 'guest', consumerType: 'EMPLOYEE', profile: athlete }))).toBe(false)
    expect(holdsARole(rolesOf({ status: 'agent', consumerType: 'AGENT', profile: null }))).toBe(false)
    expect(holdsARole(rolesOf({ status: 'registered', consumerType: 'REGISTERED', profile: profile({}) }))).toBe(false)
  })
})

describe('role texts', () => {
  it('has every text in en, fr and de, and a banner per programme that differs from the other', () => {
    for (const [key, text] of Object.entries(ROLE_STRINGS)) for (const language of ['en', 'fr', 'de'] as const) expect(text[language], `${key} ${language}`).not.toBe('')
    for (const language of ['en', 'fr', 'de'] as const) expect(rt(language, 'banner.WRANX')).not.toBe(rt(language, 'banner.IPA'))
    expect(rt('fr', 'banner.employee', { spend: '412,50 €', cap: '1 500,00 €' })).toBe('Remise employé : 412,50 € dépensés sur votre plafond annuel de 1 500,00 €.')
  })
})
