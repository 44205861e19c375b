// The account page's profile (spec 000 section 3): names, e-mail, mobile number, birth date, postal
// code, preferred shoe size and interests, shown and changed in place (../ProfileForm.tsx), with a
// way into the rest of the enrollment flow while the profile is partially enrolled.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { ConsumerProfile } from '../../../contract/schemas/account'
import { INTEREST_OPTIONS, interestsOf, isPartiallyEnrolled, type Interest } from '../../../contract/profileRules'
import { DATE_FORMAT_OF_LOCALE, formatDate } from '../../../contract/validators'
import { selectOnline, useEngineState } from '../../../engine/react'
import { ProfileForm } from '../ProfileForm'
import { t, type Language } from '../strings'
import { linkButton, sectionTitle } from '../styles'

export function ProfileSection({ profile, language, locale }: { profile: ConsumerProfile; language: Language; locale: string }) {
  const online = useEngineState(selectOnline)
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const d = profile.consumerDetails
  const format = DATE_FORMAT_OF_LOCALE[locale] ?? 'DD/MM/YYYY'
  const rows: Array<[string, string]> = [
    [t(language, 'field.firstName'), d.firstName],
    [t(language, 'field.lastName'), d.lastName],
    [t(language, 'field.email'), d.email],
    [t(language, 'field.phone'), d.phone ?? '—'],
    [t(language, 'field.birthDate', { format }), d.birthDate ? formatDate(d.birthDate, format) : '—'],
    [t(language, 'field.postalCode'), d.postalCode ?? '—'],
    [t(language, 'field.shoeSize'), profile.preferences?.preferredShoeSize ?? '—'],
    [t(language, 'interests.legend'), interestsOf(profile.preferences?.interests).map((i) => (isInterestKey(i) ? t(language, `interest.${i}`) : i)).join(', ') || '—'],
  ]
  return (
    <section aria-labelledby="account-profile" data-testid="account-profile">
      <h2 id="account-profile" className={sectionTitle}>
        {t(language, 'section.profile')}
      </h2>
      {saved && !editing && <p role="status">{t(language, 'section.saved')}</p>}
      {editing ? (
        <ProfileForm
          language={language}
          locale={locale}
          profile={profile}
          fields={['firstName', 'lastName', 'email', 'phone', 'birthDate', 'postalCode', 'preferredShoeSize', 'interests']}
          requiredFields={['firstName', 'lastName']}
          submitLabel={t(language, 'flow.save')}
          online={online}
          onSaved={() => {
            setEditing(false)
            setSaved(true)
          }}
          extra={
            <button type="button" className={linkButton} onClick={() => setEditing(false)}>
              {t(language, 'flow.back')}
            </button>
          }
          testId="profile-form"
        />
      ) : (
        <>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1', mb: '3' })}>
            {rows.map(([label, value]) => (
              <div key={label} className={css({ display: 'contents' })}>
                <dt className={css({ fontWeight: 'semibold' })}>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                setSaved(false)
                setEditing(true)
              }}
            >
              {t(language, 'account.editProfile')}
            </button>
            {isPartiallyEnrolled(d) && (
              <Link to="/$locale/sign-in" params={{ locale }} search={{ redirect: `/${locale}/account` }} className={linkButton}>
                {t(language, 'section.completeProfile')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  )
}

const isInterestKey = (value: string): value is Interest => (INTEREST_OPTIONS as ReadonlyArray<string>).includes(value)
