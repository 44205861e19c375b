// The plain blocks (spec 002 section 2): rich text, call-to-action buttons, dialog, accordions,
// anchor and spacer.
import { Schema } from 'effect'
import { Alignment, Color, Target, responsive, sectionBase } from './common'

export const RichTextSection = Schema.Struct({
  ...sectionBase('richText'),
  /** Sanitised HTML. */
  html: Schema.String,
})
export type RichTextSection = typeof RichTextSection.Type

export const CtaButtonsSection = Schema.Struct({
  ...sectionBase('ctaButtons'),
  title: Schema.optional(Schema.String),
  targets: Schema.Array(Target).check(Schema.isMinLength(1)),
  alignment: Schema.optional(Alignment),
  equalTargetSize: Schema.optional(Schema.Boolean),
})
export type CtaButtonsSection = typeof CtaButtonsSection.Type

/** The key of a dialog: a link to `#modal-{key}` opens it. */
export const ModalKey = Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,60}$/))

export const DialogSection = Schema.Struct({
  ...sectionBase('dialog'),
  modalId: ModalKey,
  /** The button that opens it (none: only `#modal-{modalId}` links open it). */
  triggerText: Schema.optional(Schema.String),
  title: Schema.String,
  /** Sanitised HTML. */
  richText: Schema.String,
  targets: Schema.optional(Schema.Array(Target)),
})
export type DialogSection = typeof DialogSection.Type

export const AccordionSection = Schema.Struct({
  ...sectionBase('accordion'),
  title: Schema.optional(Schema.String),
  /** Each item's richText is sanitised HTML. */
  items: Schema.Array(Schema.Struct({ title: Schema.String, richText: Schema.String })).check(Schema.isMinLength(1)),
  /** Several items open at once (default: opening one closes the others). */
  allowMultiple: Schema.optional(Schema.Boolean),
  openFirst: Schema.optional(Schema.Boolean),
})
export type AccordionSection = typeof AccordionSection.Type

export const AnchorSection = Schema.Struct({
  ...sectionBase('anchor'),
  /** The element id in-page links (`#anchorId`) scroll to. */
  anchorId: Schema.String.check(Schema.isPattern(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)),
  label: Schema.optional(Schema.String),
})
export type AnchorSection = typeof AnchorSection.Type

export const SPACES = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const
export const Space = Schema.Literals(SPACES)
export type Space = typeof Space.Type

export const SpacerSection = Schema.Struct({
  ...sectionBase('spacer'),
  backgroundColor: Schema.optional(Color),
  bottomMargins: responsive(Space),
})
export type SpacerSection = typeof SpacerSection.Type
