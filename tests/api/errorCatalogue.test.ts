// The error catalogue: every code of spec 001 section 8 in three languages, placements, placeholders.
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, LANGUAGES, OUR_ERROR_CODES, SPEC_ERROR_CODES, messageFor, placementOf } from '../../src/contract/errorCatalogue'

/** Transcribed from spec 001 section 8 ("Codes"). */
const SPEC_CODES = `AUT498 AUT401 AUT418 AUT437 AUT438 AUT402 AUT403 AUT404 AUT409 AUT423 AUT426 AUT432 AUT439 PRO400 AUT440
AUT441 AUT442 AUT444 AUT450 AUT451 AUT452 AUT453 AUT500 BSK404 PRC400 INV700 INV406 INV701 INV702 INV405 INV407 INV408 INV409
GWP403 PLP400 ORD404 ORD430 ORD415 ORD516 ORD517 ORD518 ORD400 ORD409 OHS4004 RTN500 GFS800 GFO404 GFO405 GFC400 GFC410 GFC700
GFC725 GFC740 GFC755 GFC760 GFC800 GFC812 GFC799 PYT300 PYT400 PYT402 PYT404 PYT405 PYT406 PAY400 PAY401 FE309 BIL400 BILL410
TAX309 TAX310 CHK320 CHK380 SHP404 SHP410 SHP500 PRM130 PRM135 PRM140 PRM150 PRM155 PRM160 PRM175 PRM416 REW401 REW130 REW135
REW140 PRO404 PRO410 PRO411 PRO412 PRO418 PRO414 PRO415 FE340 FE872 CCA400 CCA401 CCN404 4044 STR404 API400 API404 API405 API406
API415 GEN500 ATTR100 ATTR200 ATTR300 REV410`.split(/\s+/)

describe('error catalogue', () => {
  it('has every code of the spec and nothing else among server codes, but those of ours (decisions 21 and 25)', () => {
    expect([...SPEC_ERROR_CODES].sort()).toEqual([...SPEC_CODES].sort())
    expect([...OUR_ERROR_CODES].sort()).toEqual(['BSK409', 'FAV400', 'GFC429', 'ORD410', 'ORD411', 'REQ429', 'RTN410'])
    for (const code of OUR_ERROR_CODES) expect(SPEC_CODES).not.toContain(code)
  })

  it('tells the shopper when to try a gift card again (GFC429), at the input', () => {
    expect(messageFor('GFC429', 'en', { minutes: 1 })).toBe('Too many attempts with a wrong gift card number or PIN. Please try again in 1 minute.')
    expect(messageFor('GFC429', 'fr', { minutes: 12 })).toContain('12 minutes')
    expect(messageFor('GFC429', 'de', { minutes: 12 })).toContain('12 Minuten')
    expect(messageFor('GFC429', 'en')).toMatch(/try again later/)
    expect(placementOf('GFC429')).toBe('input')
    expect(placementOf('BSK409', 'orderPlacement')).toBe('placementInline')
  })

  it('has a non-empty message in en, fr and de for every code', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) {
      for (const language of LANGUAGES) {
        const message = messageFor(code, language, { maxAllowedQty: 3 })
        expect(message, `${code} ${language}`).toMatch(/\S/)
        expect(message).not.toMatch(/[{}]/)
      }
    }
  })

  it('fills INV408 from maxAllowedQty and falls back without it', () => {
    expect(messageFor('INV408', 'en', { maxAllowedQty: 2 })).toBe('You can add at most 2 of this item.')
    expect(messageFor('INV408', 'en')).toBe('You have added the maximum quantity of this item.')
    expect(messageFor('INV408', 'de', { maxAllowedQty: 2 })).toContain('höchstens 2')
    expect(messageFor('INV408', 'fr')).toBe('Vous avez ajouté la quantité maximale de cet article.')
  })

  it('knows situation variants (GWP403 on a quantity change)', () => {
    expect(messageFor('GWP403', 'en', {}, { variant: 'quantityChange' })).toMatch(/maximum quantity/)
  })

  it('uses the server message for unknown codes, else the generic one', () => {
    expect(messageFor('NOPE1', 'en', {}, { serverMessage: 'From server' })).toBe('From server')
    expect(messageFor('NOPE1', 'de')).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.')
  })

  it('places errors where spec 001 section 8 and DECISIONS 4 say', () => {
    expect(placementOf('PAY400')).toBe('top')
    expect(placementOf('PYT402')).toBe('top')
    expect(placementOf('PAY401')).toBe('top')
    for (const code of ['GFC700', 'GFC725', 'GFC740', 'GFC755']) expect(placementOf(code)).toBe('input')
    expect(placementOf('GFC812')).toBe('toast')
    for (const code of ['FE309', 'PYT404', 'PYT405', 'PAY400', 'PYT402', 'BSK404', 'SHP500', 'INV701'])
      expect(placementOf(code, 'orderPlacement')).toBe('placementInline')
    expect(placementOf('INV408', 'orderPlacement')).toBe('toast')
    expect(placementOf('BSK404')).toBe('toast')
  })
})
