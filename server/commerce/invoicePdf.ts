// The invoice of an order as a PDF document (pdf-lib: pure JavaScript, so it bundles into the
// server): the seller, the invoice and order numbers and dates, the billing and delivery
// addresses, one row per line (name, colour and size, quantity, unit price, amount), the totals
// (items, discounts, delivery, tax, total) and how it was paid, in the site's language. The
// standard Helvetica fonts carry the Windows-1252 character set only: any other character in a
// name or address is written as its closest letter (é stays é, ł becomes l) or "?", never an error.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Address } from '../../src/contract/schemas/cart.ts'
import type { Order } from '../../src/contract/schemas/checkout.ts'
import { BRAND_INFO, LOCALE_INFO, type Brand, type Locale } from '../../src/contract/site/sites.ts'

const WORDS = {
  en: {
    invoice: 'Invoice', invoiceNo: 'Invoice number', order: 'Order number', date: 'Invoice date', ordered: 'Order date', billTo: 'Bill to', shipTo: 'Deliver to',
    item: 'Item', qty: 'Qty', unit: 'Unit price', amount: 'Amount', items: 'Items', discount: 'Discounts', shipping: 'Delivery', tax: 'Tax', total: 'Total',
    paid: 'Paid with', pickup: 'Pickup at', thanks: 'Thank you for shopping with us.', page: 'Page',
  },
  fr: {
    invoice: 'Facture', invoiceNo: 'Numéro de facture', order: 'Numéro de commande', date: 'Date de facture', ordered: 'Date de commande', billTo: 'Facturé à', shipTo: 'Livré à',
    item: 'Article', qty: 'Qté', unit: 'Prix unitaire', amount: 'Montant', items: 'Articles', discount: 'Remises', shipping: 'Livraison', tax: 'TVA', total: 'Total',
    paid: 'Payé par', pickup: 'Retrait à', thanks: 'Merci de votre achat.', page: 'Page',
  },
  de: {
    invoice: 'Rechnung', invoiceNo: 'Rechnungsnummer', order: 'Bestellnummer', date: 'Rechnungsdatum', ordered: 'Bestelldatum', billTo: 'Rechnungsadresse', shipTo: 'Lieferadresse',
    item: 'Artikel', qty: 'Menge', unit: 'Einzelpreis', amount: 'Betrag', items: 'Artikel', discount: 'Rabatte', shipping: 'Versand', tax: 'MwSt.', total: 'Gesamt',
    paid: 'Bezahlt mit', pickup: 'Abholung in', thanks: 'Vielen Dank für Ihren Einkauf.', page: 'Seite',
  },
} as const

const PAYMENT_NAMES: Record<string, string> = { CREDIT_CARD: 'Card', GIFT_CARD: 'Gift card', LOYALTY_POINTS: 'Loyalty voucher', KLARNA: 'Klarna' }

export interface InvoiceInput {
  readonly order: Order
  readonly brand: Brand
  readonly locale: Locale
  /** When the invoice is issued (the order's placing time). */
  readonly issuedAt: Date
}

/** Latin letters with a stroke rather than an accent: no decomposition gives their base letter. */
const STROKED: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', Ŋ: 'N', ŋ: 'n', Ŀ: 'L', ŀ: 'l' }

