// Rich text sanitising with DOMPurify through isomorphic-dompurify (over jsdom during SSR in Node,
// over the browser's DOM on the client). It runs where content is fetched, not where it renders:
// the content queries (../contentQueries.ts) pass each page's decoded sections through
// sanitizeRichTextSections (at any depth, nested sections of containers too), so the query cache, the dehydrated page data and every render hold
// sanitised HTML only. This module is imported dynamically by those queries: a page whose content
// was fetched during SSR never loads DOMPurify in the browser (about 9 KB gzip); a client-side
// navigation loads it with the content.
import DOMPurify from 'isomorphic-dompurify'
import { RICH_TEXT_KEYS } from './richTextKeys'

const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] })

/**
 * On the server, the sanitised HTML of the rich texts sanitised lately, by their text: the same
 * content reaches many pages (a product page's default content area), and DOMPurify over jsdom
 * parses and serialises it each time. The result depends on the text alone, so a changed text is
 * simply another entry. Bounded by characters, least recently used out first.
 */
const MEMO_CHARS = 4 * 1024 * 1024
const memo = new Map<string, string>()
let memoChars = 0

/** Sanitised HTML: the HTML profile only (no SVG/MathML), no scripts, styles, forms or event handlers. */
export const sanitizeRichText = (html: string): string => {
  if (!import.meta.env.SSR) return sanitize(html)
  const known = memo.get(html)
  if (known !== undefined) {
    memo.delete(html)
    memo.set(html, known)
    return known
  }
  const clean = sanitize(html)
  const chars = html.length + clean.length
  if (chars > MEMO_CHARS / 16) return clean
  memo.set(html, clean)
  memoChars += chars
  for (const [text, kept] of memo) {
    if (memoChars <= MEMO_CHARS) break
    memo.delete(text)
    memoChars -= text.length + kept.length
  }
  return clean
}

/** A copy of the value with every rich-text field (at any depth) sanitised; other values untouched. */
const sanitizeValue = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sanitizeValue)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'string' && RICH_TEXT_KEYS.has(key) ? sanitizeRichText(field) : sanitizeValue(field)]),
  )
}

/** The sections with every rich-text field sanitised: a rich-text block's html, a hero's richText, an accordion item's... */
export const sanitizeRichTextSections = <S>(sections: ReadonlyArray<S>): ReadonlyArray<S> => sections.map((section) => sanitizeValue(section) as S)
