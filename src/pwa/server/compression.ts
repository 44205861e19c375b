// Compression of the responses the server entry makes itself (pages, API answers, the manifest):
// brotli when the browser takes it, else gzip, chosen from Accept-Encoding. Static files are
// compressed at build time by nitro (compressPublicAssets) and never pass through here.
// Streams are flushed chunk by chunk, so a streamed page still arrives progressively.
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|problem\+json)|image\/svg\+xml)/i
/** Smaller bodies gain nothing worth the CPU. */
const MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** The preferred encoding the request accepts (q=0 refuses one). */
export const negotiateEncoding = (acceptEncoding: string | null): Encoding | undefined => {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const wildcard = accepted.get('*')
  const quality = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0
  if (quality('br') > 0) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return undefined
}

const compressor = (encoding: Encoding): BrotliCompress | Gzip =>
  encoding === 'br'
    ? // Quality 5 keeps dynamic pages fast to compress while staying well ahead of gzip.
      createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : createGzip({ level: 6 })

const compressStream = (body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> => {
  const zip = compressor(encoding)
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const output: Buffer[] = []
  zip.on('data', (chunk: Buffer) => output.push(chunk))
  const drain = (controller: TransformStreamDefaultController<Uint8Array>) => {
    for (const chunk of output.splice(0)) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
  }
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        zip.write(chunk)
        // Flushing after every chunk sends what the renderer has streamed so far, at a small cost in ratio.
        await new Promise<void>((resolve) => zip.flush(flushKind, () => resolve()))
        drain(controller)
      },
      async flush(controller) {
        await new Promise<void>((resolve, reject) => {
          zip.once('end', resolve)
          zip.once('error', reject)
          zip.end()
        })
        drain(controller)
      },
    }),
  )
}

/** The response compressed for this request when its type and size are worth it; otherwise unchanged. */
export const compressResponse = (request: Request, response: Response): Response => {
  if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 304) return response
  const headers = response.headers
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return response
  if ((headers.get('cache-control') ?? '').includes('no-transform')) return response
  const length = headers.get('content-length')
  if (length !== null && Number(length) < MIN_BYTES) return response
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  const vary = headers.get('vary')
  const out = new Headers(headers)
  if (!vary) out.set('vary', 'Accept-Encoding')
  else if (!/accept-encoding|\*/i.test(vary)) out.set('vary', `${vary}, Accept-Encoding`)
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out })
  out.set('content-encoding', encoding)
  out.delete('content-length')
  // A strong validator names one representation; the compressed one is another.
  const etag = out.get('etag')
  if (etag && !etag.startsWith('W/')) out.set('etag', `W/${etag}`)
  return new Response(compressStream(response.body, encoding), { status: response.status, statusText: response.statusText, headers: out })
}
