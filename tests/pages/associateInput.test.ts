// The associate's inputs (issue 15): the price adjustment form's value and the idle time setting.
import { describe, expect, it } from 'vitest'
import { parseAdjustmentValue } from '../../src/pages/associate/adjustmentInput'
import { associateIdleMinutes } from '../../src/site/settings'

describe('price adjustment value', () => {
  it('takes an amount to two places and a percentage to one, with a comma or a point', () => {
    expect(parseAdjustmentValue('AMOUNT_OFF', ' 5 ')).toEqual({ ok: true, value: 5 })
    expect(parseAdjustmentValue('AMOUNT_OFF', '12,50')).toEqual({ ok: true, value: 12.5 })
    expect(parseAdjustmentValue('PERCENT_OFF', '12.5')).toEqual({ ok: true, value: 12.5 })
    expect(parseAdjustmentValue('PERCENT_OFF', '100')).toEqual({ ok: true, value: 100 })
  })

  it('refuses what the service would refuse, naming the bounds', () => {
    for (const raw of ['', '0', '-1', 'abc', '1e3', '5.555', '10000.01', '150000']) expect(parseAdjustmentValue('AMOUNT_OFF', raw)).toEqual({ ok: false, min: 0.01, max: 10_000 })
    for (const raw of ['0', '100.1', '101', '12.55', '0.05']) expect(parseAdjustmentValue('PERCENT_OFF', raw)).toEqual({ ok: false, min: 0.1, max: 100 })
  })
})

describe('ASSOCIATE_IDLE_MINUTES', () => {
  it('takes whole minutes from 1 to 480; anything else is the default of 10', () => {
    expect(associateIdleMinutes('3')).toBe(3)
    expect(associateIdleMinutes('480')).toBe(480)
    for (const raw of [undefined, '', '0', '481', '2.5', 'ten']) expect(associateIdleMinutes(raw)).toBe(10)
  })
})
