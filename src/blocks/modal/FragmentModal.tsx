// A content fragment in a modal: what a `#modal-{key}` link opens when no dialog block of the page
// owns the key. The fragment's title names the modal; its sections render inside. A fragment that
// does not exist leaves nothing open (the hash is removed).
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isNotFound, type Site } from '../../api/queries'
import { LOCALE_INFO } from '../../contract/site/sites'
import { Modal } from '../../ui/Modal'
import { Blocks } from '../BlockRenderer'
import { fragmentQuery } from '../fragmentQueries'
import { bt } from '../strings'

export function FragmentModal({ site, fragmentId }: { site: Site; fragmentId: string }) {
  const navigate = useNavigate()
  const { data, error } = useQuery(fragmentQuery(site, fragmentId))
  const close = () => void navigate({ to: '.', search: (previous: Record<string, unknown>) => previous, hash: '', resetScroll: false, replace: true } as Parameters<typeof navigate>[0])
  useEffect(() => {
    if (error) {
      if (!isNotFound(error)) console.warn(`modal fragment ${fragmentId} could not be loaded`, error)
      close()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [error, fragmentId])
  if (!data) return null
  return (
    <Modal title={data.title} closeLabel={bt(LOCALE_INFO[site.locale].language, 'blocks.close')} onClose={close} testId={`modal-${fragmentId}`}>
      <Blocks sections={data.sections} site={site} aboveFold={data.sections.length} />
    </Modal>
  )
}
