// @vitest-environment happy-dom
// Newsletter form (spec 002 sections 2, 4, 5, 8): e-mail required and valid, the policy box required
// (the contract's validators and their messages, tied to the fields), nothing sent until both hold;
// then loading, success (the form cleared, the message) or the error's message.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockActionsContext, NO_ACTIONS, type ActionResult } from '../../src/blocks/blockActions'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { decoded, newsletterForm } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

const withSubscribe = (subscribe: (request: unknown) => Promise<ActionResult>) => (node: ReactNode) => <BlockActionsContext.Provider value={{ ...NO_ACTIONS, subscribe }}>{node}</BlockActionsContext.Provider>

describe('NewsletterFormBlock', () => {
  it('decodes and refuses an unknown newsletter type', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(newsletterForm)?.type).toBe('newsletterForm')
    expect(decodeSection({ ...newsletterForm, newsletterType: 'Spam' })).toBeUndefined()
  })

  it('shows each field’s error, sends nothing until both hold, then succeeds and clears the form', async () => {
    let answer!: (result: ActionResult) => void
    const subscribe = vi.fn(() => new Promise<ActionResult>((resolve) => (answer = resolve)))
    await renderBlocks(decoded(newsletterForm), { wrap: withSubscribe(subscribe) })
    const email = screen.getByLabelText('Email') as HTMLInputElement
    const box = screen.getByRole('checkbox') as HTMLInputElement
    expect(email.getAttribute('aria-describedby')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('This field is required')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'alex@summit' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.getByText('Email is not valid')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'alex@summit.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.getByText('Please tick this box to continue')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(subscribe).not.toHaveBeenCalled()
    fireEvent.click(box)
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(subscribe).toHaveBeenCalledWith({ type: 'Newsletter', channel: 'email', recipient: 'alex@summit.test' })
    expect(screen.getByRole('button', { name: 'Signing up…' })).toBeTruthy()
    await act(async () => answer({ ok: true }))
    expect(screen.getByText('Thank you! You are signed up.')).toBeTruthy()
    expect(email.value).toBe('')
    expect(box.checked).toBe(false)
  })

  it('shows the error’s message when subscribing fails', async () => {
    const subscribe = vi.fn(async (): Promise<ActionResult> => ({ ok: false, failure: { code: 'ATTR300' } }))
    await renderBlocks(decoded(newsletterForm), { wrap: withSubscribe(subscribe), site: { brand: 'summit', locale: 'de-de' } })
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'alex@summit.test' } })
    fireEvent.click(screen.getByRole('checkbox'))
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Abonnieren' })))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Die Anmeldung ist fehlgeschlagen: .+/)
  })
})
