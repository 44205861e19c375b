// @vitest-environment happy-dom
// The enrollment forms check with the contract's generic validators before anything is sent, with
// their default messages in the shopper's language at the fields (spec 002 section 5): required, name,
// password, same-as, a real date in the locale's format, the policy box; the e-mail at the lookup; the
// phone by the country's mask at the mobile step. Nothing is sent while a field is refused.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LookupStep, SignUpStep } from '../../src/pages/account/enrollment/AccessSteps'
import { ProfileForm } from '../../src/pages/account/ProfileForm'
import type { StepProps } from '../../src/pages/account/enrollment/stepKit'

afterEach(cleanup)

const props = (overrides: Partial<StepProps> = {}): StepProps => ({
  language: 'en',
  locale: 'en-us',
  email: 'robin@example.com',
  setEmail: () => {},
  shopper: null,
  shopperNow: () => null,
  notice: null,
  online: true,
  advance: vi.fn(),
  goTo: vi.fn(),
  ...overrides,
})

const errorOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  return document.getElementById(input.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent
}

describe('enrollment forms', () => {
  it('sign up: every field by its rule, in English, and nothing sent', async () => {
    const advance = vi.fn()
    render(<SignUpStep {...props({ advance })} />)
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'R0bin' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'lowercase1' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other' } })
    fireEvent.change(screen.getByLabelText('Date of birth (MM/DD/YYYY)'), { target: { value: '02/30/1990' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await screen.findByText('Name is not valid.')
    expect(errorOf('Last name')).toBe('This field is required')
    expect(errorOf('Password')).toBe('Password does not meet requirements.')
    expect(errorOf('Confirm password')).toBe('Must match Password')
    expect(errorOf('Date of birth (MM/DD/YYYY)')).toBe('Date should match MM/DD/YYYY and be a valid date.')
    expect(screen.getByText('Please tick this box to continue')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy()
    expect(advance).not.toHaveBeenCalled()
  })

  it('sign up in French, with the French date format and the birth date required to join the loyalty programme', async () => {
    render(<SignUpStep {...props({ language: 'fr', locale: 'fr-fr' })} />)
    fireEvent.click(screen.getByLabelText('Rejoindre le programme de fidélité (date de naissance requise)'))
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }))
    await screen.findAllByText('Ce champ est obligatoire')
    expect(errorOf('Date de naissance (DD/MM/YYYY)')).toBe('Ce champ est obligatoire')
    fireEvent.change(screen.getByLabelText('Date de naissance (DD/MM/YYYY)'), { target: { value: '1990-04-12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }))
    await screen.findByText('La date doit respecter le format JJ/MM/AAAA et être une date valide.')
  })

  it('lookup: the e-mail rule, in German', async () => {
    render(<LookupStep {...props({ language: 'de', locale: 'de-de', email: '' })} />)
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'robin@localhost' } })
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    await screen.findByText('Die E-Mail-Adresse ist ungültig')
  })

  it('mobile: the phone by the country chosen (North America: 10 digits starting 2-9), the mask shown', async () => {
    render(<ProfileForm language="en" locale="en-gb" profile={null} fields={['phone']} requiredFields={['phone']} submitLabel="Save" online onSaved={() => {}} />)
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('GB')
    expect(screen.getByText('XXXX - XXX - XXX')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'US' } })
    expect(screen.getByText('(XXX) XXX - XXXX')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '(103) 555-0188' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('A valid phone number is required')
  })
})
