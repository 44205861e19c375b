// The inlined stylesheet by reference while a page renders on the server. Every page carries the
// whole stylesheet in its head (TanStack Start's `inlineCss`, 71 KB). Rendered as text, those bytes
// passed through React's encoder, the router's stream scanner and each of the server's rewrites of
// every page. So the head renders a short placeholder naming the stylesheet
// (`stylesheetPlaceholder`), and the server entry writes the stylesheet's bytes in its place on the
// way out (src/pwa/server/inlineStylesheet.ts), already encoded and, for a shared page, already
// hashed. The browser gets the same page; the client's head reads the stylesheet from the page as
// before.

/** A placeholder starts so: a CSS comment, harmless if one ever reached a browser unreplaced. */
export const PLACEHOLDER_START = '/*summit-inline-css:'
const PLACEHOLDER_END = '*/'

/** The stylesheets seen, by id; one per build, a few at most (bounded all the same). */
const byId = new Map<string, string>()
const idOf = new Map<string, string>()
const MAX_STYLESHEETS = 8

/** FNV-1a over the text's UTF-16 units, base 36: an id that follows the content. */
const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`
}

/** The placeholder the head renders instead of the stylesheet's text. */
export const stylesheetPlaceholder = (css: string): string => {
  let id = idOf.get(css)
  if (id === undefined) {
    if (idOf.size >= MAX_STYLESHEETS) {
      idOf.clear()
      byId.clear()
    }
    id = fingerprint(css)
    idOf.set(css, id)
    byId.set(id, css)
  }
  return `${PLACEHOLDER_START}${id}${PLACEHOLDER_END}`
}

/** The stylesheet a placeholder stands for, with where the placeholder ends in `text`; undefined when `at` starts none. */
export const placeholderAt = (text: string, at: number): { readonly css: string; readonly end: number } | undefined => {
  if (!text.startsWith(PLACEHOLDER_START, at)) return undefined
  const close = text.indexOf(PLACEHOLDER_END, at + PLACEHOLDER_START.length)
  if (close === -1) return undefined
  const css = byId.get(text.slice(at + PLACEHOLDER_START.length, close))
  return css === undefined ? undefined : { css, end: close + PLACEHOLDER_END.length }
}
