// The server's side of the kept parts (src/site/keptParts.ts, docs/decisions/0041): the bytes of the
// header and footer the whole-page render kept, and, for each render, what to write where. A part is
// kept by its data object (a new object when the server's shared reads load it again: a published
// change, or its age) and its facts (brand, locale, flags), and then by the links in it that the
// page's URL makes active (the router marks a link to the page, or to a page above it, with
// `aria-current`): a product page's header matches no link, a category's marks its own. Each process
// keeps its own, bounded; a data object no render holds any more takes its parts with it.
//
// KEPT_PARTS=0 turns the keeping off; KEPT_PARTS=verify renders every part whole and checks its
// bytes against the kept ones (a difference fails the render: the end-to-end tests run so, to catch
// a part reading something its key leaves out).
import { keptPartStart, keptPlaceholder, type KeptPartName, type PartKeeper } from '../../site/keptParts'

/** Kept variants (active links) of one part for one data object and its facts; past it, no more are kept. */
const MAX_VARIANTS = 64
/** Facts kept for one data object (brands and locales share no data object: one or two). */
const MAX_FACTS = 4

interface Link {
  readonly path: string
  readonly query: boolean
}

interface Variants {
  /** The part's internal links, from the first bytes kept. */
  readonly links: readonly Link[]
  readonly bytes: Map<string, Uint8Array>
}

type Operation = { readonly part: KeptPartName; readonly splice: Uint8Array } | { readonly part: KeptPartName; readonly keep: (bytes: Uint8Array) => void; readonly expected?: Uint8Array }

export interface RenderLocation {
  /** The request's path, as sent (percent-encoded, as the links' hrefs are; compared decoded). */
  readonly pathname: string
  /** Its query, with the `?`, or ''. */
  readonly search: string
}

const decoder = new TextDecoder()

/** A path as compared: percent-escapes decoded (`%C3%A9` and `%c3%a9` are one path), no trailing slash. */
const comparable = (path: string): string => {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // A malformed escape: compared as it is.
  }
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded
}

/** The internal links of a part's HTML (React escapes `&` in attributes as `&amp;`). */
export const partLinks = (html: string): Link[] => {
  const links: Link[] = []
  for (const [, href = ''] of html.matchAll(/ href="(\/[^"]*)"/g)) {
    const url = href.replaceAll('&amp;', '&')
    const query = url.search(/[?#]/)
    links.push({ path: comparable(query === -1 ? url : url.slice(0, query)), query: query !== -1 })
  }
  return links
}

/**
 * Which of the part's links this URL makes active, as the router decides it (its
 * `resolveIsActive`): a link to this path, or to one above it. A link to this very path, or one with
 * a query, may also depend on the page's query, which then joins the variant.
 */
export const activeVariant = (links: readonly Link[], location: RenderLocation): string => {
  const path = comparable(location.pathname)
  let variant = ''
  let bySearch = false
  links.forEach((link, i) => {
    if (path === link.path) variant += `${i}=`
    else if (path.startsWith(link.path) && (link.path === '/' || path[link.path.length] === '/')) variant += `${i}>`
    else return
    if (path === link.path || link.query) bySearch = true
  })
  return bySearch ? `${variant}${location.search}` : variant
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.byteLength === b.byteLength && Buffer.compare(a, b) === 0

/** Where the part's element ends: after its closing tag, with any element of its name inside counted. */
const endOf = (page: Buffer, part: KeptPartName, from: number): number => {
  const open = `<${part}`
  const close = `</${part}>`
  let depth = 1
  let at = from
  while (depth > 0) {
    const next = page.indexOf(close, at, 'latin1')
    if (next === -1) return -1
    // Elements of the same name opened before this close.
    for (let inner = page.indexOf(open, at, 'latin1'); inner !== -1 && inner < next; inner = page.indexOf(open, inner + open.length, 'latin1')) {
      const after = page[inner + open.length]
      if (after === 0x20 || after === 0x3e) depth++
    }
    depth--
    at = next + close.length
  }
  return at
}

export class KeptParts {
  private readonly kept = new WeakMap<object, Map<string, Variants>>()

  constructor(private readonly mode: 'on' | 'verify' = 'on') {}

  /**
   * A keeper for one whole-page render of this URL; `finish` writes its parts into the page (undefined
   * if a placeholder is not where it should be: render the page again without keeping).
   */
  forRender(location: RenderLocation): PartKeeper & { finish(page: Buffer): Buffer | undefined } {
    const operations: Operation[] = []
    const verify = this.mode === 'verify'
    return {
      kept: (part, version, facts) => {
        const key = `${part} ${facts}`
        const variants = this.kept.get(version)?.get(key)
        const variant = variants ? activeVariant(variants.links, location) : undefined
        const found = variant === undefined ? undefined : variants?.bytes.get(variant)
        if (found && !verify) {
          operations.push({ part, splice: found })
          return true
        }
        operations.push({
          part,
          expected: found,
          keep: (bytes) => {
            if (found) return
            // Bytes with a nonce belong to one render (a part with an inline script would carry one).
            if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(' nonce="', 0, 'latin1')) return
            let byFacts = this.kept.get(version)
            if (!byFacts) {
              byFacts = new Map()
              this.kept.set(version, byFacts)
            }
            let into = byFacts.get(key)
            if (!into) {
              if (byFacts.size >= MAX_FACTS) return
              into = { links: partLinks(decoder.decode(bytes)), bytes: new Map() }
              byFacts.set(key, into)
            }
            // The variant looked up above, or, for the first bytes of these facts, the one their links give.
            if (into.bytes.size < MAX_VARIANTS) into.bytes.set(variant ?? activeVariant(into.links, location), bytes.slice())
          },
        })
        return false
      },
      finish: (page) => {
        if (operations.length === 0) return page
        const pieces: Uint8Array[] = []
        let at = 0
        for (const operation of operations) {
          if ('splice' in operation) {
            const placeholder = keptPlaceholder(operation.part)
            const start = page.indexOf(placeholder, at, 'latin1')
            if (start === -1) {
              console.warn(`[kept-parts] the page ${location.pathname} has no placeholder for its ${operation.part}; rendering it again`)
              return undefined
            }
            pieces.push(page.subarray(at, start), operation.splice)
            at = start + placeholder.length
            continue
          }
          const start = page.indexOf(keptPartStart(operation.part), at, 'latin1')
          const end = start === -1 ? -1 : endOf(page, operation.part, start + 1)
          // A part that rendered something else (nothing, or another root) is not kept.
          if (end === -1) continue
          const bytes = page.subarray(start, end)
          if (operation.expected && !sameBytes(operation.expected, bytes))
            throw new Error(
              `[kept-parts] the ${operation.part} rendered for ${location.pathname}${location.search} differs from the one kept for the same data and facts:\n${decoder.decode(bytes)}\n--- kept ---\n${decoder.decode(operation.expected)}`,
            )
          operation.keep(bytes)
        }
        if (pieces.length === 0) return page
        pieces.push(page.subarray(at))
        return Buffer.concat(pieces)
      },
    }
  }
}

/** The kept parts as KEPT_PARTS asks: undefined when it is `0`. */
export const keptPartsFromEnv = (env: Record<string, string | undefined> = process.env): KeptParts | undefined => (env.KEPT_PARTS === '0' ? undefined : new KeptParts(env.KEPT_PARTS === 'verify' ? 'verify' : 'on'))
