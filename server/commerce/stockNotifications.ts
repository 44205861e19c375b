// Back-in-stock sign-up (PUT /products/v1/notifications, spec 001 section 7): a shopper leaves an
// e-mail address for a sold-out size of the site's brand; it is stored (one sign-up per address and
// size) for the warehouse's restock run to send. A size in stock takes none (400 ATTR300: the page
// offers the sign-up only for sold-out sizes); a malformed address is AUT453.
import { randomBytes } from 'node:crypto'
import { isEmail } from '../../src/contract/address.ts'
import type { BackInStockResponse } from '../../src/contract/schemas/productPage.ts'
import { ApiError, badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { consumerOf } from './reviews.ts'

export const invalidEmail = () => new ApiError(400, 'AUT453', 'email is not a valid e-mail address')

const signUp = async (ctx: SpecContext<'backInStockNotification'>): Promise<Reply> => {
  const consumerNo = consumerOf(ctx)
  const site = ctx.site()
  const email = ctx.body.email.trim().toLowerCase()
  if (!isEmail(email)) throw invalidEmail()
  const [variant] = await ctx.db.query<{ stock: number }>(
    `SELECT v.stock FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = $1 AND p.brand = $2`,
    [ctx.body.sku, site.brand],
  )
  if (!variant) throw notFound(`Variant ${ctx.body.sku}`)
  if (variant.stock > 0) throw badPayload(`sku ${ctx.body.sku} is in stock`)
  const [created] = await ctx.db.query<{ id: string }>(
    `INSERT INTO stock_notifications (id, sku, email, site_id, consumer_no) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (sku, email) DO NOTHING RETURNING id`,
    [`N${randomBytes(8).toString('hex')}`, ctx.body.sku, email, site.siteId, consumerNo],
  )
  const [existing] = created ? [created] : await ctx.db.query<{ id: string }>(`SELECT id FROM stock_notifications WHERE sku = $1 AND email = $2`, [ctx.body.sku, email])
  const body: BackInStockResponse = { notificationId: existing!.id, sku: ctx.body.sku, status: created ? 'subscribed' : 'alreadySubscribed' }
  return { status: created ? 201 : 200, body }
}

export const stockNotificationRoutes: ReadonlyArray<RouteDef> = [route('backInStockNotification', { handler: signUp })]
