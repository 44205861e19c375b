// Rewriting a page's HTML as it streams (the server entry's integrity and image-first rewrites):
// text is cut where no tag is split, rewritten and passed on, so the page keeps streaming. Several
// rewrites run in one pass over the text (`htmlRewriteChain`).
//
// The rewrites read the page as a byte string: each byte of its UTF-8 one character (latin1), not
// decoded text. They look for tags and attributes written in ASCII and insert only ASCII, so a byte
// string is all they need; and reading the bytes so, and writing them back, is a copy. Decoding the
// page as UTF-8 and encoding it again cost 0.6-1 ms of a server render (a profile of product pages
// under load, issue 17): one character past latin1 on a page (the menu button's glyph, an ellipsis,
// a euro sign) made the whole text two bytes a character, and the encoder took the slow path over
// all of it. A multi-byte character split between two chunks needs no care either: its bytes pass
// through as they came.

import { scriptJson } from '../../contract/scriptJson'

/**
 * JSON for a script element the rewrites write into a page: the contract's `scriptJson` (nothing in
 * it can close its element), with every character past ASCII escaped too, as the byte string of a
 * page takes only ASCII.
 */
export const asciiScriptJson = (value: unknown): string =>
  scriptJson(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

const attributePatterns = new Map<string, RegExp>()

/** The value of a tag's double-quoted attribute (names in any case), as written in the HTML. */
export const attribute = (tag: string, name: string): string | undefined => {
  let pattern = attributePatterns.get(name)
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i')
    attributePatterns.set(name, pattern)
  }
  return pattern.exec(tag)?.[1]
}

/** Where `text` can be cut without splitting a tag: before a `<` whose `>` has not arrived. */
export const beforeOpenTag = (text: string): number => {
  const open = text.lastIndexOf('<')
  return open === -1 || text.indexOf('>', open) !== -1 ? text.length : open
}

/**
 * The first match of `tag` (a pattern each of whose alternatives starts with `<`) at or after `from`,
 * tried only where a `<` is. V8 ran such a pattern over every character of the page: 0.45–0.55 ms a
 * pass over a 160 KB product page (its 71 KB stylesheet included), against 0.05 ms to try it at each
 * of the page's 600 `<`. Where the pattern names its tags (`<(meta|script|link)\b…`, `<\/script…`),
 * it is tried only at a `<` followed by one of their first letters: most of a page's tags are
 * elements no rewrite looks at (div, span, a, li).
 */
export const nextTag = (text: string, tag: RegExp, from: number): RegExpExecArray | null => {
  const { sticky, leads } = stickyOf(tag)
  for (let at = text.indexOf('<', from); at !== -1; at = text.indexOf('<', at + 1)) {
    if (leads && !leads.has(text.charCodeAt(at + 1))) continue
    sticky.lastIndex = at
    const match = sticky.exec(text)
    if (match) return match
  }
  return null
}

/** `text.replace(tag, replace)` for a global pattern that matches a tag, through `nextTag`: the same arguments to `replace` (the match, then its groups). */
export const replaceTags = (text: string, tag: RegExp, replace: (match: string, ...groups: string[]) => string): string => {
  let out = ''
  let from = 0
  for (let match = nextTag(text, tag, 0); match; match = nextTag(text, tag, from)) {
    out += text.slice(from, match.index) + replace(...(match as unknown as [string, ...string[]]))
    from = match.index + match[0].length
  }
  return from === 0 ? text : out + text.slice(from)
}

/** Splits a pattern's source at its top-level `|` (not inside a group, a class or after a backslash). */
const topLevelAlternatives = (source: string): string[] => {
  const parts: string[] = []
  let depth = 0
  let inClass = false
  let start = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') i++
    else if (inClass) inClass = c !== ']'
    else if (c === '[') inClass = true
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(start, i))
      start = i + 1
    }
  }
  parts.push(source.slice(start))
  return parts
}

/** Whether a pattern piece starting at `at` is made optional or repeated by a quantifier. */
const quantified = (source: string, at: number): boolean => /^[?*{]/.test(source.slice(at))

/**
 * The first character a piece of pattern matches when it is a letter or an escaped or plain `/` that
 * no quantifier makes optional; undefined otherwise.
 */
const leadOf = (piece: string): string | undefined => {
  if (/^[a-z]/i.test(piece) && !quantified(piece, 1)) return piece[0]
  if (piece.startsWith('\\/') && !quantified(piece, 2)) return '/'
  if (piece.startsWith('/') && !quantified(piece, 1)) return '/'
  return undefined
}

/**
 * The characters that may follow the `<` a match starts at, read from the pattern's source when
 * every alternative is `<` then a name or a group of names; undefined (try at every `<`) otherwise.
 */
export const leadCharsOf = (pattern: RegExp): ReadonlySet<number> | undefined => {
  const leads = new Set<number>()
  for (const alternative of topLevelAlternatives(pattern.source)) {
    if (!alternative.startsWith('<')) return undefined
    let rest = alternative.slice(1)
    let names = [rest]
    if (rest.startsWith('(')) {
      rest = rest.replace(/^\((\?:)?/, '')
      const close = rest.indexOf(')')
      if (close === -1 || quantified(rest, close + 1) || rest.slice(0, close).includes('(')) return undefined
      names = topLevelAlternatives(rest.slice(0, close))
    }
    for (const name of names) {
      const lead = leadOf(name)
      if (lead === undefined) return undefined
      leads.add(lead.charCodeAt(0))
      if (pattern.ignoreCase) {
        leads.add(lead.toLowerCase().charCodeAt(0))
        leads.add(lead.toUpperCase().charCodeAt(0))
      }
    }
  }
  return leads
}

const stickies = new WeakMap<RegExp, { readonly sticky: RegExp; readonly leads: ReadonlySet<number> | undefined }>()
const stickyOf = (pattern: RegExp): { readonly sticky: RegExp; readonly leads: ReadonlySet<number> | undefined } => {
  let found = stickies.get(pattern)
  if (!found) {
    if (!pattern.source.startsWith('<')) throw new Error(`nextTag: ${pattern} does not start with <`)
    found = { sticky: new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '') + 'y'), leads: leadCharsOf(pattern) }
    stickies.set(pattern, found)
  }
  return found
}

