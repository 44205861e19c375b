// The reference personalisation service's variant choice: deterministic per visitor and experiment,
// spread by weight across visitors (the service's own behaviour: personalisationSuite.ts).
import { describe, expect, it } from 'vitest'
import { bucketOf, decidesOn, variantFor, type Experiment } from '../../server/personalisation/experiments.ts'

const experiment = (weights: number[], id = 'summit-homestory'): Experiment => ({
  id,
  actionId: 1,
  component: 'homestory',
  name: 'Story',
  label: 'HP-Story',
  kind: 'json',
  pageTypes: ['home'],
  variants: weights.map((weight, i) => ({ variantId: `v${i}`, label: `V${i}`, weight, recommendations: null })),
})

describe('variant choice', () => {
  it('is the same for the same visitor and experiment, and differs between experiments', () => {
    expect(bucketOf('2.1.1', 'a')).toBe(bucketOf('2.1.1', 'a'))
    expect(bucketOf('2.1.1', 'a')).not.toBe(bucketOf('2.1.1', 'b'))
    const e = experiment([34, 33, 33])
    for (let i = 0; i < 50; i++) expect(variantFor(e, `visitor-${i}`)).toBe(variantFor(e, `visitor-${i}`))
  })

  it('spreads 20,000 visitors by the weights', () => {
    const e = experiment([50, 30, 20])
    const counts = [0, 0, 0]
    for (let i = 0; i < 20_000; i++) counts[Number(variantFor(e, `2.${i}.1700000000000`)!.variantId.slice(1))]!++
    expect(counts.map((n) => Math.round(n / 200))).toEqual([50, 30, 20])
  })

  it('never picks a variant of weight 0, and none when every weight is 0', () => {
    const e = experiment([0, 1, 0])
    for (let i = 0; i < 200; i++) expect(variantFor(e, `v${i}`)!.variantId).toBe('v1')
    expect(variantFor(experiment([0, 0]), 'x')).toBeUndefined()
  })

  it('decides on the experiment’s page types only', () => {
    expect(decidesOn(experiment([1]), 'home')).toBe(true)
    expect(decidesOn(experiment([1]), 'category')).toBe(false)
    expect(decidesOn(experiment([1]), undefined)).toBe(false)
    expect(decidesOn({ ...experiment([1]), pageTypes: null }, undefined)).toBe(true)
  })
})
