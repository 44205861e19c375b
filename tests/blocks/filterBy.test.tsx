// @vitest-environment happy-dom
// The filter-by display rule (spec 002 section 2) and its block on product and category pages, whose
// identifiers come from the path and the data the page was rendered from.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { productQuery } from '../../src/api/queries'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { filterByShows } from '../../src/blocks/filterBy/filterByRule'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { decoded, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('filter-by rule', () => {
  const product = { productId: 'AB12CD34', categoryIds: ['1000', '1001'] }
  it.each([
    [{ operator: 'IN', variant: 'by-sku', values: ['AB12CD34'] }, product, true],
    [{ operator: 'IN', variant: 'by-sku', values: ['ZZ99ZZ99'] }, product, false],
    [{ operator: 'NOT IN', variant: 'by-sku', values: ['AB12CD34'] }, product, false],
    [{ operator: 'NOT IN', variant: 'by-sku', values: ['ZZ99ZZ99'] }, product, true],
    [{ operator: 'IN', variant: 'by-category', values: ['1000'] }, product, true],
    [{ operator: 'IN', variant: 'by-category', values: [' 1001 '] }, product, true],
    [{ operator: 'NOT IN', variant: 'by-category', values: ['1001'] }, product, false],
    [{ operator: 'IN', variant: 'by-category', values: ['2000'] }, { categoryIds: ['2000'] }, true],
    // A page without the identifier is in no list.
    [{ operator: 'IN', variant: 'by-sku', values: ['AB12CD34'] }, { categoryIds: ['1001'] }, false],
    [{ operator: 'NOT IN', variant: 'by-sku', values: ['AB12CD34'] }, { categoryIds: ['1001'] }, true],
    [{ operator: 'IN', variant: 'by-category', values: ['1001'] }, { categoryIds: [] }, false],
  ] as const)('%j on %j: %s', (rule, page, expected) => {
    expect(filterByShows(rule, page)).toBe(expected)
  })
})

describe('FilterByBlock', () => {
  const section = (operator: 'IN' | 'NOT IN', values: string[]) => ({
    type: 'filterBy',
    id: `f-${operator}`,
    name: 'Jackets guide',
    operator,
    variant: 'by-category',
    values,
    targets: [{ type: 'richText', id: `t-${operator}`, name: 'Guide', html: `<p>Shown ${operator}</p>` }],
  })

  it('shows its sections on a product page of a listed category, and not the NOT IN ones', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(productQuery(SITE, 'AB12CD34').queryKey, { name: 'Shell', breadcrumbs: [{ id: '1000', name: 'Men', url: '/en-us/c/men-1000' }, { id: '1001', name: 'Jackets', url: '/en-us/c/jackets-1001' }] } as never)
    await renderWithRouter(<Blocks sections={decoded(section('IN', ['1001']), section('NOT IN', ['1001']))} site={SITE} />, queryClient, '/en-us/p/shell-AB12CD34')
    expect(await screen.findByText('Shown IN')).toBeTruthy()
    expect(screen.queryByText('Shown NOT IN')).toBeNull()
  })

  it('reads a category page’s id from its path', async () => {
    await renderWithRouter(<Blocks sections={decoded(section('IN', ['2000']), section('NOT IN', ['1001']))} site={SITE} />, testQueryClient(), '/en-us/c/tents-2000')
    expect(await screen.findByText('Shown IN')).toBeTruthy()
    expect(await screen.findByText('Shown NOT IN')).toBeTruthy()
  })
})
