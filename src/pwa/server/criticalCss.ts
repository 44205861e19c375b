// A shared page's stylesheet cut to the rules its own HTML uses. TanStack Start writes the whole
// built stylesheet into every page as a <style> (vite.config.ts, `inlineCss`): 71 KB on a product
// page whose markup is 27 KB, parsed by the server's rewrites and by the phone before the first
// paint. A page kept by the render cache (./sharedPages.ts) is read whole before it is sent, so its
// classes are known: its <style> keeps only the rules that can match them, and the whole stylesheet
// follows as a file at the end of the body (cached, for what the app renders after hydration: a
// dialog, a client-side visit). Panda's CSS is atomic: one class per rule, so a page uses a fraction.
//
// What a rule keeps: a style rule whose selector names no class (element rules, the reset, the
// tokens) always; one naming classes when the page's HTML has any of them (so a superset: `.a .b`
// stays when `a` is there). Classes inside `:not(...)` do not count (the rule matches elements
// without them). At-rules that hold rules (@layer, @media, @supports, @container, @starting-style)
// keep what they hold and go when empty; @layer statements, @keyframes and any other at-rule stay.
// Order is kept, so the cascade is the stylesheet's own; and the whole stylesheet coming after it
// repeats the same rules in the same order, so it changes nothing the page already shows (no shift).
// Streamed pages (personal ones) keep the whole stylesheet inline: their HTML is not known in advance.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** One top-level or nested piece of a stylesheet. */
type Node =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'rule'; readonly text: string; readonly classes: ReadonlyArray<string> }
  | { readonly kind: 'group'; readonly prelude: string; readonly children: ReadonlyArray<Node> }

/** At-rules whose block holds rules (cut like the stylesheet itself). */
const GROUPING = /^@(layer|media|supports|container|starting-style)\b/i

/** The index after the string starting at `from` (a quote), escapes included. */
const skipString = (css: string, from: number): number => {
  const quote = css[from]
  let i = from + 1
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1
  return i + 1
}

/** The index of the `}` closing the block whose `{` is at `open`. */
const blockEnd = (css: string, open: number): number => {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const c = css[i]
    if (c === '"' || c === "'") i = skipString(css, i) - 1
    else if (c === '\\') i++
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
  }
  throw new Error('criticalCss: a block is not closed')
}

/** CSS escapes undone: `\:` is `:`, `\32 ` is `2`. */
const unescapeCss = (name: string): string =>
  name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_all, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? '')))

/** The class names a selector requires somewhere (not those under `:not(...)`), unescaped. */
export const selectorClasses = (selector: string): string[] => {
  const positive = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/:not\((?:[^()]|\([^()]*\))*\)/gi, '')
  return [...positive.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|[\u0080-\uffff])+)/g)].map((match) => unescapeCss(match[1] ?? ''))
}

/** A stylesheet's text as nodes. */
export const parseStylesheet = (css: string): Node[] => {
  const nodes: Node[] = []
  let i = 0
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++
    if (i >= css.length) break
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2)
      i = close === -1 ? css.length : close + 2
      continue
    }
    // The prelude runs to the first `{` or `;` outside strings.
    let j = i
    while (j < css.length && css[j] !== '{' && css[j] !== ';') j = css[j] === '"' || css[j] === "'" ? skipString(css, j) : j + (css[j] === '\\' ? 2 : 1)
    if (j >= css.length || css[j] === ';') {
      nodes.push({ kind: 'text', text: css.slice(i, Math.min(j + 1, css.length)) })
      i = j + 1
      continue
    }
    const prelude = css.slice(i, j).trim()
    const end = blockEnd(css, j)
    if (GROUPING.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseStylesheet(css.slice(j + 1, end)) })
    else if (prelude.startsWith('@')) nodes.push({ kind: 'text', text: css.slice(i, end + 1) })
    else nodes.push({ kind: 'rule', text: css.slice(i, end + 1), classes: selectorClasses(prelude) })
    i = end + 1
  }
  return nodes
}

