// The document's head tags as the router lists them (title, meta, links, the inline stylesheet, head
// scripts): the router's own HeadContent, keyed more cheaply (`headTagKey`). A production server
// render writes the inline stylesheet as a placeholder, which the server entry replaces with the
// stylesheet's bytes (src/site/inlineStylesheet.ts).
import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { stylesheetPlaceholder } from '../site/inlineStylesheet'

/** Texts longer than this are keyed by their length and start. */
const LONG_TEXT = 512

/**
 * A head tag's React key: the tag as JSON, as the router's HeadContent keys it (a tag that changes is
 * a new element), except that a long text (the whole stylesheet inlined, 71 KB) stands in by its
 * length and start. Turning the stylesheet into JSON for its key cost 0.25 ms of every server render
 * (a profile of product pages under load, issue 17).
 */
export const headTagKey = (tag: { readonly tag?: string; readonly attrs?: unknown; readonly children?: unknown }): string =>
  typeof tag.children === 'string' && tag.children.length > LONG_TEXT
    ? `tsr-meta-${tag.tag ?? ''}:${JSON.stringify(tag.attrs ?? null)}:${tag.children.length}:${tag.children.slice(0, 128)}`
    : `tsr-meta-${JSON.stringify(tag)}`

/**
 * The router's head tags (title, meta, links, the inline stylesheet, head scripts): its HeadContent,
 * keyed by `headTagKey` in the browser, where a navigation changes them. A server render writes no
 * keys and never updates the list, so there each tag is keyed by its place.
 */
export function PageHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return tags.map((tag, index) => {
    const shown =
      import.meta.env.SSR && import.meta.env.PROD && tag.tag === 'style' && tag.inlineCss && typeof tag.children === 'string'
        ? { ...tag, children: stylesheetPlaceholder(tag.children) }
        : tag
    return <Asset {...shown} key={import.meta.env.SSR ? index : headTagKey(shown)} nonce={nonce} />
  })
}

