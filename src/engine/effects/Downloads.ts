// Saving a file on the shopper's device (the invoice's PDF, the shopper's data as JSON): the file
// goes straight to the browser's downloads and never into the event log. The browser layer clicks a
// link to an object URL; the in-memory twin keeps the files for tests.
import { Context, Effect, Layer } from 'effect'

export interface DownloadedFile {
  readonly filename: string
  readonly type: string
  readonly bytes: Uint8Array
}

export interface DownloadsShape {
  readonly save: (file: DownloadedFile) => Effect.Effect<void>
}

export class Downloads extends Context.Service<Downloads, DownloadsShape>()('summit/engine/Downloads') {}

export const DownloadsLive: Layer.Layer<Downloads> = Layer.succeed(Downloads, {
  save: (file) =>
    Effect.sync(() => {
      if (typeof document === 'undefined') return
      const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }))
      const link = document.createElement('a')
      link.href = url
      link.download = file.filename
      link.rel = 'noopener'
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has the file once the click is handled; the URL can go a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 30_000)
    }),
})

export interface MemoryDownloads extends DownloadsShape {
  readonly files: () => ReadonlyArray<DownloadedFile>
}

export const makeMemoryDownloads = (): MemoryDownloads => {
  const files: DownloadedFile[] = []
  return {
    save: (file) =>
      Effect.sync(() => {
        files.push(file)
      }),
    files: () => files,
  }
}

export const downloadsMemory = (downloads: DownloadsShape = makeMemoryDownloads()): Layer.Layer<Downloads> => Layer.succeed(Downloads, downloads)
