// Shared pages rendered whole (docs/decisions/0040). A page the render cache keeps (./sharedPages.ts)
// is read whole before anything of it is sent, so streaming it buys nothing, and the stream costs:
// React's stream writer encodes its output into byte chunks, the router's transform scans and
// re-encodes them, and Node's web streams carry each piece through a chain of promises. Here the
// page is rendered with React's string renderer, the router's hydration scripts are merged into its
// bytes in one pass (the router's own merge, handed one chunk), and the page is answered as one
// buffer. Measured on product pages under load: 10-15 % less CPU a page than the streamed render.
//
// The string renderer does not wait for anything that suspends: a boundary still waiting is written
// as React's client-rendered marker (`<!--$!-->`, the browser would render it). Such a page is not
// sent: the handler answers `suspendedPage`, and the caller renders it again with the streaming
// handler, which waits. That happens for a page whose data a component reads while rendering (not
// in a loader), or the first render of a part whose code is not loaded yet.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterServer, defineHandlerCallback, getSsrStatus, transformReadableStreamWithRouter } from '@tanstack/react-router/ssr/server'
import { FastResponse } from 'srvx'
import { renderWithKeeper } from '../../site/keptParts'
import { wholeBody } from './htmlStream'
import type { KeptParts } from './keptParts'

/** What React writes where a Suspense boundary is left to the browser; escaped text or script data cannot contain it. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/** The header of the answer that says the page suspended and was not rendered whole. */
export const SUSPENDED_HEADER = 'x-render-suspended'

/** Whether the whole-page handler gave up on this page (render it with the streaming handler). */
export const suspendedPage = (response: Response): boolean => response.headers.has(SUSPENDED_HEADER)

const oneChunk = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })

const DOCTYPE = '<!DOCTYPE html>'

/**
 * The page's UTF-8 bytes after the doctype, written once into room for the worst case (three bytes a
 * UTF-16 unit) and viewed at their length. React's string is a rope of thousands of pieces, flattened
 * once as it is written; `Buffer.from` of it measured the length in a pass of its own first, and
 * joining the doctype to it as text (or searching it as text) flattened it once more. On a product
 * page's 80 KB that was about half of the encoding's time.
 */
const pageBytes = (html: string): Buffer => {
  const room = Buffer.allocUnsafeSlow(DOCTYPE.length + html.length * 3)
  room.write(DOCTYPE, 0, 'latin1')
  return room.subarray(0, DOCTYPE.length + room.write(html, DOCTYPE.length, 'utf8'))
}

/** The bytes of the pages this handler answered, for the caller to read without the body's stream (`renderedBytes`). */
const rendered = new WeakMap<Response, Uint8Array>()

/**
 * The bytes of a page `wholePageHandler` answered, when this is its response as it answered it: the
 * caller reads them as they are, where the body would be a copy read back through a stream. Undefined
 * for any other response (then read its body).
 */
export const renderedBytes = (response: Response): Uint8Array | undefined => rendered.get(response)

/** The page is not sent: it suspended, or its kept parts did not fit (render it with the streaming handler). */
const suspended = (): Response => new Response(null, { status: 500, headers: { [SUSPENDED_HEADER]: '1' } })

/**
 * A Start handler callback (`createStartHandler(wholePageHandler(kept))`) rendering the page to one
 * buffer; with `kept`, the header and footer come from an earlier render where it has them (./keptParts.ts).
 */
export const wholePageHandler = (kept?: KeptParts) =>
  defineHandlerCallback(async ({ request, router, responseHeaders }) => {
    try {
      const element = createElement(RouterServer, { router })
      const keeper = kept?.forRender(new URL(request.url))
      const page = pageBytes(keeper ? renderWithKeeper(keeper, () => renderToString(element)) : renderToString(element))
      if (page.indexOf(CLIENT_RENDERED_BOUNDARY, DOCTYPE.length, 'latin1') !== -1) return suspended()
      // The kept parts written in (a page where they do not fit is rendered again, streamed).
      const whole = keeper ? keeper.finish(page) : page
      if (!whole) return suspended()
      // The router's scripts merged into the page's bytes, handed to it as one chunk.
      const merged = await wholeBody(transformReadableStreamWithRouter(router, oneChunk(whole)))
      // srvx's Response keeps its body as given (a web Response copies a byte body): the bytes reach
      // `renderedBytes`, or the socket, as they are.
      const response = new FastResponse(merged, { status: getSsrStatus(router), headers: responseHeaders })
      rendered.set(response, merged)
      return response
    } finally {
      router.serverSsr?.cleanup()
    }
  })
