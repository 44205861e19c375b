// The content service's call shapes that do not name a block (spec 002): pages whose sections are
// decoded one by one where they are fetched, children, the showcase and the pop-ups list. Apart from
// ./content.ts (the union of every block's schema) so that the call table, which every page loads,
// carries none of the blocks' schemas.
import { Schema } from 'effect'
import type { Popup } from './blocks/popups'

export const CanvasPage = Schema.Struct({
  id: Schema.String,
  siteId: Schema.String,
  page: Schema.String,
  title: Schema.String,
  description: Schema.optional(Schema.String),
  /** The page this one sits under (GET …/children/{siteId}/{parent} lists it). */
  parent: Schema.optional(Schema.String),
  /** Sections are decoded one by one where content is fetched (src/blocks/sections.ts), so one bad section never breaks a page. */
  sections: Schema.Array(Schema.Unknown),
})
export type CanvasPage = typeof CanvasPage.Type

/** GET …/children/{siteId}/{parentPageSlug}: the pages under a page, newest first. */
export const ChildrenResponse = Schema.Struct({
  parent: Schema.String,
  children: Schema.Array(Schema.Struct({ page: Schema.String, title: Schema.String, description: Schema.optional(Schema.String) })),
})
export type ChildrenResponse = typeof ChildrenResponse.Type

/** GET …/showcase/{siteId}/{docType}?layoutVariant&limit: sections of one content type (the preview tool). */
export { SHOWCASE_LIMITS } from '../showcase'
export const ShowcaseQuery = Schema.Struct({
  layoutVariant: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{1,40}$/))),
  limit: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 50 }))),
})
export type ShowcaseQuery = typeof ShowcaseQuery.Type
export const ShowcaseResponse = Schema.Struct({ docType: Schema.String, result: Schema.Array(Schema.Unknown) })
export type ShowcaseResponse = typeof ShowcaseResponse.Type

/** Pop-ups are decoded one by one where they are fetched (./blocks/popups.ts), as sections are. */
export const PopupsResponse = Schema.Struct({ siteId: Schema.String, popups: Schema.Array(Schema.Unknown) })
export type PopupsResponse = typeof PopupsResponse.Type

/** The storefront server's answer to a page's GET /bff/{siteId}/popups: the pop-ups decoded (src/bff/pageCalls.server.ts). */
export interface PagePopups {
  readonly popups: ReadonlyArray<Popup>
}

/** GET …/menu/{siteId}: the mega menu, its level-1 items decoded one by one where it is fetched (./blocks/decodeMenu.ts). */
export const MenuEnvelope = Schema.Struct({
  siteId: Schema.String,
  /** How a level-1 item opens its panel on wide screens (default hover). */
  trigger: Schema.optional(Schema.Literals(['hover', 'click'])),
  items: Schema.Array(Schema.Unknown),
})
export type MenuEnvelope = typeof MenuEnvelope.Type
