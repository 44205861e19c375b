// A failure's text rendered in the reader's language (`failureText` of the contract's error
// catalogue): events, state, toasts and dispatch results hold facts, not text
// (src/engine/events/failure.ts). The catalogue loads when the first failure shows, so a page's first
// scripts never carry it: render this inside a Suspense boundary.
import { lazy } from 'react'
import type { FailureToLocalize, Language } from '../contract/errorCatalogue'

interface FailureMessageProps {
  readonly failure: FailureToLocalize
  readonly language: Language
}

/** Renders a failure's message in `language` (the page's: `useSite().language`). */
export const FailureMessage = lazy(() =>
  import('../contract/errorCatalogue').then(({ failureText }) => ({
    default: ({ failure, language }: FailureMessageProps) => <>{failureText(failure, language)}</>,
  })),
)
