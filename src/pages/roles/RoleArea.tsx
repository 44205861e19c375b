// The roles of a signed-in shopper under the site header (issue 15, docs/decisions/0030), loaded by
// ../layout/RoleSlot.tsx only for a role holder: the employee terms dialog until accepted, then the
// associate discount banner (spend and annual cap); the athlete credit banner (credit remaining); the
// WRANX and IPA members' own banners. Amounts come from the profile, formatted in the site's locale;
// a profile not loaded yet (an employee known by the consumer type) is loaded here, and read again
// after an order (which spends credit or adds to the spend).
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { formatMoney } from '../../contract/site/money'
import { rolesOf } from '../../commerce/roles'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { EmployeeTermsDialog } from './EmployeeTermsDialog'
import { rt, type RoleStringKey } from './strings'

const bannerStyle = css({ px: { base: '4', md: '6' }, py: '2', fontSize: 'sm', fontWeight: 'semibold', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'center' })

export default function RoleArea() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const session = useEngineState((s) => s.session)
  const profile = session.profile
  const roles = rolesOf(session)
  const signedIn = useEngineState((s) => s.session.status) === 'registered'
  // The sign-in flow's own dialogs come first (one modal at a time); the terms follow on the next page.
  const inSignInFlow = useRouterState({ select: (s) => /\/sign-in$/.test(s.location.pathname) })
  useEffect(() => {
    if (signedIn && !profile) void dispatch({ _tag: 'account.Load' })
  }, [signedIn, profile, dispatch])
  // An order spends athlete credit and adds to an employee's spend: the banners' figures are read again.
  const lastOrder = useEngineState((s) => s.checkout.lastOrderNumber)
  const spends = roles.athlete || roles.employee
  useEffect(() => {
    if (signedIn && spends && lastOrder) void dispatch({ _tag: 'account.Load' })
  }, [signedIn, spends, lastOrder, dispatch])
  if (!profile) return null
  const money = (amount: number) => formatMoney(amount, site.locale)
  const details = profile.consumerDetails
  const accepted = profile.isEmployeeDiscountTCAccepted === true
  const lines: Array<{ readonly key: string; readonly text: string }> = []
  if (roles.employee && accepted && details.employee)
    lines.push({ key: 'employee', text: rt(lang, 'banner.employee', { spend: money(details.employee.currentSpend), cap: money(details.employee.annualCap) }) })
  if (details.athlete) {
    const remaining = Math.max(0, details.athlete.annualCredit - details.athlete.currentSpend)
    lines.push({ key: 'athlete', text: rt(lang, 'banner.athlete', { remaining: money(remaining), credit: money(details.athlete.annualCredit) }) })
  }
  for (const programme of roles.programmes) lines.push({ key: programme, text: rt(lang, `banner.${programme}` satisfies RoleStringKey) })
  return (
    <>
      {roles.employee && !accepted && !inSignInFlow && <EmployeeTermsDialog />}
      {lines.length > 0 && (
        <section aria-label={rt(lang, 'banner.label')} data-testid="role-banners">
          {lines.map((line) => (
            <p key={line.key} className={bannerStyle} data-testid={`role-banner-${line.key}`}>
              {line.text}
            </p>
          ))}
        </section>
      )}
    </>
  )
}
