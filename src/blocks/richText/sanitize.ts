// Rich text sanitising with DOMPurify through isomorphic-dompurify (over jsdom during SSR in Node,
// over the browser's DOM on the client). It runs where content is fetched, not where it renders:
// the content queries (src/api/queries.ts) pass each page's decoded sections through sanitizeRichTextSections, so the
// query cache, the dehydrated page data and every render hold sanitised HTML only. This module is
// imported dynamically by those queries: a page whose content was fetched during SSR never loads
// DOMPurify in the browser (about 9 KB gzip); a client-side navigation loads it with the content.
import DOMPurify from 'isomorphic-dompurify'
import { mapChildLists } from '../containers'

/** Sanitised HTML: the HTML profile only (no SVG/MathML), no scripts, styles, forms or event handlers. */
export const sanitizeRichText = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] })

const isRichText = (section: unknown): section is { type: 'richText'; html: string } =>
  typeof section === 'object' && section !== null && (section as { type?: unknown }).type === 'richText' && typeof (section as { html?: unknown }).html === 'string'

/** The sections with every rich-text section's html sanitised, nested ones too (other sections untouched). */
export const sanitizeRichTextSections = <S>(sections: ReadonlyArray<S>): ReadonlyArray<S> =>
  sections.map((section) => (isRichText(section) ? { ...section, html: sanitizeRichText(section.html) } : mapChildLists(section, sanitizeRichTextSections)))

