// Writing a value into an inline <script> (a provider's page script, a page's JSON-LD): shared by
// the reference services and the storefront, so both escape the same way.

/**
 * A value as a JavaScript literal inside an inline <script>: JSON with `<`, `>`, `&` and the two line
 * separators JSON allows but scripts do not escaped, so no value can close the script or open a tag.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
