// The mega menu (spec 002 section 3, Mega menu): three levels, a featured style for level 2, a banner
// and visual selectors per level-1 item, and the "Shop all" link per breakpoint.
import { Schema } from 'effect'
import { IconName, Picture, SafeUrl } from './common'

const Visibility = Schema.Literals(['title', 'icon', 'title+icon'])

const itemFields = {
  id: Schema.String,
  title: Schema.String,
  /** Where the item leads. */
  url: SafeUrl,
  menuIcon: Schema.optional(IconName),
  titleVisibility: Schema.optional(Visibility),
}

export const MenuLevel3 = Schema.Struct(itemFields)

export const MenuLevel2 = Schema.Struct({
  ...itemFields,
  /** featured: the column stands out (its title larger, on a tinted panel). */
  menuStyle: Schema.optional(Schema.Literals(['default', 'featured'])),
  children: Schema.Array(MenuLevel3),
})
export type MenuLevel2 = typeof MenuLevel2.Type

export const VisualSelector = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url: SafeUrl,
  mediaObject: Schema.Struct({ url: SafeUrl, alt: Schema.String, seoTitle: Schema.optional(Schema.String) }),
})
export type VisualSelector = typeof VisualSelector.Type

export const MenuLevel1 = Schema.Struct({
  ...itemFields,
  menuStyle: Schema.optional(Schema.Literals(['default', 'featured'])),
  columns: Schema.Array(MenuLevel2),
  menuBanner: Schema.optional(Schema.Struct({ media: Picture, eyebrowText: Schema.optional(Schema.String), title: Schema.String, url: SafeUrl })),
  visualSelectors: Schema.optional(Schema.Array(VisualSelector)),
  visualSelectorsTitle: Schema.optional(Schema.String),
  /** Hide the "Shop all" link per breakpoint. */
  hideShopAll: Schema.optional(Schema.Struct({ sm: Schema.optional(Schema.Boolean), md: Schema.optional(Schema.Boolean), lg: Schema.optional(Schema.Boolean) })),
  /** Replace the "Shop all" link's text or target. */
  overrideShopAll: Schema.optional(Schema.Struct({ text: Schema.optional(Schema.String), url: Schema.optional(SafeUrl) })),
})
export type MenuLevel1 = typeof MenuLevel1.Type

export const MenuResponse = Schema.Struct({
  siteId: Schema.String,
  /** How a level-1 item opens its panel on wide screens (default hover). */
  trigger: Schema.optional(Schema.Literals(['hover', 'click'])),
  items: Schema.Array(MenuLevel1),
})
export type MenuResponse = typeof MenuResponse.Type
