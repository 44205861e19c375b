// What a sign-in does with the guest's basket and saved-for-later list (docs/decisions/0015, spec
// 000 section 4 "Guest versus registered"). Only the guest's own objects move: the token exchange
// passes the guest behind the request's own guest bearer, and a basket or list is taken only when
// it belongs to that guest and to the request's site (baskets are per site, decision 0004);
// anything else is ignored without a word, so another shopper's basket id never merges.
//   basket: when the member already has an open basket with lines on this site, the guest's lines
//     move into it (a variant it already holds adds up, capped at the line maximum min(999999,
//     product max); the member's line keeps its delivery, as a basket holds one line per variant),
//     the guest basket is consumed, and mergedItems counts the guest lines merged. Otherwise the
//     guest basket becomes the member's (mergedItems 0). Free-gift lines do not move: promotions
//     give them again. Coupons, gift cards and addresses of a merged guest basket stay behind.
//   saved for later: moved into the member's list on this site (same variant: quantities add), or
//     the list becomes the member's when they have none.
//   favourites: the same, by product (favourites.ts, mergeFavourites): the guest's list on this
//     site merges even when the exchange does not name it (the bearer proves it is the guest's);
//     when the exchange names a favoriteId it must be that list.
// The answer's basketId is the member's open basket on this site afterwards (or null).
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import type { Consumer } from '../http/types.ts'
import { DEFAULT_MAX_QTY } from './products.ts'
import { mergeFavourites } from './favourites.ts'

export interface SignInObjects {
  /** The registered consumer signing in. */
  readonly memberNo: string
  readonly site: Site
  /** The guest proven by the request's own guest bearer token; without it nothing merges. */
  readonly guest: Consumer | undefined
  readonly basketId: string | undefined
  readonly saveForLaterId: string | undefined
  /** The guest's favourites list, when the exchange names it (guestObjects.favoriteId). */
  readonly favoriteId?: string | undefined
}

export interface SignInBaskets {
  readonly basketId: string | null
  readonly mergedItems: number
}

/** The member's open basket on the site, most recently changed first. */
const openBasket = async (tx: Db, consumerNo: string, site: Site): Promise<{ id: string; lines: number } | undefined> => {
  const [row] = await tx.query<{ id: string; lines: number }>(
    `SELECT b.id, (SELECT count(*)::int FROM basket_items bi WHERE bi.basket_id = b.id AND NOT bi.bonus) AS lines
     FROM baskets b WHERE b.consumer_no = $1 AND b.site_id = $2 AND b.consumed_at IS NULL
     ORDER BY b.updated_at DESC, b.created_at DESC, b.id LIMIT 1 FOR UPDATE OF b`,
    [consumerNo, site.siteId],
  )
  return row
}

/** The guest's open basket on the site, locked; undefined when the id is not theirs there. */
const guestBasket = async (tx: Db, basketId: string, guestNo: string, site: Site): Promise<string | undefined> => {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM baskets WHERE id = $1 AND consumer_no = $2 AND site_id = $3 AND consumed_at IS NULL FOR UPDATE`,
    [basketId, guestNo, site.siteId],
  )
  return row?.id
}

const mergeLines = async (tx: Db, fromId: string, intoId: string): Promise<number> => {
  const lines = await tx.query<{ id: string; sku: string; qty: number; max_qty: number }>(
    `SELECT bi.id, bi.sku, bi.qty, p.max_qty FROM basket_items bi JOIN variants v ON v.sku = bi.sku JOIN products p ON p.id = v.product_id
     WHERE bi.basket_id = $1 AND NOT bi.bonus ORDER BY bi.position`,
    [fromId],
  )
  for (const line of lines) {
    const cap = Math.min(DEFAULT_MAX_QTY, line.max_qty)
    const [existing] = await tx.query<{ id: string; qty: number }>(`SELECT id, qty FROM basket_items WHERE basket_id = $1 AND sku = $2`, [intoId, line.sku])
    if (existing) await tx.query(`UPDATE basket_items SET qty = $2 WHERE id = $1`, [existing.id, Math.min(cap, existing.qty + line.qty)])
    else
      // The row itself moves, with its delivery (pickup store, gift option) as the guest chose it.
      await tx.query(
        `UPDATE basket_items SET basket_id = $2, qty = LEAST(qty, $3),
           position = (SELECT coalesce(max(position), 0) + 1 FROM basket_items WHERE basket_id = $2)
         WHERE id = $1`,
        [line.id, intoId, cap],
      )
  }
  await tx.query(`UPDATE baskets SET consumed_at = now(), version = version + 1, updated_at = now() WHERE id = $1`, [fromId])
  await tx.query(`UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1`, [intoId])
  return lines.length
}

const mergeSavedForLater = async (tx: Db, listId: string, guestNo: string, memberNo: string, site: Site): Promise<void> => {
  const [guestList] = await tx.query<{ id: string }>(`SELECT id FROM save_for_later WHERE id = $1 AND consumer_no = $2 AND site_id = $3 FOR UPDATE`, [
    listId,
    guestNo,
    site.siteId,
  ])
  if (!guestList) return
  const [memberList] = await tx.query<{ id: string }>(`SELECT id FROM save_for_later WHERE consumer_no = $1 AND site_id = $2 FOR UPDATE`, [memberNo, site.siteId])
  if (!memberList) {
    await tx.query(`UPDATE save_for_later SET consumer_no = $2 WHERE id = $1`, [guestList.id, memberNo])
    return
  }
  const items = await tx.query<{ sku: string; qty: number }>(`SELECT sku, qty FROM save_for_later_items WHERE list_id = $1 ORDER BY position`, [guestList.id])
  for (const item of items)
    await tx.query(
      `INSERT INTO save_for_later_items (id, list_id, sku, qty, position)
       VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM save_for_later_items WHERE list_id = $2))
       ON CONFLICT (list_id, sku) DO UPDATE SET qty = save_for_later_items.qty + EXCLUDED.qty, position = EXCLUDED.position`,
      [randomBytes(12).toString('hex'), memberList.id, item.sku, item.qty],
    )
  await tx.query(`DELETE FROM save_for_later WHERE id = $1`, [guestList.id])
}

/** Merges or adopts the guest's objects (inside the exchange's transaction) and names the member's basket on this site. */
export const signInBaskets = async (tx: Db, objects: SignInObjects): Promise<SignInBaskets> => {
  const { memberNo, site, guest } = objects
  let mergedItems = 0
  let basketId: string | null = null
  const fromGuest = guest && objects.basketId ? await guestBasket(tx, objects.basketId, guest.consumerNo, site) : undefined
  const member = await openBasket(tx, memberNo, site)
  if (fromGuest && member && member.lines > 0) {
    mergedItems = await mergeLines(tx, fromGuest, member.id)
    basketId = member.id
  } else if (fromGuest) {
    await tx.query(`UPDATE baskets SET consumer_no = $2, version = version + 1, updated_at = now() WHERE id = $1`, [fromGuest, memberNo])
    basketId = fromGuest
  } else basketId = member?.id ?? null
  if (basketId) await tx.query(`UPDATE consumers SET current_basket_id = $2 WHERE consumer_no = $1`, [memberNo, basketId])
  if (guest && objects.saveForLaterId) await mergeSavedForLater(tx, objects.saveForLaterId, guest.consumerNo, memberNo, site)
  if (guest) await mergeFavourites(tx, guest.consumerNo, memberNo, site, objects.favoriteId)
  return { basketId, mergedItems }
}
