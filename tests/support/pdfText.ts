// The text of a PDF document, as a reader would extract it (Mozilla's pdf.js): the tests check that
// an invoice is a real PDF whose pages say what they should, not that some bytes happen to match.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** pdf.js reads the standard fonts' metrics from its own folder (the invoice uses Helvetica). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

export const isPdf = (bytes: Uint8Array): boolean => new TextDecoder('latin1').decode(bytes.slice(0, 5)) === '%PDF-'

export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.destroy()
  return pages.join('\n')
}