/** The nodes' CSS with only the rules `used` keeps. */
const cut = (nodes: ReadonlyArray<Node>, used: ReadonlySet<string>): string => {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text
    else if (node.kind === 'rule') {
      if (node.classes.length === 0 || node.classes.some((name) => used.has(name))) out += node.text
    } else {
      const inner = cut(node.children, used)
      if (inner) out += `${node.prelude}{${inner}}`
    }
  }
  return out
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Character references in an attribute's value undone. */
const unescapeHtml = (value: string): string =>
  value.includes('&')
    ? value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, ref: string) =>
        ref[0] === '#' ? String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (ENTITIES[ref.toLowerCase()] ?? all),
      )
    : value

const CLASS_ATTRIBUTE = ' class="'

/** Every class named in the page's `class` attributes (as React writes them: ` class="…"`). */
export const pageClasses = (html: string, names = new Set<string>()): Set<string> => {
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at !== -1; ) {
    const start = at + CLASS_ATTRIBUTE.length
    const end = html.indexOf('"', start)
    if (end === -1) break
    for (const name of unescapeHtml(html.slice(start, end)).split(' ')) if (name) names.add(name)
    at = html.indexOf(CLASS_ATTRIBUTE, end)
  }
  return names
}

/** Parses a stylesheet once, then cuts it for each page. */
export const createCriticalCss = () => {
  let parsed: { readonly css: string; readonly nodes: Node[] } | undefined
  const nodesOf = (css: string): Node[] => {
    if (parsed?.css !== css) parsed = { css, nodes: parseStylesheet(css) }
    return parsed.nodes
  }
  return {
    /** The rules of `css` that the page (its HTML, in parts) can use. */
    cut: (css: string, ...html: ReadonlyArray<string>): string => {
      const used = new Set<string>()
      for (const part of html) pageClasses(part, used)
      return cut(nodesOf(css), used)
    },
  }
}

const INLINE_CSS = /(<style\b[^>]*\sdata-tsr-inline-css=""[^>]*>)([\s\S]*?)(<\/style>)/

/**
 * The page with its inlined stylesheet cut to what it uses and `stylesheetTag` (the whole
 * stylesheet's <link>, for what renders after hydration) before `</body>`. Unchanged when the page
 * has no inlined stylesheet or no body end, or when no tag is given (the stylesheet's file unknown).
 */
export const withCriticalCss = (html: string, critical: ReturnType<typeof createCriticalCss>, stylesheetTag: (css: string) => string | undefined): string => {
  const style = INLINE_CSS.exec(html)
  const bodyEnd = html.lastIndexOf('</body>')
  if (!style || bodyEnd === -1) return html
  const css = style[2] ?? ''
  const tag = stylesheetTag(css)
  if (!tag) return html
  const before = html.slice(0, style.index)
  const after = html.slice(style.index + style[0].length)
  const kept = critical.cut(css, before, after)
  // The body's end, moved by the stylesheet's cut.
  const at = bodyEnd - style.index - style[0].length
  return `${before}${style[1]}${kept}${style[3]}${after.slice(0, at)}${tag}${after.slice(at)}`
}

/**
 * The built stylesheets a page may carry inline, by their text: each one's <link> (with its
 * integrity), read once from the built files the integrity manifest lists.
 */
export const loadStylesheetTags = async (publicDir: string | undefined, integrity: ReadonlyMap<string, string>): Promise<Map<string, string>> => {
  const tags = new Map<string, string>()
  if (!publicDir) return tags
  for (const [path, hash] of integrity) {
    if (!path.endsWith('.css')) continue
    const text = await readFile(join(publicDir, path), 'utf8').catch(() => undefined)
    if (text !== undefined) tags.set(text.trim(), `<link rel="stylesheet" href="${path}" integrity="${hash}">`)
  }
  return tags
}
