// A part of the page the server may write from an earlier render's HTML (src/site/keptParts.ts,
// docs/decisions/0041). Its child renders the part's root element (`part`, with `PART_ATTRIBUTE`
// as its first prop). In the browser, and on the server when nothing is kept for this data and these
// facts, the child renders; when the server has kept them, only the placeholder is rendered here and
// the kept bytes go in its place. Everything the part shows must come from `version` (the data
// object) or `facts`: anything else it read would be shown as it was when the part was kept.
import { createElement, type ReactNode } from 'react'
import { currentPartKeeper, PART_ATTRIBUTE, type KeptPartName } from '../site/keptParts'

export interface KeptPartProps {
  readonly part: KeptPartName
  /** The data the part renders (undefined: nothing to key it by, it renders). */
  readonly version: object | undefined
  /** Everything else the part's HTML depends on, as text (brand, locale, flags, what it reads of the URL). */
  readonly facts: string
  readonly children: ReactNode
}

export function KeptPart({ part, version, facts, children }: KeptPartProps) {
  if (import.meta.env.SSR && version !== undefined && currentPartKeeper()?.kept(part, version, facts)) return createElement(part, { [PART_ATTRIBUTE]: part, 'data-kept': '' })
  return children
}
