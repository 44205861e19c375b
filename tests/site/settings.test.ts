// Deployment settings read from the environment on the server and from <html> on the client: each
// takes only what it documents and falls back to its default otherwise (README's configuration table).
import { describe, expect, it } from 'vitest'
import { decisionTimeoutMs, favouritesFlag } from '../../src/site/settings'

describe('P13N_DECISION_TIMEOUT_MS', () => {
  it('takes whole milliseconds from 500 to 30,000; anything else is the default of 4,000', () => {
    expect(decisionTimeoutMs('15000')).toBe(15_000)
    expect(decisionTimeoutMs('500')).toBe(500)
    expect(decisionTimeoutMs('30000')).toBe(30_000)
    for (const raw of [undefined, '', '0', '499', '30001', '1500.5', 'soon', '1e4x']) expect(decisionTimeoutMs(raw)).toBe(4000)
  })
})

describe('FAVOURITES (the favourites feature flag, spec 000 sections 2 and 6)', () => {
  it('1 turns favourites on and 0 off in any environment; unset (or anything else), on in development and tests, off in production', () => {
    for (const env of ['production', 'development', 'test', undefined]) {
      expect(favouritesFlag('1', env)).toBe(true)
      expect(favouritesFlag('0', env)).toBe(false)
    }
    for (const raw of [undefined, '', 'yes', 'true']) {
      expect(favouritesFlag(raw, 'production')).toBe(false)
      expect(favouritesFlag(raw, 'development')).toBe(true)
      expect(favouritesFlag(raw, undefined)).toBe(true)
    }
  })
})
