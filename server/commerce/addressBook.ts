// The signed-in shopper's address book (docs/decisions/0025): POST /consumers-v3/consumer/address
// adds, PUT …/address/{addressId} changes, DELETE …/address/{addressId} removes; each answers the
// whole book. Fields follow the shared address rules (src/contract/address.ts): a shipping address
// by the home-delivery rules in any country the rules know (the book serves every site; the
// checkout still checks the country against the site), a billing address by the billing rules;
// a refusal is the catalogue's address code (CHK380/CHK320, SHP410/BILL410, SHP500, PAY401). Main
// marks follow the main-address rule (src/contract/addressBook.ts), decided with the consumer row
// locked, so two changes at once cannot both be "the first address".
//   409 CCA400  the same address (all fields, same type) is already in the book
//   404 CCA401  the id is not one of the caller's addresses (another shopper's id included)
//   409 PRO414  the last billing address cannot go while the shopper keeps saved cards
//   400 PRO412  the book is full (MAX_ADDRESSES)
// Registered tokens only (a guest is 401 AUT404).
import { randomBytes } from 'node:crypto'
import { ADDRESS_COUNTRIES, validateAddress, type AddressRules } from '../../src/contract/address.ts'
import { applyMainRule, mainChanges, type BookChange, type BookEntry } from '../../src/contract/addressBook.ts'
import { MAX_ADDRESSES, type AddressBookRequest, type AddressBookResponse } from '../../src/contract/schemas/addressBook.ts'
import type { Address } from '../../src/contract/schemas/cart.ts'
import type { Db } from '../db/db.ts'
import { ApiError } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { addressError } from './checkout.ts'
import { addressesOf } from './consumer.ts'
import { registeredOf } from './token.ts'

const RULES: Record<'S' | 'B', AddressRules> = {
  S: { kind: 'shipping', shipTo: ADDRESS_COUNTRIES, homeDelivery: true },
  B: { kind: 'billing' },
}

/** The book's entries (ids, types, main marks, order), the consumer row locked for the change. */
const lockedBook = async (tx: Db, consumerNo: string): Promise<BookEntry[]> => {
  await tx.query(`SELECT consumer_no FROM consumers WHERE consumer_no = $1 FOR UPDATE`, [consumerNo])
  const rows = await tx.query<{ id: string; approach_type: 'S' | 'B'; main: boolean; seq: string | number }>(
    `SELECT id, approach_type, main, seq FROM consumer_addresses WHERE consumer_no = $1 ORDER BY seq`,
    [consumerNo],
  )
  return rows.map((r) => ({ id: r.id, approachType: r.approach_type, main: r.main, seq: Number(r.seq) }))
}

/** Writes the main marks the rule gave: clears first, then sets (the partial unique index allows one main per type). */
const writeMains = async (tx: Db, before: ReadonlyArray<BookEntry>, after: ReadonlyArray<BookEntry>): Promise<void> => {
  const changes = mainChanges(before, after)
  for (const change of changes.filter((c) => !c.main)) await tx.query(`UPDATE consumer_addresses SET main = false WHERE id = $1`, [change.id])
  for (const change of changes.filter((c) => c.main)) await tx.query(`UPDATE consumer_addresses SET main = true WHERE id = $1`, [change.id])
}

/** The address as stored, or the catalogue's refusal. */
const checked = (body: AddressBookRequest): Address => {
  const check = validateAddress(body, RULES[body.approachType])
  if (!check.valid) throw addressError(check.errors, RULES[body.approachType].kind)
  return check.normalized!
}

const COMPARED = ['recipientFirstName', 'recipientLastName', 'addressLine1', 'addressLine2', 'city', 'postalCode', 'stateCityProvDept', 'country', 'recipientContactPhone'] as const

const sameAddress = (a: Address, b: Address): boolean => COMPARED.every((k) => (a[k] ?? '').toLowerCase() === (b[k] ?? '').toLowerCase())

const refuseDuplicate = async (tx: Db, consumerNo: string, address: Address, type: 'S' | 'B', exceptId?: string): Promise<void> => {
  const book = await addressesOf(tx, consumerNo)
  if (book.some((a) => a.id !== exceptId && a.approachType === type && sameAddress(a, address)))
    throw new ApiError(409, 'CCA400', 'This address is already in the address book')
}

