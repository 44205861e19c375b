// @vitest-environment happy-dom
// The preview tool's form (spec 002 sections 2 and 5): the doc type is required with the spec's
// message, the limit is 10, 20 or 50 (20 by default), and the query parameters are decoded at the edge.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DOC_TYPES, PreviewPage } from '../../src/pages/preview/PreviewPage'
import { parsePreviewSearch } from '../../src/pages/preview/previewSearch'
import { renderWithRouter } from '../ui/renderWithRouter'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('preview search', () => {
  it('keeps a doc type, a layout variant and an offered limit, and nothing else', () => {
    expect(parsePreviewSearch({ docType: 'hero', layoutVariant: 'block-below', limit: 50 })).toEqual({ docType: 'hero', layoutVariant: 'block-below', limit: 50 })
    expect(parsePreviewSearch({ docType: 'hero', limit: '10' })).toEqual({ docType: 'hero', limit: 10 })
    expect(parsePreviewSearch({ docType: '<script>', layoutVariant: 'x'.repeat(61), limit: 7 })).toEqual({})
    expect(parsePreviewSearch({ docType: ['hero'], limit: 'all' })).toEqual({})
  })
})

describe('the preview form', () => {
  const site = { brand: 'summit', locale: 'fr-fr', language: 'fr' } as const

  it('requires a doc type, in the shopper’s language, and sends the choice', async () => {
    const onSearch = vi.fn()
    await renderWithRouter(<PreviewPage site={site} search={{}} onSearch={onSearch} />)
    expect((screen.getByLabelText('Nombre maximum') as HTMLSelectElement).value).toBe('20')
    expect(DOC_TYPES).toEqual(expect.arrayContaining(['experience', 'segmentation', 'filterBy']))
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }))
    expect(screen.getByRole('alert').textContent).toBe('Le type de document est obligatoire')
    expect(screen.getByLabelText('Type de document').getAttribute('aria-invalid')).toBe('true')
    expect(onSearch).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Type de document'), { target: { value: 'richText' } })
    fireEvent.change(screen.getByLabelText('Variante de mise en page (facultatif)'), { target: { value: ' wide ' } })
    fireEvent.change(screen.getByLabelText('Nombre maximum'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }))
    expect(onSearch).toHaveBeenCalledWith({ docType: 'richText', layoutVariant: 'wide', limit: 50 })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
