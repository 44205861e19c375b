// The document's head tags as the router lists them (title, meta, links, the inline stylesheet, head
// scripts): the router's own HeadContent, keyed more cheaply (`headTagKey`).
import { Asset, useRouter, useTags } from '@tanstack/react-router'

/**
 * A head tag's React key: the tag as JSON, as the router's HeadContent keys it (a tag that changes is
 * a new element), except that a long text (the whole stylesheet inlined, 71 KB) stands in by its
 * length and start. Turning the stylesheet into JSON for its key cost 0.25 ms of every server render
 * (a profile of product pages under load, issue 17).
 */
export const headTagKey = (tag: object): string =>
  `tsr-meta-${JSON.stringify(tag, (name, value: unknown) => (name === 'children' && typeof value === 'string' && value.length > 512 ? `${value.length}:${value.slice(0, 128)}` : value))}`

/** The router's head tags (title, meta, links, the inline stylesheet, head scripts): its HeadContent, keyed by `headTagKey`. */
export function PageHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return tags.map((tag) => <Asset {...tag} key={headTagKey(tag)} nonce={nonce} />)
}

