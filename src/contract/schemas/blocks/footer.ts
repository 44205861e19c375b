// Footer items (spec 002 section 2): the footer's link columns, the shopper's country and language
// with the link to change them, and the legal line.
import { Schema } from 'effect'
import { Link, sectionBase } from './common'

export const FooterItemsSection = Schema.Struct({
  ...sectionBase('footerItems'),
  columns: Schema.Array(Schema.Struct({ title: Schema.String, links: Schema.Array(Link) })),
  /** A column showing the site's country, language and currency, with this link (the location selector). */
  locale: Schema.optional(Schema.Struct({ title: Schema.String, link: Link })),
  legal: Schema.optional(Schema.String),
})
export type FooterItemsSection = typeof FooterItemsSection.Type
