// A failure's text, worked out at render from its facts (the catalogue code, its values, the
// server's message as data, the catalogue variant) in the reader's language: the shopper's on the
// page, the engineer's when a log is replayed (`npm run replay`, the engine inspector). Events,
// state, toasts and dispatch results hold no text (src/engine/events/failure.ts), so this is the one
// place a failure is localized. The catalogue comes with this module: pages whose first scripts
// should not carry it import this module lazily (React.lazy or a dynamic import).
import { messageFor, type Language, type MessageParams } from '../contract/errorCatalogue'

/** What localizing a failure needs (any failure-shaped value: an event payload, state, a toast, a dispatch error). */
export interface FailureToLocalize {
  readonly code: string
  readonly params?: MessageParams | undefined
  readonly serverMessage?: string | undefined
  readonly variant?: string | undefined
}

/** The failure's message in `language` (the server's own message only for a code the catalogue does not know). */
export const failureText = (failure: FailureToLocalize, language: Language): string => {
  const options: { variant?: string; serverMessage?: string } = {}
  if (failure.variant) options.variant = failure.variant
  if (failure.serverMessage) options.serverMessage = failure.serverMessage
  return messageFor(failure.code, language, failure.params ?? {}, options)
}

/** Renders a failure's message in `language` (the page's: `useSite().language`). */
export function FailureMessage({ failure, language }: { failure: FailureToLocalize; language: Language }) {
  return <>{failureText(failure, language)}</>
}
