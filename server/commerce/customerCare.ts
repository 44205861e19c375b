// The account's service calls (docs/decisions/0025): notification preferences (PUT
// /consumers-v3/consumer/notification: the preferences given change, the answer is all of them;
// an empty list reads them), warranty claims (POST …/warranty?productId=…), contact-us cases by
// category and subject (GET /consumers-v3/contactus/categorySubject in the site's language, POST
// /consumers-v3/contactus). Claims and cases are acknowledged by e-mail through the mail outbox.
// Fields are checked with the generic validators (src/contract/validators.ts), as the forms do.
//   400 ATTR300  a field fails its rule (params.field, params.rule): the form shows the message
//   404 PLP400   warranty: unknown product;  404 ORD409  warranty: an order that is not the caller's
//   429 REQ429   more than CASES_PER_HOUR contact cases from one caller
// Preferences and claims need a registered token (401 AUT404 for a guest); contact-us takes any.
import { randomBytes } from 'node:crypto'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  WARRANTY_YEARS,
  type ContactCategory,
  type NotificationPreference,
  type NotificationPreferences,
} from '../../src/contract/schemas/customerCare.ts'
import { LOCALE_INFO, BRAND_INFO } from '../../src/contract/site/sites.ts'
import { check, date, email, maxDate, minDate, name, required, type Validator } from '../../src/contract/validators.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, productNotFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { recordAttempt, refuseOverLimit, type Limit } from './attemptLimits.ts'
import { consumerOf } from './checkout.ts'
import { queueComposedMail } from './mail.ts'
import { ownOrder } from './orderRecords.ts'
import { registeredOf } from './token.ts'

export const CASES_PER_HOUR = 5

/** A field refused by its validators: 400 ATTR300 naming the field and the rule (the form words it). */
const checkField = (field: string, value: string, validators: ReadonlyArray<Validator>): void => {
  const failure = check(value, validators)
  if (failure) throw new ApiError(400, 'ATTR300', `${field} is not valid (${failure.rule})`, { field, rule: failure.rule })
}

// ---- notification preferences -----------------------------------------------------------------

/** What a shopper gets before choosing: order updates by e-mail, back-in-stock alerts by e-mail, nothing else. */
export const DEFAULT_NOTIFICATIONS: ReadonlyArray<NotificationPreference> = NOTIFICATION_TOPICS.flatMap((topic) =>
  NOTIFICATION_CHANNELS.map((channel) => ({ topic, channel, enabled: channel === 'EMAIL' && topic !== 'priceDrops' })),
)

export const notificationsOf = async (db: Db, consumerNo: string): Promise<NotificationPreferences> => {
  const rows = await db.query<{ topic: string; channel: string; enabled: boolean; updated_at: string }>(
    `SELECT topic, channel, enabled, updated_at::text AS updated_at FROM notification_preferences WHERE consumer_no = $1`,
    [consumerNo],
  )
  const preferences = DEFAULT_NOTIFICATIONS.map((p) => ({ ...p, enabled: rows.find((r) => r.topic === p.topic && r.channel === p.channel)?.enabled ?? p.enabled }))
  const latest = rows.map((r) => new Date(r.updated_at).getTime()).reduce((a, b) => Math.max(a, b), 0)
  return { preferences, updatedAt: latest > 0 ? new Date(latest).toISOString() : null }
}

