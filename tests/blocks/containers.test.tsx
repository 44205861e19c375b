// @vitest-environment happy-dom
// Sections inside container sections (experience, segmentation, filter-by) are decoded one by one
// where content is fetched, like a page's, and their rich text is sanitised; the editor preview gives
// every block, nested ones too, its content's metadata attributes.
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { allSections } from '../../src/blocks/containers'
import { sanitizeRichTextSections } from '../../src/blocks/richText/sanitize'
import { decodeSection } from '../../src/blocks/sections'
import { hasRichText } from '../../src/blocks/richText/richTextKeys'
import { PersonalisationContext } from '../../src/blocks/personalisation/PersonalisationContext'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { decoded, hero, SITE } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const text = (id: string, html: string) => ({ type: 'richText', id, name: `Text ${id}`, html })
const segmentation = {
  type: 'segmentation',
  id: 'seg',
  name: 'Visitor message',
  segments: [{ id: 'logged-out', targets: [text('a', '<p>Hello</p><img src=x onerror="alert(1)">'), { type: 'hero', id: 'broken' }, { type: 'video', id: 'unknown' }] }],
  baselines: [{ type: 'filterBy', id: 'f', name: 'Filter', operator: 'NOT IN', variant: 'by-sku', values: [], targets: [text('b', '<script>x()</script><p>Nested</p>')] }],
}

describe('container sections', () => {
  it('drop a bad child with a warning and keep its siblings and the container', () => {
    const section = decodeSection(segmentation)!
    expect(section.type).toBe('segmentation')
    expect(allSections([section]).map((s) => s.id).sort()).toEqual(['a', 'b', 'f', 'seg'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hero broken is malformed'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown type "video"'))
    // A container that is itself malformed goes, children and all.
    expect(decodeSection({ ...segmentation, segments: [{ id: 'no-such-segment', targets: [] }] })).toBeUndefined()
  })

  it('have their rich text sanitised at any depth', () => {
    const [section] = sanitizeRichTextSections([decodeSection(segmentation)!])
    expect(hasRichText([section!])).toBe(true)
    const html = allSections([section!]).flatMap((s) => (s.type === 'richText' ? [s.html] : [])).join('')
    expect(html).toContain('<p>Hello</p>')
    expect(html).toContain('<p>Nested</p>')
    expect(html).not.toMatch(/onerror|<script/)
  })

  it('carry their content’s metadata in the editor preview, nested blocks too', async () => {
    const { container } = await renderWithRouter(
      <PersonalisationContext.Provider value={{ store: null, visitor: { signedIn: false, loyaltyMember: false, employee: false, cartEmpty: true, kinds: [], rememberedKinds: [] }, requestProfile: () => {} }}>
        <Blocks sections={decoded(hero, segmentation)} site={SITE} preview />
      </PersonalisationContext.Provider>,
      testQueryClient(),
    )
    await vi.waitFor(() => expect(container.querySelector('[data-content-id="a"]')).not.toBeNull())
    expect(container.querySelector('[data-content-id="hero-1"]')?.getAttribute('data-content-type')).toBe('hero')
    expect(container.querySelector('[data-content-id="seg"]')?.getAttribute('data-content-name')).toBe('Visitor message')
    expect(container.querySelector('[data-content-id="a"]')?.getAttribute('data-content-type')).toBe('richText')
    cleanup()
    const plain = await renderWithRouter(<Blocks sections={decoded(hero)} site={SITE} />)
    expect(plain.container.querySelector('[data-content-id]')).toBeNull()
  })
})
