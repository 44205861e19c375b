// SMS subscription (spec 002 sections 2, 4, 6): a mobile number (required, valid for the site's
// country: North America 10 digits starting 2-9, elsewhere the country's numbers) and the policy
// checkbox; subscribing sends the number in international form through the shop's subscribe action
// (channel sms), which creates the subscription for a guest and updates it for a signed-in shopper,
// opting a guest's earlier number out first.
import { css } from 'styled-system/css'
import { normalizePhone } from '../../contract/address'
import type { SmsSubscriptionSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { phone } from '../../contract/phoneValidator'
import { required } from '../../contract/validators'
import { useBlockActions } from '../blockActions'
import type { BlockProps } from '../registry'
import { SignUpForm } from '../shared/SignUpForm'
import { bt } from '../strings'

export function SmsSubscriptionBlock({ section, site }: BlockProps<SmsSubscriptionSection>) {
  const info = LOCALE_INFO[site.locale]
  const lang = info.language
  const actions = useBlockActions()
  return (
    <div data-block="smsSubscription" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      <SignUpForm
        language={lang}
        testId={`sms-${section.id}`}
        title={section.title ?? bt(lang, 'sms.title')}
        text={section.text}
        field={{ label: bt(lang, 'sms.phone'), type: 'tel', autoComplete: 'tel', validators: [required, phone(info.region)] }}
        policy={{ label: section.policyText ?? bt(lang, 'sms.policy'), link: section.policyLink }}
        submitText={section.submitText ?? bt(lang, 'sms.submit')}
        sendingText={bt(lang, 'newsletter.sending')}
        success={(value) => section.successText ?? bt(lang, 'sms.success', { recipient: normalizePhone(value, info.region) ?? value })}
        failedPrefix={(message) => bt(lang, 'sms.failed', { message })}
        onWarm={actions.warm}
        onSubmit={(value) => actions.subscribe({ type: 'Newsletter', channel: 'sms', recipient: normalizePhone(value, info.region) ?? value })}
      />
    </div>
  )
}
