// The price adjustment form's value as typed (issue 15): a decimal (comma or point) within the
// contract's bounds for its type, to two places for an amount and one for a percentage. Pure.
import { ADJUSTMENT_LIMITS, type PriceAdjustmentType } from '../../contract/schemas/associates'

export type AdjustmentValue = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly min: number; readonly max: number }

export const parseAdjustmentValue = (type: PriceAdjustmentType, raw: string): AdjustmentValue => {
  const limits = ADJUSTMENT_LIMITS[type]
  const text = raw.trim().replace(',', '.')
  const places = type === 'AMOUNT_OFF' ? 2 : 1
  const pattern = places === 2 ? /^\d{1,5}(\.\d{1,2})?$/ : /^\d{1,3}(\.\d)?$/
  const value = Number(text)
  if (!pattern.test(text) || !Number.isFinite(value) || value < limits.min || value > limits.max) return { ok: false, min: limits.min, max: limits.max }
  return { ok: true, value }
}
