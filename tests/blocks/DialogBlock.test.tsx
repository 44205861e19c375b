// @vitest-environment happy-dom
// Dialog: its button is a #modal-{key} link; the URL's hash opens it as a modal (keeping the page and
// its query), closing removes the hash; its markup names its key for the modal host.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { modalLinkOf } from '../../src/ui/ContentLink'
import { renderBlocks } from './renderBlocks'
import { decoded, dialog } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
beforeAll(() => {
  // happy-dom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(cleanup)

describe('DialogBlock', () => {
  it('decodes a key and refuses one that is not a URL fragment', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(dialog)?.type).toBe('dialog')
    expect(decodeSection({ ...dialog, modalId: 'Has Spaces' })).toBeUndefined()
  })

  it('reads #modal links, with and without a query', () => {
    expect(modalLinkOf('#modal-size-guide')).toEqual({ query: {}, hash: 'modal-size-guide' })
    expect(modalLinkOf('?colour=BLK#modal-size-guide')).toEqual({ query: { colour: 'BLK' }, hash: 'modal-size-guide' })
    expect(modalLinkOf('/en-us#modal-x')).toBeUndefined()
    expect(modalLinkOf('#layers')).toBeUndefined()
  })

  it('opens from its link as a modal on the current page, keeping the query, and closes back', async () => {
    const { container, router } = await renderBlocks(decoded(dialog), { path: '/en-us/content/guide?colour=BLK' })
    expect(container.querySelector('[data-block=dialog]')?.getAttribute('data-modal-id')).toBe('waterproof')
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'What does waterproof mean?' })))
    const modal = await screen.findByRole('dialog', { name: 'Waterproof ratings' })
    expect(modal.textContent).toContain('10,000 mm keeps out steady rain.')
    expect(router.state.location.pathname).toBe('/en-us/content/guide')
    expect(router.state.location.search).toEqual({ colour: 'BLK' })
    expect(router.state.location.hash).toBe('modal-waterproof')
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.hash).toBe('')
    expect(router.state.location.search).toEqual({ colour: 'BLK' })
  })
})