/** Text the font can write: unknown characters as their base letter (NFD) or "?"; spaces of every kind as a space. */
export const writable = (font: PDFFont) => {
  const known = new Set(font.getCharacterSet())
  return (text: string): string =>
    [...text.replace(/[\s\u00a0\u202f]+/g, ' ')]
      .map((char) => {
        if (known.has(char.codePointAt(0)!)) return char
        const base = (STROKED[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '')
        return base.length > 0 && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?'
      })
      .join('')
}

const addressLines = (a: Address): string[] =>
  [
    `${a.recipientFirstName} ${a.recipientLastName}`,
    a.addressLine1,
    a.addressLine2 ?? '',
    [a.postalCode, a.city, a.stateCityProvDept ?? ''].filter(Boolean).join(' '),
    a.country,
  ].filter((line) => line.trim() !== '')

export const invoicePdf = async ({ order, brand, locale, issuedAt }: InvoiceInput): Promise<Uint8Array> => {
  const info = LOCALE_INFO[locale]
  const words = WORDS[info.language]
  const money = new Intl.NumberFormat(info.tag, { style: 'currency', currency: order.currency })
  const day = new Intl.DateTimeFormat(info.tag, { dateStyle: 'long', timeZone: 'UTC' })
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const safe = writable(regular)
  const seller = BRAND_INFO[brand].name
  doc.setTitle(safe(`${seller} ${words.invoice} ${order.orderNumber}`))
  doc.setAuthor(safe(seller))
  doc.setCreator(safe(seller))
  doc.setLanguage(info.tag)
  doc.setCreationDate(issuedAt)

  const width = 595
  const height = 842
  const margin = 48
  let page: PDFPage = doc.addPage([width, height])
  let y = height - margin
  const pages = [page]
  const text = (value: string, x: number, size = 10, font: PDFFont = regular, colour = rgb(0.1, 0.1, 0.1)) => page.drawText(safe(value), { x, y, size, font, color: colour })
  const right = (value: string, xRight: number, size = 10, font: PDFFont = regular) => {
    const clean = safe(value)
    page.drawText(clean, { x: xRight - font.widthOfTextAtSize(clean, size), y, size, font })
  }
  /** Cuts a text to fit a width (lines are one row each). */
  const fit = (value: string, max: number, size = 10) => {
    let clean = safe(value)
    if (regular.widthOfTextAtSize(clean, size) <= max) return clean
    while (clean.length > 1 && regular.widthOfTextAtSize(`${clean}…`, size) > max) clean = clean.slice(0, -1)
    return `${clean}…`
  }
  const newPageIfNeeded = (room: number) => {
    if (y - room >= margin + 30) return
    page = doc.addPage([width, height])
    pages.push(page)
    y = height - margin
  }

  text(seller, margin, 18, bold)
  right(words.invoice, width - margin, 18, bold)
  y -= 30
  const facts: Array<[string, string]> = [
    [words.invoiceNo, `INV-${order.orderNumber}`],
    [words.order, order.orderNumber],
    [words.date, day.format(issuedAt)],
    [words.ordered, day.format(new Date(order.createdAt))],
  ]
  for (const [label, value] of facts) {
    text(label, margin, 10, bold)
    text(value, margin + 130, 10)
    y -= 15
  }
  y -= 10

  const deliveries = order.shipments.flatMap((s) => (s.address ? [addressLines(s.address)] : s.store ? [[`${words.pickup} ${s.store.name}`, s.store.addressLine1, `${s.store.postalCode} ${s.store.city}`, s.store.country]] : []))
  const columns: Array<[string, string[]]> = [[words.billTo, addressLines(order.billingAddress)], ...(deliveries[0] ? [[words.shipTo, deliveries[0]] as [string, string[]]] : [])]
  const top = y
  columns.forEach(([label, lines], index) => {
    y = top
    const x = margin + index * 260
    text(label, x, 10, bold)
    y -= 14
    for (const line of lines) {
      text(fit(line, 240), x, 10)
      y -= 13
    }
  })
  y = top - 14 - 13 * Math.max(...columns.map(([, lines]) => lines.length)) - 16

  const cols = { item: margin, qty: 360, unit: 450, amount: width - margin }
  const header = () => {
    page.drawRectangle({ x: margin - 4, y: y - 4, width: width - 2 * margin + 8, height: 18, color: rgb(0.93, 0.93, 0.93) })
    text(words.item, cols.item, 10, bold)
    right(words.qty, cols.qty, 10, bold)
    right(words.unit, cols.unit + 40, 10, bold)
    right(words.amount, cols.amount, 10, bold)
    y -= 22
  }
  header()
  for (const item of order.items) {
    newPageIfNeeded(30)
    if (y === height - margin) header()
    text(fit(item.name, 290), cols.item, 10)
    right(String(item.qty), cols.qty)
    right(money.format(item.price.current), cols.unit + 40)
    right(money.format(item.price.rowTotal), cols.amount)
    y -= 12
    text(fit([item.colour.name, item.size].filter(Boolean).join(' · '), 290, 8), cols.item, 8, regular, rgb(0.4, 0.4, 0.4))
    y -= 16
  }

  newPageIfNeeded(140)
  y -= 6
  page.drawLine({ start: { x: 330, y: y + 10 }, end: { x: width - margin, y: y + 10 }, thickness: 0.5 })
  const totals: Array<[string, number, boolean]> = [
    [words.items, order.totals.itemSubTotal, false],
    ...(order.totals.totalDiscount > 0 ? [[words.discount, -order.totals.totalDiscount, false] as [string, number, boolean]] : []),
    [words.shipping, order.totals.shipping, false],
    [words.tax, order.totals.tax, false],
    [words.total, order.totals.total, true],
  ]
  for (const [label, amount, strong] of totals) {
    text(label, 340, strong ? 12 : 10, strong ? bold : regular)
    right(money.format(amount), cols.amount, strong ? 12 : 10, strong ? bold : regular)
    y -= strong ? 20 : 15
  }
  y -= 8
  for (const payment of order.paymentMethod) {
    newPageIfNeeded(20)
    text(`${words.paid}: ${PAYMENT_NAMES[payment.payment_method_id] ?? payment.payment_method_id}${payment.maskedNumber ? ` (${payment.maskedNumber})` : ''}`, margin, 10)
    right(money.format(payment.amount), cols.amount)
    y -= 15
  }
  y -= 20
  newPageIfNeeded(20)
  text(words.thanks, margin, 10)

  pages.forEach((p, index) => {
    const label = safe(`${words.page} ${index + 1} / ${pages.length}`)
    p.drawText(label, { x: width - margin - regular.widthOfTextAtSize(label, 8), y: margin - 20, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) })
  })
  return doc.save()
}
