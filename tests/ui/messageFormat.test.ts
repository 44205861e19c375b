// The small formatter must say exactly what intl-messageformat says for every text we ship: each UI
// string (checkout, product page and store locator texts included) and each catalogue message (messages, fallbacks, variants), in each language, for several
// counts (plural categories differ between languages) and string values.
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, GENERIC_MESSAGES, LANGUAGES } from '../../src/contract/errorCatalogue'
import { formatMessage } from '../../src/contract/messageFormat'
import { CHECKOUT_STRINGS } from '../../src/commerce/strings'
import { ACCOUNT_STRINGS } from '../../src/pages/account/strings'
import { STRINGS } from '../../src/ui/strings'
import { PAGE_STRINGS } from '../../src/pages/product/pageStrings'
import { SECTION_STRINGS } from '../../src/pages/product/sectionStrings'
import { STORE_LOCATOR_STRINGS } from '../../src/pages/StoreLocatorPage'
import { CART_STRINGS } from '../../src/commerce/cartStrings'
import { CATALOG_STRINGS } from '../../src/pages/listing/strings'
import { SITE_PAGE_STRINGS } from '../../src/pages/sitePageStrings'

type Messages = Readonly<Record<string, string>>
const all: Array<[string, Messages]> = [['GENERIC', GENERIC_MESSAGES]]
for (const [key, messages] of Object.entries({ ...STRINGS, ...CART_STRINGS, ...CATALOG_STRINGS, ...SITE_PAGE_STRINGS, ...CHECKOUT_STRINGS, ...ACCOUNT_STRINGS, ...PAGE_STRINGS, ...SECTION_STRINGS })) all.push([key, messages])
for (const [key, messages] of Object.entries(STORE_LOCATOR_STRINGS)) all.push([`storeLocator.${key}`, messages])
for (const [code, entry] of Object.entries(ERROR_CATALOGUE) as Array<[string, { messages: Messages; fallback?: Messages; variants?: Record<string, Messages> }]>) {
  all.push([code, entry.messages])
  if (entry.fallback) all.push([`${code} fallback`, entry.fallback])
  for (const [name, variant] of Object.entries(entry.variants ?? {})) all.push([`${code} ${name}`, variant])
}

const names = (pattern: string): string[] => [...pattern.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!)

describe('formatMessage', () => {
  it.each(all)('%s formats as intl-messageformat does', (_key, messages) => {
    for (const language of LANGUAGES) {
      const pattern = messages[language]!
      for (const n of [0, 1, 2, 5, 21, 1234]) {
        const values = Object.fromEntries(names(pattern).map((name) => [name, /count|qty|quantity|number|max|min/i.test(name) ? n : `«${name}»`]))
        expect(formatMessage(pattern, language, values)).toBe(String(new IntlMessageFormat(pattern, language).format(values)))
      }
    }
  })

  it('throws on a missing value, as intl-messageformat does', () => {
    expect(() => formatMessage('Only {count} left', 'en', {})).toThrow()
  })

  it('uses an exact =N case before the plural category', () => {
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', 'en', { n: 0 })).toBe('none')
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', 'de', { n: 1234 })).toBe('1.234 items')
  })
})
