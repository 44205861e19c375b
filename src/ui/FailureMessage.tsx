// A failure's text rendered in the reader's language (`failureText` of the contract's catalogue):
// events, state, toasts and dispatch results hold no text (src/engine/events/failure.ts). The
// catalogue comes with this module: pages whose first scripts should not carry it load it lazily.
import { failureText, type FailureToLocalize, type Language } from '../contract/errorCatalogue'

/** Renders a failure's message in `language` (the page's: `useSite().language`). */
export function FailureMessage({ failure, language }: { failure: FailureToLocalize; language: Language }) {
  return <>{failureText(failure, language)}</>
}
