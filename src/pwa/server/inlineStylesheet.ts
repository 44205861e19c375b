// The inlined stylesheet written into a page on its way out, where the head rendered its placeholder
// (src/site/inlineStylesheet.ts says why). Pages are byte strings here (./htmlStream.ts): the
// stylesheet is encoded once, as UTF-8 read one byte a character, and hashed once for the shared
// pages' policy.
import { createHash } from 'node:crypto'
import { PLACEHOLDER_START, placeholderAt } from '../../site/inlineStylesheet'
import { beforeOpenTag, type HtmlRewrite } from './htmlStream'

/** Each stylesheet's byte string and CSP source, by its text (one per build). */
const encoded = new Map<string, { readonly bytes: string; readonly source: string }>()

const encodedOf = (css: string): { readonly bytes: string; readonly source: string } => {
  let found = encoded.get(css)
  if (!found) {
    if (encoded.size >= 8) encoded.clear()
    const bytes = Buffer.from(css, 'utf8')
    found = { bytes: bytes.toString('latin1'), source: `'sha256-${createHash('sha256').update(bytes).digest('base64')}'` }
    encoded.set(css, found)
  }
  return found
}

/**
 * The CSP source (hash) of a style element's text as the browser will see it: the stylesheet's when
 * the text is its placeholder, else undefined.
 */
export const placeholderSource = (text: string): string | undefined => {
  const found = placeholderAt(text, 0)
  return found && found.end === text.length ? encodedOf(found.css).source : undefined
}

/** The page (a byte string) with the stylesheet's bytes in place of its placeholder; calls `spliced` when it did. */
export const withStylesheet = (html: string, spliced?: () => void): string => {
  for (let at = html.indexOf(PLACEHOLDER_START); at !== -1; at = html.indexOf(PLACEHOLDER_START, at + 1)) {
    const found = placeholderAt(html, at)
    if (!found) continue
    spliced?.()
    return html.slice(0, at) + encodedOf(found.css).bytes + html.slice(found.end)
  }
  return html
}

/**
 * The streaming rewrite (./htmlStream.ts) that writes the stylesheet in: text is held from a `<style`
 * not yet closed, so a placeholder is never cut in two; once written, the rest passes through.
 */
export const inlineStylesheetRewrite = (): HtmlRewrite => {
  let done = false
  return {
    rewrite: (text) => withStylesheet(text, () => (done = true)),
    cut: (text) => {
      const open = text.lastIndexOf('<style')
      const cut = beforeOpenTag(text)
      return open !== -1 && open < cut && text.indexOf('</style', open) === -1 ? open : cut
    },
    done: () => done,
  }
}
