// The mega menu's level-1 items decoded one by one where the menu is fetched (src/api/queries.ts
// menuQuery), as sections and pop-ups are: a malformed item is dropped with a warning naming its id,
// the others still show. Loaded on demand, so the menu's schemas are not among every page's scripts
// (a server-rendered page's menu arrives decoded).
import { Result, Schema } from 'effect'
import type { MenuEnvelope } from '../contentCalls'
import { MenuLevel1, type MenuResponse } from './megaMenu'

export const decodeMenu = (envelope: MenuEnvelope): MenuResponse => ({
  ...envelope,
  items: envelope.items.flatMap((item) => {
    const decoded = Schema.decodeUnknownResult(MenuLevel1)(item)
    if (Result.isSuccess(decoded)) return [decoded.success]
    const id = typeof item === 'object' && item !== null ? String((item as { id?: unknown }).id) : String(item)
    console.warn(`content menu item ${id} is malformed and was skipped: ${decoded.failure.message}`)
    return []
  }),
})
