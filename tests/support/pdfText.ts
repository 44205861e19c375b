// The text of a PDF document, as a reader would extract it (Mozilla's pdf.js): the tests check that
// an invoice is a real PDF whose pages say what they should, not that some bytes happen to match.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export const isPdf = (bytes: Uint8Array): boolean => new TextDecoder('latin1').decode(bytes.slice(0, 5)) === '%PDF-'

export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.destroy()
  return pages.join('\n')
}
