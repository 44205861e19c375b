// The failure of a section's last command (named by the engine's failure event), in the shopper's
// language, where the section shows it (an alert above its form or buttons).
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import type { ShownFailure } from '../../engine/events/failure'
import { FailureMessage } from '../../ui/FailureMessage'
import type { Language } from './pageStrings'

export function SectionFailure({ failure, commands, language }: { failure: ShownFailure | null; commands: ReadonlyArray<string>; language: Language }) {
  if (!failure || !commands.includes(failure.command)) return null
  return (
    <p role="alert" className={css({ color: 'danger', fontWeight: 'semibold', my: '2' })} data-testid="section-error">
      <Suspense fallback={null}>
        <FailureMessage failure={failure} language={language} />
      </Suspense>
    </p>
  )
}
