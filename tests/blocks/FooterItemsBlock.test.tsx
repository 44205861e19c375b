// @vitest-environment happy-dom
// Footer items: link columns as named navigation landmarks, the site's country, language and
// currency (in the site's language) with the link to the location selector, the legal line.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { decoded, footerItems } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('FooterItemsBlock', () => {
  it('decodes the columns and refuses a link without a URL', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(footerItems)?.type).toBe('footerItems')
    expect(decodeSection({ ...footerItems, columns: [{ title: 'Help', links: [{ text: 'Returns' }] }] })).toBeUndefined()
  })

  it('renders the help column, the location selector link and the site’s country in its language', async () => {
    await renderBlocks(decoded(footerItems), { site: { brand: 'summit', locale: 'de-de' } })
    const help = screen.getByRole('navigation', { name: 'Help' })
    expect(within(help).getByRole('link', { name: 'Returns and exchanges' }).getAttribute('href')).toBe('/en-us/pages/returns')
    expect(screen.getByRole('link', { name: 'Change country or language' }).getAttribute('href')).toBe('/en-us/location-selector')
    expect(screen.getByText(/Deutschland · Deutsch · EUR/)).toBeTruthy()
    expect(screen.getByText('© Summit Outfitters.')).toBeTruthy()
  })
})
