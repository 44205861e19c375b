// Rewriting a page's HTML as it streams (the server entry's integrity and image-first rewrites):
// text is decoded, cut where no tag is split, rewritten and passed on, so the page keeps streaming.

/** The value of a tag's double-quoted attribute (names in any case), as written in the HTML. */
export const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1]

/** Where `text` can be cut without splitting a tag: before a `<` whose `>` has not arrived. */
export const beforeOpenTag = (text: string): number => {
  const open = text.lastIndexOf('<')
  return open === -1 || text.indexOf('>', open) !== -1 ? text.length : open
}

export interface HtmlRewrite {
  /** Rewrites a piece of the page cut by `cut`. */
  readonly rewrite: (text: string) => string
  /** How much of the text received so far can be rewritten now (the rest waits for more). */
  readonly cut?: (text: string) => number
  /** True once nothing further needs rewriting: the rest streams through as it comes. */
  readonly done?: () => boolean
}

export const htmlRewriteStream = ({ rewrite, cut = beforeOpenTag, done = () => false }: HtmlRewrite): TransformStream<Uint8Array, Uint8Array> => {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let pending = ''
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true })
      if (done()) {
        controller.enqueue(encoder.encode(pending))
        pending = ''
        return
      }
      const at = cut(pending)
      if (at === 0) return
      controller.enqueue(encoder.encode(rewrite(pending.slice(0, at))))
      pending = pending.slice(at)
    },
    flush(controller) {
      pending += decoder.decode()
      if (pending) controller.enqueue(encoder.encode(rewrite(pending)))
    },
  })
}

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
