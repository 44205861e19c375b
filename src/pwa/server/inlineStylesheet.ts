// The inlined stylesheet written into a page on its way out, where the head rendered its placeholder
// (src/site/inlineStylesheet.ts says why). Pages are byte strings here (./htmlStream.ts): the
// stylesheet is encoded once, as UTF-8 read one byte a character, and hashed once for the shared
// pages' policy.
import { createHash } from 'node:crypto'
import { PLACEHOLDER_START, placeholderAt } from '../../site/inlineStylesheet'
import { beforeOpenTag, bytesOf, type HtmlRewrite } from './htmlStream'

interface Encoded {
  /** The stylesheet's UTF-8 bytes, and the same as a byte string. */
  readonly buffer: Buffer
  readonly bytes: string
  /** Its CSP source: the hash of those bytes. */
  readonly source: string
}

/** Each stylesheet encoded, by its text (one per build). */
const encoded = new Map<string, Encoded>()

const encodedOf = (css: string): Encoded => {
  let found = encoded.get(css)
  if (!found) {
    if (encoded.size >= 8) encoded.clear()
    const buffer = Buffer.from(css, 'utf8')
    found = { buffer, bytes: buffer.toString('latin1'), source: `'sha256-${createHash('sha256').update(buffer).digest('base64')}'` }
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

/** Whether `at` is right after a `<style …>` start tag: the head's placeholder, not the same text in the body (a review could hold it). */
const opensStyle = (html: string, at: number): boolean => {
  if (html.charCodeAt(at - 1) !== 0x3e /* > */) return false
  const open = html.lastIndexOf('<', at - 1)
  return open !== -1 && /^<style[\s>]/i.test(html.slice(open, open + 7))
}

/** Where the page's (known) placeholder is, and the stylesheet it stands for. */
const placeholderIn = (html: string): { readonly at: number; readonly end: number; readonly css: string } | undefined => {
  for (let at = html.indexOf(PLACEHOLDER_START); at !== -1; at = html.indexOf(PLACEHOLDER_START, at + 1)) {
    const found = opensStyle(html, at) ? placeholderAt(html, at) : undefined
    if (found) return { at, ...found }
  }
  return undefined
}

/** The page (a byte string) with the stylesheet's bytes in place of its placeholder; calls `spliced` when it did. */
export const withStylesheet = (html: string, spliced?: () => void): string => {
  const found = placeholderIn(html)
  if (!found) return html
  spliced?.()
  return html.slice(0, found.at) + encodedOf(found.css).bytes + html.slice(found.end)
}

/**
 * `withStylesheet` as the page's bytes, in one buffer of their size: the page's byte string written
 * into it on both sides of the stylesheet, whose bytes are copied in as they are (not written from a
 * string again, nor each part made a buffer and joined: a second copy of the page).
 */
export const withStylesheetBytes = (html: string): Buffer => {
  const found = placeholderIn(html)
  if (!found) return bytesOf(html)
  const css = encodedOf(found.css).buffer
  const tail = html.length - found.end
  const bytes = Buffer.allocUnsafeSlow(found.at + css.byteLength + tail)
  bytes.write(html, 0, found.at, 'latin1')
  css.copy(bytes, found.at)
  if (tail > 0) bytes.write(html.slice(found.end), found.at + css.byteLength, tail, 'latin1')
  return bytes
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
