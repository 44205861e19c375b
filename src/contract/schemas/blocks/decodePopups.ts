// Pop-ups decoded one by one where they are fetched (the storefront server's page calls,
// src/bff/pageCalls.server.ts): a malformed one is dropped with a warning naming its id, the others
// still show.
import { Result, Schema } from 'effect'
import { Popup } from './popups'

export const decodePopups = (raw: ReadonlyArray<unknown>): ReadonlyArray<Popup> =>
  raw.flatMap((item) => {
    const decoded = Schema.decodeUnknownResult(Popup)(item)
    if (Result.isSuccess(decoded)) return [decoded.success]
    const id = typeof item === 'object' && item !== null ? String((item as { id?: unknown }).id) : String(item)
    console.warn(`content pop-up ${id} is malformed and was skipped: ${decoded.failure.message}`)
    return []
  })
