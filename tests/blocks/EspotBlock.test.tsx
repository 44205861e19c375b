// @vitest-environment happy-dom
// Espot: its fragment's sections render in its place (the fragment call, prefetched by the registry
// during SSR); a missing fragment leaves it empty.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fragmentQuery } from '../../src/blocks/fragmentQueries'
import { BLOCKS } from '../../src/blocks/registry'
import { decodeSection } from '../../src/blocks/sections'
import { testQueryClient } from '../ui/renderWithRouter'
import { renderBlocks } from './renderBlocks'
import { banner, decoded, espot, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('EspotBlock', () => {
  it('decodes a fragment id and refuses another', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(espot)?.type).toBe('espot')
    expect(decodeSection({ ...espot, fragmentId: '../secrets' })).toBeUndefined()
  })

  it('renders the fragment’s sections in its place', async () => {
    const queryClient = testQueryClient()
    const fragment = decoded(banner('thin'))
    queryClient.setQueryData(fragmentQuery(SITE, 'spring-sale').queryKey, { id: 'f', siteId: 'summit-en-us', page: 'spring-sale', title: 'Spring sale', sections: fragment })
    const { loadBlocks } = await import('../../src/blocks/registry')
    await loadBlocks(fragment)
    const { container } = await renderBlocks(decoded(espot), { queryClient })
    expect(container.querySelector('[data-block=espot] [data-block=banner]')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'The thin banner' })).toBeTruthy()
  })

  it('its prefetch loads the fragment and the fragment’s blocks', async () => {
    const queryClient = testQueryClient()
    const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue({ id: 'f', siteId: 'summit-en-us', page: 'x', title: 'x', sections: [] })
    const section = decoded(espot)[0]!
    if (section.type !== 'espot') throw new Error('espot expected')
    await BLOCKS.espot.prefetch?.(section, queryClient, SITE, {})
    expect(ensure.mock.calls[0]?.[0].queryKey).toEqual(fragmentQuery(SITE, 'spring-sale').queryKey)
  })
})
