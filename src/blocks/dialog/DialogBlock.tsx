// Dialog (spec 002 section 2): content that opens in a modal over the page, from its button or from
// any link to `#modal-{modalId}` (spec 000 section 2: a #modal link opens a modal on the current page
// and keeps the query). It follows the URL's hash: the hash opens it, closing it removes the hash
// (the page's query stays), so the back button closes it too. Its markup carries the key, so the
// modal host (../modal/ModalHost.tsx) leaves this key to it rather than fetching a fragment.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { DialogSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import { Modal } from '../../ui/Modal'
import type { BlockProps } from '../registry'
import { RichHtml } from '../shared/RichHtml'
import { TargetButtons } from '../shared/TargetButtons'
import { bt } from '../strings'

export const modalHash = (modalId: string): string => `modal-${modalId}`

export function DialogBlock({ section, site }: BlockProps<DialogSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const hash = useRouterState({ select: (s) => s.location.hash })
  const navigate = useNavigate()
  const open = hash === modalHash(section.modalId)
  const close = () => void navigate({ to: '.', search: (previous: Record<string, unknown>) => previous, hash: '', resetScroll: false, replace: true } as Parameters<typeof navigate>[0])
  return (
    <div data-block="dialog" data-modal-id={section.modalId} className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, _empty: { display: 'none' } })}>
      {section.triggerText && (
        <p className={css({ py: '4' })}>
          <ContentLink url={`#${modalHash(section.modalId)}`} className={css({ fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '0.2em', minH: '11', display: 'inline-flex', alignItems: 'center' })}>
            {section.triggerText}
          </ContentLink>
        </p>
      )}
      {open && (
        <Modal title={section.title} closeLabel={bt(lang, 'blocks.close')} onClose={close} testId={`dialog-${section.modalId}`}>
          <RichHtml html={section.richText} className={css({ lineHeight: '1.6', '& > * + *': { mt: '3' }, '& a': { textDecoration: 'underline' }, '& ul': { listStyle: 'disc', pl: '5' } })} />
          {section.targets && <TargetButtons targets={section.targets} className={css({ mt: '5' })} />}
        </Modal>
      )}
    </div>
  )
}
