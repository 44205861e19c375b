// @vitest-environment happy-dom
// Benefit bar: title, subtitle, links, the (i) disclosure; closing hides it for good (the closed flag
// in the cookie the server reads).
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { loadBlocks } from '../../src/blocks/registry'
import { decodeSection } from '../../src/blocks/sections'
import { CLOSED_COOKIE, ClosedFlagsProvider, closedCookieIn, parseClosed } from '../../src/blocks/shared/closedFlags'
import { renderWithRouter } from '../ui/renderWithRouter'
import { benefitBar, decoded, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
beforeEach(() => {
  document.cookie = `${CLOSED_COOKIE}=; Max-Age=0; Path=/`
})
afterEach(cleanup)

const render = async (closed: ReadonlyArray<string>) => {
  const sections = decoded(benefitBar)
  await loadBlocks(sections)
  return renderWithRouter(
    <ClosedFlagsProvider initial={closed}>
      <Blocks sections={sections} site={SITE} />
    </ClosedFlagsProvider>,
  )
}

describe('BenefitBarBlock', () => {
  it('decodes and refuses a bar without a title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(benefitBar)?.type).toBe('benefitBar')
    expect(decodeSection({ ...benefitBar, title: undefined })).toBeUndefined()
  })

  it('shows its benefit, discloses the conditions, and closes for good', async () => {
    await render([])
    const bar = screen.getByRole('complementary', { name: 'Members shop free returns' })
    expect(bar.getAttribute('data-block')).toBe('benefitBar')
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/en-us/sign-in')
    const info = screen.getByRole('button', { name: 'Details' })
    expect(screen.getByText('Within 60 days on full-price items.').hidden).toBe(true)
    fireEvent.click(info)
    expect(info.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Within 60 days on full-price items.').hidden).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Close Members shop free returns' }))
    expect(screen.queryByRole('complementary', { name: 'Members shop free returns' })).toBeNull()
    expect(parseClosed(closedCookieIn(document.cookie))).toEqual(['benefitBar:benefit-1'])
    cleanup()
    await render(['benefitBar:benefit-1'])
    expect(screen.queryByRole('complementary', { name: 'Members shop free returns' })).toBeNull()
  })
})
