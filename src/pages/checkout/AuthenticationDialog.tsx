// The card issuer's 3-D Secure challenge (an iframe of the provider's page) while an order waits for
// it: the provider's answer, or closing the dialog (a failed challenge), is one
// `checkout.CompleteAuthentication`, whose outcome the page follows (confirmation, or back to billing).
import { CompleteAuthentication } from '../../engine/commands/checkout'
import type { DispatchResult } from '../../engine/Engine'
import type { CheckoutState } from '../../engine/projections/checkout'
import { useDispatch } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { ProviderDialog } from '../../commerce/ProviderDialog'
import { t } from '../../commerce/strings'

export function AuthenticationDialog({
  authentication,
  afterOrder,
}: {
  authentication: NonNullable<CheckoutState['authentication']>
  afterOrder: (result: DispatchResult) => void
}) {
  const lang = useSite().language
  const dispatch = useDispatch()
  const complete = (transStatus: 'Y' | 'N') =>
    void dispatch(CompleteAuthentication.make({ orderNumber: authentication.orderNumber, result: { transStatus } })).then(afterOrder)
  return (
    <ProviderDialog
      testId="challenge-dialog"
      title={t(lang, 'checkout.challengeDialog')}
      intro={t(lang, 'checkout.challengeIntro')}
      url={authentication.challengeUrl}
      expect="3ds-result"
      closeLabel={t(lang, 'checkout.close')}
      onMessage={(message) => complete(message.transStatus === 'Y' ? 'Y' : 'N')}
      // Closing the challenge is failing it: the issuer did not confirm the payment.
      onClose={() => complete('N')}
    />
  )
}
