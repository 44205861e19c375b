// @vitest-environment happy-dom
// SMS subscription: a mobile number valid for the site's country (North America: 10 digits starting
// 2-9), sent in international form; the policy box required; success names the number.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockActionsContext, NO_ACTIONS, type ActionResult } from '../../src/blocks/blockActions'
import { decodeSection } from '../../src/blocks/sections'
import { renderBlocks } from './renderBlocks'
import { decoded, smsSubscription } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(cleanup)

describe('SmsSubscriptionBlock', () => {
  it('decodes and refuses a policy link to javascript:', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(smsSubscription)?.type).toBe('smsSubscription')
    expect(decodeSection({ ...smsSubscription, policyLink: { text: 'x', url: 'javascript:x' } })).toBeUndefined()
  })

  it('refuses a number that is not the country’s and subscribes a valid one in international form', async () => {
    const subscribe = vi.fn(async (): Promise<ActionResult> => ({ ok: true }))
    await renderBlocks(decoded(smsSubscription), { wrap: (node: ReactNode) => <BlockActionsContext.Provider value={{ ...NO_ACTIONS, subscribe }}>{node}</BlockActionsContext.Provider> })
    const phone = screen.getByLabelText('Mobile number')
    fireEvent.change(phone, { target: { value: '123 456' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByText('A valid phone number is required')).toBeTruthy()
    expect(subscribe).not.toHaveBeenCalled()
    fireEvent.change(phone, { target: { value: '(303) 555-0142' } })
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })))
    expect(subscribe).toHaveBeenCalledWith({ type: 'Newsletter', channel: 'sms', recipient: '+13035550142' })
    expect(screen.getByText('You are subscribed to text messages at +13035550142.')).toBeTruthy()
  })
})
