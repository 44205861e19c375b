// Deployment settings read from the environment on the server and from <html> on the client: each
// takes only what it documents and falls back to its default otherwise (README's configuration table).
import { describe, expect, it } from 'vitest'
import { decisionTimeoutMs } from '../../src/site/settings'

describe('P13N_DECISION_TIMEOUT_MS', () => {
  it('takes whole milliseconds from 500 to 30,000; anything else is the default of 4,000', () => {
    expect(decisionTimeoutMs('15000')).toBe(15_000)
    expect(decisionTimeoutMs('500')).toBe(500)
    expect(decisionTimeoutMs('30000')).toBe(30_000)
    for (const raw of [undefined, '', '0', '499', '30001', '1500.5', 'soon', '1e4x']) expect(decisionTimeoutMs(raw)).toBe(4000)
  })
})
