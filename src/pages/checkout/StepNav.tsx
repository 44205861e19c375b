// The checkout's steps as an ordered list: earlier steps are links back, the current one is marked
// `aria-current="step"`, later ones are plain text.
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { useSite } from '../../site/useSite'
import { CHECKOUT_STEPS, type CheckoutStep } from './steps'
import { t } from '../../commerce/strings'

export function StepNav({ step }: { step: CheckoutStep }) {
  const site = useSite()
  const lang = site.language
  const index = CHECKOUT_STEPS.indexOf(step)
  return (
    <nav aria-label={t(lang, 'checkout.steps')} className={css({ mb: '6' })}>
      <ol className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', fontSize: 'sm' })}>
        {CHECKOUT_STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={cx(s === step ? css({ fontWeight: 'bold' }) : css({ fontWeight: 'normal' }), i <= index ? css({ color: 'fg' }) : css({ color: 'fg.muted' }))}>
            {i < index ? (
              <Link to="/$locale/checkout" params={{ locale: site.locale }} search={{ step: s }} className={css({ textDecoration: 'underline' })}>
                {i + 1}. {t(lang, `checkout.step.${s}`)}
              </Link>
            ) : (
              <span>
                {i + 1}. {t(lang, `checkout.step.${s}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
