// npm run replay -- <log.json>
// Replays a shopper's exported event log in Node (no network): prints one line per event and a
// summary of the final state, then checks the replayed state against the hash recorded in the export.
// Exit codes: 0 replayed and matching; 1 usage or unreadable file; 2 malformed log; 3 hash mismatch.
import { readFile } from 'node:fs/promises'
import { MalformedLog, describeEvent, parseDebugExport, replayExport } from '../src/engine/replay/replay'
import { failureText } from '../src/ui/FailureMessage'

const main = async (): Promise<number> => {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: npm run replay -- <log.json>')
    return 1
  }
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  try {
    const log = parseDebugExport(json)
    const result = await replayExport(log)
    for (const event of result.events) console.log(describeEvent(event))
    const { cart, session } = result.final
    console.log('')
    console.log(`site            ${log.siteId}${log.exportedAt ? `, exported ${log.exportedAt}` : ''}`)
    console.log(`events          ${result.events.length}`)
    console.log(`session         ${session.consumerNo ?? '(none)'} (${session.status})`.trimEnd())
    console.log(`cart            ${cart.basketId ?? '(none)'}, ${cart.count} unit(s) in ${cart.items.length} line(s)${cart.pending.length ? `, ${cart.pending.length} pending` : ''}`)
    for (const line of cart.items) {
      console.log(`  ${line.sku.padEnd(16)} x${String(line.qty).padEnd(4)} ${line.rowTotal.toFixed(2).padStart(10)} ${cart.currency ?? ''}${line.pending ? `  (pending ${line.pending})` : ''}  ${line.name}`)
    }
    if (cart.totals) console.log(`totals          subtotal ${cart.totals.itemSubTotal.toFixed(2)}, shipping ${cart.totals.shipping.toFixed(2)}, tax ${cart.totals.tax.toFixed(2)}, total ${cart.totals.total.toFixed(2)} ${cart.currency ?? ''}`)
    if (cart.lastError) console.log(`last error      ${cart.lastError.code}: ${failureText(cart.lastError, 'en')}`)
    console.log(`state hash      ${result.hash}`)
    if (!result.matches) {
      console.error(`MISMATCH: the export recorded ${result.expectedHash}; the replayed state differs from the shopper's live state`)
      return 3
    }
    console.log('replayed state matches the export')
    return 0
  } catch (error) {
    if (error instanceof MalformedLog) {
      console.error(`malformed log: ${error.message}`)
      return 2
    }
    throw error
  }
}

process.exitCode = await main()