export interface HtmlRewrite {
  /** Rewrites a piece of the page cut by `cut`. */
  readonly rewrite: (text: string) => string
  /** How much of the text received so far can be rewritten now (the rest waits for more). */
  readonly cut?: (text: string) => number
  /** True once nothing further needs rewriting: the rest streams through as it comes. */
  readonly done?: () => boolean
}

/**
 * Rewrites applied in turn to text as it arrives, as if each were a stream piped into the next,
 * without the streams: each holds back what its `cut` says may still change (by default from the last
 * open tag) and, once `done`, passes the rest through untouched. `push` takes the next piece of the
 * page and answers what can be passed on now, `end` the rest.
 */
export const htmlRewriteChain = (rewrites: ReadonlyArray<HtmlRewrite>): { push(text: string): string; end(): string } => {
  const pending = rewrites.map(() => '')
  const step = (i: number, text: string, end: boolean): string => {
    const stage = rewrites[i]
    if (!stage) return text
    const { rewrite, cut = beforeOpenTag, done = () => false } = stage
    const held = (pending[i] ?? '') + text
    if (end) {
      pending[i] = ''
      return step(i + 1, held ? rewrite(held) : '', true)
    }
    if (done()) {
      pending[i] = ''
      return held ? step(i + 1, held, false) : ''
    }
    const at = cut(held)
    pending[i] = held.slice(at)
    if (at === 0) return ''
    const out = rewrite(held.slice(0, at))
    return out ? step(i + 1, out, false) : ''
  }
  return { push: (text) => (text ? step(0, text, false) : ''), end: () => step(0, '', true) }
}

/** Bytes as a byte string: one character per byte (latin1), a copy. */
export const byteString = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

/** A byte string's bytes (the inverse of `byteString`). */
export const bytesOf = (text: string): Buffer => Buffer.from(text, 'latin1')

/** A page's bytes through the rewrites in one pass, read as a byte string and written back; still streaming. */
export const htmlRewritesStream = (rewrites: ReadonlyArray<HtmlRewrite>): TransformStream<Uint8Array, Uint8Array> => {
  const chain = htmlRewriteChain(rewrites)
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const out = chain.push(byteString(chunk))
      if (out) controller.enqueue(bytesOf(out))
    },
    flush(controller) {
      const out = chain.end()
      if (out) controller.enqueue(bytesOf(out))
    },
  })
}

/**
 * A page read whole through the rewrites (a page to keep): its bytes as a byte string (`bytesOf` gives
 * them back). The pieces are joined first, so the rewrites pass over the page once; a page already
 * in one piece (./wholePageRender.ts) is given as its bytes.
 */
export const htmlRewrittenBytes = async (body: ReadableStream<Uint8Array> | Uint8Array, rewrites: ReadonlyArray<HtmlRewrite>): Promise<string> => {
  const chain = htmlRewriteChain(rewrites)
  return chain.push(byteString(body instanceof Uint8Array ? body : await wholeBody(body))) + chain.end()
}

/** A stream's bytes read to its end, as one array (the one piece itself when it came in one). */
export const wholeBody = async (body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> => {
  const pieces: Uint8Array[] = []
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pieces.push(value)
  }
  const whole = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces)
  return new Uint8Array(whole.buffer as ArrayBuffer, whole.byteOffset, whole.byteLength)
}

/** A page's bytes through one rewrite, still streaming. */
export const htmlRewriteStream = (rewrite: HtmlRewrite): TransformStream<Uint8Array, Uint8Array> => htmlRewritesStream([rewrite])

/**
 * Joins the chunks a renderer writes in one turn of the event loop into one. React's stream hands
 * over a page in pieces of a few KB, each of which would otherwise pass every rewrite and compression
 * step and end as a write to the socket of its own (a profile of product pages under load had a fifth
 * of the server's time in `writev`). What arrives in later turns (a boundary the render waited on)
 * still goes out as soon as it comes: the page keeps streaming.
 */
export const coalescedStream = (): TransformStream<Uint8Array, Uint8Array> => {
  let pending: Uint8Array[] = []
  let scheduled: Promise<void> | undefined
  const emit = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (pending.length === 0) return
    const chunks = pending
    pending = []
    controller.enqueue(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
  }
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending.push(chunk)
      scheduled ??= new Promise<void>((resolve) =>
        setImmediate(() => {
          scheduled = undefined
          try {
            emit(controller)
          } catch {
            // The reader went away (the shopper left): nothing to send to.
          }
          resolve()
        }),
      )
    },
    async flush(controller) {
      await scheduled
      emit(controller)
    },
  })
}