const notifications = async (ctx: SpecContext<'notificationUpdate'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  for (const p of ctx.body.preferences)
    await ctx.db.query(
      `INSERT INTO notification_preferences (consumer_no, topic, channel, enabled) VALUES ($1, $2, $3, $4)
       ON CONFLICT (consumer_no, topic, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [consumer.consumerNo, p.topic, p.channel, p.enabled],
    )
  return { body: await notificationsOf(ctx.db, consumer.consumerNo) }
}

// ---- warranty ---------------------------------------------------------------------------------

const today = (): string => new Date().toISOString().slice(0, 10)
const yearsAgo = (years: number): string => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  return d.toISOString().slice(0, 10)
}

const profileOf = async (db: Db, consumerNo: string): Promise<{ email: string | null; first_name: string | null }> =>
  (await db.query<{ email: string | null; first_name: string | null }>(`SELECT email, first_name FROM consumers WHERE consumer_no = $1`, [consumerNo]))[0] ?? {
    email: null,
    first_name: null,
  }

const ACK = {
  en: { warranty: (id: string) => `We received your warranty claim ${id}`, contact: (id: string) => `We received your message (case ${id})`, reply: 'We will reply within two working days.' },
  fr: { warranty: (id: string) => `Nous avons bien reçu votre demande de garantie ${id}`, contact: (id: string) => `Nous avons bien reçu votre message (dossier ${id})`, reply: 'Nous vous répondrons sous deux jours ouvrés.' },
  de: { warranty: (id: string) => `Wir haben Ihren Garantieantrag ${id} erhalten`, contact: (id: string) => `Wir haben Ihre Nachricht erhalten (Vorgang ${id})`, reply: 'Wir antworten innerhalb von zwei Werktagen.' },
} as const

const warranty = async (ctx: SpecContext<'warranty'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = registeredOf(ctx)
  const productId = ctx.query.get('productId') ?? ''
  const body = ctx.body
  checkField('purchaseDate', body.purchaseDate, [required, date('YYYY-MM-DD'), minDate(yearsAgo(WARRANTY_YEARS), 'YYYY-MM-DD'), maxDate(today(), 'YYYY-MM-DD')])
  checkField('description', body.description, [required])
  const [product] = await ctx.db.query(`SELECT 1 FROM products WHERE id = $1 AND brand = $2`, [productId, site.brand])
  if (!product) throw productNotFound(`Product ${productId}`)
  const orderNumber = body.orderNumber?.trim().toUpperCase() || null
  if (orderNumber) await ownOrder(ctx.db, orderNumber, consumer, site, false)
  const claimId = `WC${randomBytes(5).toString('hex').toUpperCase()}`
  const [row] = await ctx.db.query<{ created_at: string }>(
    `INSERT INTO warranty_claims (claim_id, consumer_no, site_id, product_id, order_number, purchase_date, description) VALUES ($1, $2, $3, $4, $5, $6::date, $7)
     RETURNING created_at::text AS created_at`,
    [claimId, consumer.consumerNo, site.siteId, productId, orderNumber, body.purchaseDate, body.description.trim()],
  )
  const profile = await profileOf(ctx.db, consumer.consumerNo)
  const words = ACK[site.language]
  if (profile.email) await queueComposedMail(ctx.db, { to: profile.email, siteId: site.siteId, template: 'warrantyClaim', subject: words.warranty(claimId), bodyText: `${words.warranty(claimId)}.\n${words.reply}`, link: `/${site.locale}/account` })
  return { status: 201, body: { claimId, productId, status: 'RECEIVED', createdAt: new Date(row!.created_at).toISOString() } }
}

// ---- contact us -------------------------------------------------------------------------------

type Words = Readonly<Record<'en' | 'fr' | 'de', string>>
const w = (en: string, fr: string, de: string): Words => ({ en, fr, de })

/** Categories and their subjects (ids are stable; labels in the site's language). */
export const CONTACT_CATEGORIES: ReadonlyArray<{ id: string; label: Words; subjects: ReadonlyArray<{ id: string; label: Words }> }> = [
  {
    id: 'orders',
    label: w('Orders and delivery', 'Commandes et livraison', 'Bestellungen und Lieferung'),
    subjects: [
      { id: 'whereIsMyOrder', label: w('Where is my order?', 'Où est ma commande ?', 'Wo ist meine Bestellung?') },
      { id: 'changeOrder', label: w('Change or cancel an order', 'Modifier ou annuler une commande', 'Bestellung ändern oder stornieren') },
      { id: 'damagedOrMissing', label: w('Damaged or missing items', 'Articles endommagés ou manquants', 'Beschädigte oder fehlende Artikel') },
    ],
  },
  {
    id: 'returns',
    label: w('Returns and refunds', 'Retours et remboursements', 'Rücksendungen und Erstattungen'),
    subjects: [
      { id: 'startReturn', label: w('Start a return', 'Faire un retour', 'Rücksendung starten') },
      { id: 'refundStatus', label: w('Refund status', 'Suivi du remboursement', 'Stand der Erstattung') },
    ],
  },
  {
    id: 'products',
    label: w('Products and sizing', 'Produits et tailles', 'Produkte und Größen'),
    subjects: [
      { id: 'sizeAndFit', label: w('Size and fit', 'Taille et coupe', 'Größe und Passform') },
      { id: 'productCare', label: w('Product care', 'Entretien du produit', 'Produktpflege') },
      { id: 'availability', label: w('Availability', 'Disponibilité', 'Verfügbarkeit') },
    ],
  },
  {
    id: 'account',
    label: w('Account and loyalty', 'Compte et fidélité', 'Konto und Treueprogramm'),
    subjects: [
      { id: 'signingIn', label: w('Signing in', 'Connexion', 'Anmeldung') },
      { id: 'loyaltyPoints', label: w('Loyalty points', 'Points de fidélité', 'Treuepunkte') },
      { id: 'personalData', label: w('My personal data', 'Mes données personnelles', 'Meine persönlichen Daten') },
    ],
  },
  {
    id: 'other',
    label: w('Something else', 'Autre chose', 'Etwas anderes'),
    subjects: [
      { id: 'feedback', label: w('Feedback', 'Votre avis', 'Feedback') },
      { id: 'otherQuestion', label: w('Another question', 'Une autre question', 'Eine andere Frage') },
    ],
  },
]

export const contactCategoriesFor = (site: Site): ContactCategory[] =>
  CONTACT_CATEGORIES.map((c) => ({ id: c.id, label: c.label[site.language], subjects: c.subjects.map((s) => ({ id: s.id, label: s.label[site.language] })) }))

const categories = async (ctx: SpecContext<'contactUsCategories'>): Promise<Reply> => ({ body: { categories: contactCategoriesFor(ctx.site()) } })

const contactUs = async (ctx: SpecContext<'contactUs'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const body = ctx.body
  const category = CONTACT_CATEGORIES.find((c) => c.id === body.category)
  if (!category) throw new ApiError(400, 'ATTR300', `category ${body.category} is not a contact category`, { field: 'category', rule: 'pattern' })
  if (!category.subjects.some((s) => s.id === body.subject)) throw new ApiError(400, 'ATTR300', `subject ${body.subject} is not a subject of ${category.id}`, { field: 'subject', rule: 'pattern' })
  checkField('email', body.email, [required, email])
  checkField('firstName', body.firstName, [required, name])
  checkField('lastName', body.lastName, [required, name])
  checkField('message', body.message, [required])
  const limit: Limit = { scope: 'contactUs', key: consumer.consumerNo, max: CASES_PER_HOUR, windowMinutes: 60 }
  await refuseOverLimit(ctx.db, [limit])
  const caseId = `CS${randomBytes(5).toString('hex').toUpperCase()}`
  const [row] = await ctx.db.query<{ created_at: string }>(
    `INSERT INTO contact_cases (case_id, consumer_no, site_id, category, subject, email, first_name, last_name, message, order_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING created_at::text AS created_at`,
    [caseId, consumer.consumerNo, site.siteId, category.id, body.subject, body.email.trim().toLowerCase(), body.firstName.trim(), body.lastName.trim(), body.message.trim(), body.orderNumber?.trim().toUpperCase() || null],
  )
  await recordAttempt(ctx.db, [limit])
  const words = ACK[LOCALE_INFO[site.locale].language]
  await queueComposedMail(ctx.db, {
    to: body.email,
    siteId: site.siteId,
    template: 'contactCase',
    subject: `${BRAND_INFO[site.brand].name}: ${words.contact(caseId)}`,
    bodyText: `${words.contact(caseId)}.\n${words.reply}`,
    link: `/${site.locale}`,
  })
  return { status: 201, body: { caseId, createdAt: new Date(row!.created_at).toISOString() } }
}

export const customerCareRoutes: ReadonlyArray<RouteDef> = [
  route('notificationUpdate', { handler: notifications }),
  route('warranty', { handler: warranty }),
  route('contactUsCategories', { noDb: true, handler: categories }),
  route('contactUs', { handler: contactUs }),
]
