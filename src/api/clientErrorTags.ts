// Which errors the API client fails with, told by their `_tag` alone. Kept apart from ./errors (the
// Effect Schema error classes) so code that only needs to recognise a client error, such as the
// query factories' retry rule, does not load Effect with the page (docs/decisions/0012).
import type { ClientError } from './errors'

const TAGS: ReadonlySet<string> = new Set(['ApiError', 'BotProtectionError', 'NetworkError', 'TimeoutError', 'DecodeError'])

export const isClientError = (error: unknown): error is ClientError =>
  typeof error === 'object' && error !== null && TAGS.has((error as { _tag?: unknown })._tag as string)
