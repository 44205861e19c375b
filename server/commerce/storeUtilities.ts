// The utilities calls of the stores service (spec 001 section 7, Stores and utilities):
//   GET /consumers-v3/utilities/countryList               the countries the address rules know, named in the site's language
//   GET /consumers-v3/utilities/phoneCodes/{countryCode}  a country's dial code and mask (404 API404 for another)
//   GET /consumers-v3/utilities/stores?country=           the brand's stores (an agent session only)
//   GET /consumers-v3/utilities/stores/{storeId}/employees  a store's employees (an agent session only; 404 STR404)
// Stores and employees are staff data: a guest's or a registered shopper's token is 401 AUT432.
import { PHONE_CODES, phoneCodeOf } from '../../src/contract/phoneCodes.ts'
import type { StoreEmployee, UtilityStore } from '../../src/contract/schemas/associates.ts'
import type { Db } from '../db/db.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { agentOf } from './agentGuard.ts'

const countryList = async (ctx: SpecContext<'countryList'>): Promise<Reply> => {
  const site = ctx.site()
  const names = new Intl.DisplayNames([site.language], { type: 'region' })
  return { body: { countries: PHONE_CODES.map((p) => ({ code: p.code, name: names.of(p.code) ?? p.code, dialCode: p.dialCode })) } }
}

const phoneCodes = async (ctx: SpecContext<'phoneCodes'>): Promise<Reply> => {
  const code = phoneCodeOf(String(ctx.params.countryCode ?? ''))
  if (!code) throw notFound('Phone code of this country')
  return { body: { countryCode: code.code, dialCode: code.dialCode, mask: code.mask } }
}

/** The store of the brand with this id, if there is one. */
export const storeOfBrand = async (db: Db, brand: string, storeId: string): Promise<{ id: string; name: string } | undefined> =>
  (await db.query<{ id: string; name: string }>(`SELECT id, name FROM stores WHERE id = $1 AND brand = $2`, [storeId, brand]))[0]

export const employeesOf = async (db: Db, storeId: string): Promise<StoreEmployee[]> =>
  (await db.query<{ employee_id: string; name: string }>(`SELECT employee_id, name FROM store_employees WHERE store_id = $1 ORDER BY position, employee_id`, [storeId])).map((e) => ({
    storeEmployeeId: e.employee_id,
    storeEmployeeName: e.name,
  }))

export const storeNotFound = () => new ApiError(404, 'STR404', 'The store or its employee was not found')

const stores = async (ctx: SpecContext<'stores'>): Promise<Reply> => {
  agentOf(ctx)
  const site = ctx.site()
  const country = ctx.query.get('country')
  // Only stores with staff on record: an associate signs in to one of those.
  const rows = await ctx.db.query<{ id: string; name: string; city: string; country: string }>(
    `SELECT s.id, s.name, s.city, s.country FROM stores s
     WHERE s.brand = $1 AND ($2::text IS NULL OR s.country = $2) AND EXISTS (SELECT 1 FROM store_employees e WHERE e.store_id = s.id)
     ORDER BY s.position`,
    [site.brand, country],
  )
  const list: UtilityStore[] = rows.map((r) => ({ storeId: r.id, storeName: r.name, city: r.city, country: r.country }))
  return { body: { stores: list } }
}

const storeEmployees = async (ctx: SpecContext<'storeEmployees'>): Promise<Reply> => {
  agentOf(ctx)
  const site = ctx.site()
  const store = await storeOfBrand(ctx.db, site.brand, String(ctx.params.storeId ?? ''))
  if (!store) throw storeNotFound()
  return { body: { storeId: store.id, employees: await employeesOf(ctx.db, store.id) } }
}

export const storeUtilityRoutes: ReadonlyArray<RouteDef> = [
  route('countryList', { handler: countryList }),
  route('phoneCodes', { handler: phoneCodes }),
  route('stores', { handler: stores }),
  route('storeEmployees', { handler: storeEmployees }),
]
