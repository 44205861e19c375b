// The server entry joins the pieces a renderer writes in one turn before rewriting and sending them
// (src/pwa/server/htmlStream.ts): fewer, larger chunks, and a page that still streams.
import { describe, expect, it } from 'vitest'
import { coalescedStream } from '../../src/pwa/server/htmlStream'

const bytes = (text: string) => new TextEncoder().encode(text)
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('coalescedStream', () => {
  it('sends what was written in one turn as one chunk, and what comes later as soon as it comes', async () => {
    const { readable, writable } = coalescedStream()
    const writer = writable.getWriter()
    const reader = readable.getReader()
    const received: string[] = []
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        received.push(new TextDecoder().decode(value))
      }
    })()
    // The shell, in pieces written together.
    void writer.write(bytes('<html><head>'))
    void writer.write(bytes('</head><body>'))
    void writer.write(bytes('<main>'))
    await nextTurn()
    // The shell is out before the rest of the page has been rendered.
    expect(received).toEqual(['<html><head></head><body><main>'])
    // A boundary the render waited for.
    void writer.write(bytes('<p>later</p>'))
    void writer.write(bytes('</main></body></html>'))
    await writer.close()
    await reading
    expect(received).toEqual(['<html><head></head><body><main>', '<p>later</p></main></body></html>'])
  })
})
