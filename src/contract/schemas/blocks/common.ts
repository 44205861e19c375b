// Field shapes shared by the content blocks' schemas (spec 002 section 3): links and buttons, colours,
// CSS lengths, per-breakpoint values, text styles. Values that end up in an attribute or a style are
// bounded here, at the edge, so a block never writes an unchecked content value: URLs are site paths,
// fragments, queries or http(s)/mailto/tel links (never javascript:), colours are hex, lengths are
// numbers with a unit.
import { Schema } from 'effect'

/** A link target from content: a site path, a #fragment (incl. #modal…), a ?query, or http(s), mailto and tel. */
export const SafeUrl = Schema.String.check(Schema.isMaxLength(2000), Schema.isPattern(/^(?:\/(?!\/)|#|\?|https?:\/\/|mailto:|tel:)/i))

/** #rgb or #rrggbb. */
export const Color = Schema.String.check(Schema.isPattern(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/))

/** A CSS length from content: a number with px, rem, % or vw. */
export const CssLength = Schema.String.check(Schema.isPattern(/^\d{1,4}(?:\.\d{1,3})?(?:px|rem|%|vw)$/))

export const BREAKPOINTS = ['sm', 'md', 'lg'] as const
export type Breakpoint = (typeof BREAKPOINTS)[number]

/** A value per breakpoint (sm: phones, md: tablets, lg: wide screens); a missing one takes the smaller one's. */
export const responsive = <S extends Schema.Top>(value: S) => Schema.Struct({ sm: Schema.optional(value), md: Schema.optional(value), lg: Schema.optional(value) })

export const Alignment = Schema.Literals(['left', 'center', 'right'])
export type Alignment = typeof Alignment.Type

/** Title sizes a content editor may choose (the theme's text styles). */
export const TitleStyle = Schema.Literals(['display', 'heading.lg', 'heading.md', 'heading.sm'])
export type TitleStyle = typeof TitleStyle.Type

export const TargetAttribute = Schema.Literals(['_self', '_blank'])

export const Link = Schema.Struct({ text: Schema.String, url: SafeUrl, targetAttribute: Schema.optional(TargetAttribute) })
export type Link = typeof Link.Type

/** A call-to-action button: a link with a style. */
export const Target = Schema.Struct({ ...Link.fields, style: Schema.optional(Schema.Literals(['primary', 'secondary', 'tertiary', 'link'])) })
export type Target = typeof Target.Type

/** An image from content (the image-URL helper adds the transformation, src/ui/imageUrl.ts). */
export const Picture = Schema.Struct({ src: SafeUrl, alt: Schema.String, width: Schema.Number, height: Schema.Number })
export type Picture = typeof Picture.Type

/** Names of the icons the storefront draws (src/ui/ContentIcon.tsx). */
export const ICON_NAMES = ['truck', 'return', 'shield', 'leaf', 'star', 'chat', 'store', 'gift', 'clock', 'info', 'arrow', 'mountain', 'tent', 'boot'] as const
export const IconName = Schema.Literals(ICON_NAMES)
export type IconName = typeof IconName.Type

/** The fields every section has: its content type, id and editor's name. */
export const sectionBase = <T extends string>(type: T) => ({ type: Schema.Literal(type), id: Schema.String, name: Schema.String })
