// Both brand palettes meet WCAG AA for every text/background pair the components use.
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/contract/site/sites'
import { BRAND_PALETTES, brandThemeColor } from '../../src/theme/brands'
import { CONTRAST_PAIRS, contrastRatio } from '../../src/theme/contrast'

describe('brand themes', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  for (const brand of BRANDS) {
    it(`${brand}: every used pair meets its minimum`, () => {
      const palette = BRAND_PALETTES[brand]
      const failures = CONTRAST_PAIRS.filter(([fg, bg, min]) => contrastRatio(palette[fg], palette[bg]) < min).map(
        ([fg, bg, min]) => `${fg} on ${bg}: ${contrastRatio(palette[fg], palette[bg]).toFixed(2)} < ${min}`,
      )
      expect(failures).toEqual([])
    })

    it(`${brand}: theme colour is a hex colour`, () => {
      expect(brandThemeColor(brand)).toMatch(/^#[0-9a-f]{6}$/i)
    })
  }
})
