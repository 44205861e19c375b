// Newsletter form (spec 002 sections 2, 3, 4, 5, 8): an e-mail (required and valid) with its hint and
// the policy checkbox (required); submitting subscribes the address (type Newsletter, or
// LoyaltyNewsletter, channel email) through the shop's subscribe action; loading, then success (the
// form cleared, a message) or error (the error's message).
import { css } from 'styled-system/css'
import type { NewsletterFormSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { email, required } from '../../contract/validators'
import { useBlockActions } from '../blockActions'
import type { BlockProps } from '../registry'
import { SignUpForm } from '../shared/SignUpForm'
import { bt } from '../strings'

export function NewsletterFormBlock({ section, site }: BlockProps<NewsletterFormSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const actions = useBlockActions()
  return (
    <div data-block="newsletterForm" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      <SignUpForm
        language={lang}
        testId={`newsletter-${section.id}`}
        title={section.title ?? bt(lang, 'newsletter.title')}
        text={section.text}
        field={{ label: bt(lang, 'newsletter.email'), type: 'email', autoComplete: 'email', hint: section.emailHint ?? bt(lang, 'newsletter.emailHint'), validators: [required, email] }}
        policy={{ label: section.policyText ?? bt(lang, 'newsletter.policy'), link: section.policyLink }}
        submitText={section.submitText ?? bt(lang, 'newsletter.submit')}
        sendingText={bt(lang, 'newsletter.sending')}
        success={() => section.successText ?? bt(lang, 'newsletter.success')}
        failedPrefix={(message) => bt(lang, 'newsletter.failed', { message })}
        onWarm={actions.warm}
        onSubmit={(recipient) => actions.subscribe({ type: section.newsletterType ?? 'Newsletter', channel: 'email', recipient })}
      />
    </div>
  )
}
