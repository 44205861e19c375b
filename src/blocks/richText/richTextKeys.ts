// The fields of content that hold HTML (sanitised where content is fetched, ./sanitize.ts): a
// rich-text block's html, and richText / richTextBelowTargets wherever a block has them.
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(['html', 'richText', 'richTextBelowTargets'])

/** Whether any section holds HTML (only then is the sanitiser loaded). */
export const hasRichText = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(hasRichText)
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, field]) => (typeof field === 'string' && RICH_TEXT_KEYS.has(key)) || hasRichText(field))
}