const columns = (address: Address) => [
  address.recipientFirstName,
  address.recipientLastName,
  address.addressLine1,
  address.addressLine2 ?? null,
  address.city,
  address.postalCode,
  address.stateCityProvDept ?? null,
  address.country,
  address.recipientContactPhone,
  address.recipientContactEmail ?? null,
]

const answer = async (tx: Db, consumerNo: string): Promise<Reply> => ({ body: { addresses: await addressesOf(tx, consumerNo) } satisfies AddressBookResponse })

const notInBook = (id: string) => new ApiError(404, 'CCA401', `Address ${id} is not in the address book`)

const add = async (ctx: SpecContext<'addressAdd'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const address = checked(ctx.body)
  const before = await lockedBook(ctx.db, consumer.consumerNo)
  if (before.length >= MAX_ADDRESSES) throw new ApiError(400, 'PRO412', `The address book holds at most ${MAX_ADDRESSES} addresses`, { maxAddresses: MAX_ADDRESSES })
  await refuseDuplicate(ctx.db, consumer.consumerNo, address, ctx.body.approachType)
  const id = `ad_${randomBytes(12).toString('base64url')}`
  const [row] = await ctx.db.query<{ seq: string | number }>(
    `INSERT INTO consumer_addresses (id, consumer_no, approach_type, main, recipient_first_name, recipient_last_name, address_line1, address_line2, city, postal_code, state_region, country, phone, email)
     VALUES ($1, $2, $3, false, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING seq`,
    [id, consumer.consumerNo, ctx.body.approachType, ...columns(address)],
  )
  const change: BookChange = { kind: 'add', id, approachType: ctx.body.approachType, seq: Number(row!.seq), main: ctx.body.main }
  await writeMains(ctx.db, [...before, { id, approachType: ctx.body.approachType, main: false, seq: Number(row!.seq) }], applyMainRule(before, change))
  return { ...(await answer(ctx.db, consumer.consumerNo)), status: 201 }
}

const update = async (ctx: SpecContext<'addressUpdate'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const id = String(ctx.params.addressId ?? '')
  const address = checked(ctx.body)
  const before = await lockedBook(ctx.db, consumer.consumerNo)
  if (!before.some((e) => e.id === id)) throw notInBook(id)
  await refuseDuplicate(ctx.db, consumer.consumerNo, address, ctx.body.approachType, id)
  await ctx.db.query(
    `UPDATE consumer_addresses SET approach_type = $3, main = CASE WHEN approach_type = $3 THEN main ELSE false END,
       recipient_first_name = $4, recipient_last_name = $5, address_line1 = $6, address_line2 = $7, city = $8, postal_code = $9, state_region = $10, country = $11, phone = $12, email = $13
     WHERE id = $1 AND consumer_no = $2`,
    [id, consumer.consumerNo, ctx.body.approachType, ...columns(address)],
  )
  // The row as it is now (main cleared if it changed type), then the rule's marks.
  const now = await lockedBook(ctx.db, consumer.consumerNo)
  await writeMains(ctx.db, now, applyMainRule(before, { kind: 'update', id, approachType: ctx.body.approachType, main: ctx.body.main }))
  return answer(ctx.db, consumer.consumerNo)
}

const remove = async (ctx: SpecContext<'addressRemove'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const id = String(ctx.params.addressId ?? '')
  const before = await lockedBook(ctx.db, consumer.consumerNo)
  const entry = before.find((e) => e.id === id)
  if (!entry) throw notInBook(id)
  if (entry.approachType === 'B' && before.filter((e) => e.approachType === 'B').length === 1) {
    const [cards] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM saved_cards WHERE consumer_no = $1`, [consumer.consumerNo])
    if ((cards?.n ?? 0) > 0) throw new ApiError(409, 'PRO414', 'The last billing address cannot be deleted while cards are saved')
  }
  await ctx.db.query(`DELETE FROM consumer_addresses WHERE id = $1 AND consumer_no = $2`, [id, consumer.consumerNo])
  const after = applyMainRule(before, { kind: 'remove', id })
  await writeMains(
    ctx.db,
    before.filter((e) => e.id !== id),
    after,
  )
  return answer(ctx.db, consumer.consumerNo)
}

export const addressBookRoutes: ReadonlyArray<RouteDef> = [
  route('addressAdd', { handler: add }),
  route('addressUpdate', { handler: update }),
  route('addressRemove', { handler: remove }),
]
