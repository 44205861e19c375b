// What the shopper did, and what it should have come to. The commands on the device (every
// `CommandQueued` of the shared log, whichever tab wrote them) are folded, in the order they settle
// (the outbox sends one at a time in queue order: the order the server applied them in), over a
// model of the cart and the saved-for-later list, by SKU (a cart has
// one line per SKU; a line the shopper targets by item id is the line of its SKU). Each command's
// settlement must be the one the model expects: an add always succeeds; a change, a removal, a save
// for later succeed while their line is in the cart, and otherwise fail (a quantity change: PLP400)
// or are skipped; a move back or removal of a saved item succeed while it is saved. Anything else
// is a lost (or invented) change. When the server ends a guest's session, the engine carries the
// cart over to the new guest; the old guest's saved-for-later list stays with the old guest (a
// known limit: docs/decisions/0022), so the model empties the list at the new guest's session.
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'

export interface Expected {
  readonly cart: ReadonlyMap<string, number>
  readonly saved: ReadonlyMap<string, number>
  /** Commands whose settlement was not what the model expects, or that settled other than once. */
  readonly problems: ReadonlyArray<string>
  /** Commands on the device. */
  readonly commands: number
}

interface Settlement {
  readonly outcome: 'succeeded' | 'failed' | 'skipped'
  readonly code: string | undefined
}

const tagOf = (command: unknown): string => String((command as { _tag?: unknown } | null)?._tag ?? '')

export const expectedFrom = (records: ReadonlyArray<StoredEventRecord>): Expected => {
  const settlements = new Map<string, Settlement[]>()
  const savedSkus = new Map<string, string>()
  const cartItemSkus = new Map<string, string>()
  for (const r of records) {
    if (r.type === 'v1.CommandSettled') {
      const p = r.payload as { outcome: Settlement['outcome']; code?: string }
      settlements.set(r.commandId, [...(settlements.get(r.commandId) ?? []), { outcome: p.outcome, code: p.code }])
    }
    // Saved items and cart lines by id, as the server named them (ids are never reused).
    if (r.type === 'v1.SavedForLaterReceived') for (const item of (r.payload as { list: { items: Array<{ itemId: string; productId: string }> } }).list.items) savedSkus.set(item.itemId, item.productId)
    if (r.type === 'v1.CartSnapshotReceived' || r.type === 'v1.CartRefreshed' || r.type === 'v1.CartReplaced') {
      const cart = (r.payload as { cart: { items: Array<{ id: string; productId: string }> } | null }).cart
      for (const item of cart?.items ?? []) cartItemSkus.set(item.id, item.productId)
    }
  }
  const cart = new Map<string, number>()
  const saved = new Map<string, number>()
  const problems: string[] = []
  const queued = new Map<string, Record<string, unknown>>()
  for (const r of records) if (r.type === 'v1.CommandQueued') queued.set(r.commandId, (r.payload as { command: Record<string, unknown> }).command)
  for (const [commandId, command] of queued) {
    const count = settlements.get(commandId)?.length ?? 0
    if (count !== 1) problems.push(`${commandId} ${tagOf(command)}: settled ${count} times`)
  }
  // In log order: a command takes effect where it settles (the outbox sends one at a time, in queue
  // order, so that is the order the server applied them in), a new guest's session where it starts.
  let guest: string | undefined
  for (const r of records) {
    if (r.type === 'v1.SessionStarted') {
      const session = r.payload as { consumerNo: string; tokenType: string }
      if (session.tokenType === 'Guest') {
        if (guest !== undefined && guest !== session.consumerNo) saved.clear()
        guest = session.consumerNo
      }
    }
    if (r.type !== 'v1.CommandSettled') continue
    const command = queued.get(r.commandId)
    if (!command) continue
    const tag = tagOf(command)
    const said = settlements.get(r.commandId) ?? []
    if (said.length !== 1) continue
    const { outcome, code } = said[0]!
    const expect = (wanted: Settlement['outcome'] | ReadonlyArray<Settlement['outcome']>, why: string) => {
      const ok = typeof wanted === 'string' ? outcome === wanted : wanted.includes(outcome)
      if (!ok) problems.push(`${r.commandId} ${tag} (${why}): ${outcome}${code ? ` ${code}` : ''}, expected ${String(wanted)}`)
      return ok
    }
    const lineSku = () => (command.sku as string | undefined) ?? cartItemSkus.get(String(command.itemId))
    switch (tag) {
      case 'cart.AddItem': {
        const sku = String(command.sku)
        if (expect('succeeded', `add ${sku}`)) cart.set(sku, (cart.get(sku) ?? 0) + Number(command.qty))
        break
      }
      case 'cart.ChangeQuantity': {
        const sku = lineSku()
        if (sku !== undefined && cart.has(sku)) {
          if (expect('succeeded', `${sku} → ${String(command.qty)}`)) cart.set(sku, Number(command.qty))
        } else if (expect('failed', `${sku ?? '?'} is not in the cart`) && code !== 'PLP400') problems.push(`${r.commandId} ${tag}: failed ${code}, expected PLP400`)
        break
      }
      case 'cart.RemoveItem': {
        const sku = lineSku()
        if (sku !== undefined && cart.has(sku)) {
          if (expect('succeeded', `remove ${sku}`)) cart.delete(sku)
        } else expect(['skipped', 'failed'], `${sku ?? '?'} is not in the cart`)
        break
      }
      case 'cart.SaveForLater': {
        const sku = lineSku()
        if (sku !== undefined && cart.has(sku)) {
          if (expect('succeeded', `save ${sku}`)) {
            saved.set(sku, (saved.get(sku) ?? 0) + cart.get(sku)!)
            cart.delete(sku)
          }
        } else expect(['skipped', 'failed'], `${sku ?? '?'} is not in the cart`)
        break
      }
      case 'cart.MoveToCart':
      case 'cart.RemoveSaved': {
        const sku = savedSkus.get(String(command.itemId))
        if (sku !== undefined && saved.has(sku)) {
          if (expect('succeeded', `${tag === 'cart.MoveToCart' ? 'move back' : 'remove saved'} ${sku}`)) {
            if (tag === 'cart.MoveToCart') cart.set(sku, (cart.get(sku) ?? 0) + saved.get(sku)!)
            saved.delete(sku)
          }
        } else expect(['skipped', 'failed'], `${sku ?? '?'} is not saved`)
        break
      }
      default:
        problems.push(`${r.commandId}: unexpected queued command ${tag}`)
    }
  }
  return { cart, saved, problems, commands: queued.size }
}

/** Two SKU → quantity maps, as sorted text (for equality and messages). */
export const linesText = (lines: ReadonlyMap<string, number> | ReadonlyArray<readonly [string, number]>): string =>
  [...(lines instanceof Map ? lines.entries() : (lines as ReadonlyArray<readonly [string, number]>))]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, qty]) => `${sku}×${qty}`)
    .join(', ') || '(empty)'
