// npm run replay -- <log.json> [--language en|fr|de]
// Replays a shopper's exported event log in Node (no network): prints one line per event and a
// summary of the final state, then checks the replayed state against the hash recorded in the export.
// Failures are shown in the engineer's language (English unless --language says otherwise), whatever
// the shopper's was: events hold a failure's facts, localized here as the page localizes them.
// Exit codes: 0 replayed and matching; 1 usage or unreadable file; 2 malformed log; 3 hash mismatch.
import { readFile } from 'node:fs/promises'
import { LANGUAGES, type Language } from '../src/contract/errorCatalogue'
import { MalformedLog, describeEvent, failureOfEvent, parseDebugExport, replayExport } from '../src/engine/replay/replay'
import { failureText, type FailureToLocalize } from '../src/contract/errorCatalogue'

const USAGE = `usage: npm run replay -- <log.json> [--language ${LANGUAGES.join('|')}]`

/** The log file and the language failures are shown in (`--language fr` or `--language=fr`; English by default). */
const parseArgs = (args: ReadonlyArray<string>): { file: string; language: Language } | undefined => {
  let file: string | undefined
  let language: string = 'en'
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--language') language = args[++i] ?? ''
    else if (arg.startsWith('--language=')) language = arg.slice('--language='.length)
    else if (arg.startsWith('-') || file !== undefined) return undefined
    else file = arg
  }
  const known = LANGUAGES.find((l) => l === language)
  return file && known ? { file, language: known } : undefined
}

const main = async (): Promise<number> => {
  const args = parseArgs(process.argv.slice(2))
  if (!args) {
    console.error(USAGE)
    return 1
  }
  const { file, language } = args
  const shown = (failure: FailureToLocalize) => `${failure.code}: ${failureText(failure, language)}`
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
    for (const event of result.events) {
      const failure = failureOfEvent(event)
      console.log(failure ? `${describeEvent(event)}  "${failureText(failure, language)}"` : describeEvent(event))
    }
    const { cart, session } = result.final
    console.log('')
    console.log(`site            ${log.siteId}${log.exportedAt ? `, exported ${log.exportedAt}` : ''}`)
    console.log(`language        ${language} (failures shown in it)`)
    console.log(`events          ${result.events.length}`)
    console.log(`session         ${session.consumerNo ?? '(none)'} (${session.status})`.trimEnd())
    console.log(`cart            ${cart.basketId ?? '(none)'}, ${cart.count} unit(s) in ${cart.items.length} line(s)${cart.pending.length ? `, ${cart.pending.length} pending` : ''}`)
    for (const line of cart.items) {
      console.log(`  ${line.sku.padEnd(16)} x${String(line.qty).padEnd(4)} ${line.rowTotal.toFixed(2).padStart(10)} ${cart.currency ?? ''}${line.pending ? `  (pending ${line.pending})` : ''}  ${line.name}`)
    }
    if (cart.totals) console.log(`totals          subtotal ${cart.totals.itemSubTotal.toFixed(2)}, shipping ${cart.totals.shipping.toFixed(2)}, tax ${cart.totals.tax.toFixed(2)}, total ${cart.totals.total.toFixed(2)} ${cart.currency ?? ''}`)
    if (cart.lastError) console.log(`last error      ${shown(cart.lastError)}`)
    const { checkout } = result.final
    if (checkout.lastError) console.log(`checkout error  ${shown(checkout.lastError)} (${checkout.lastError.command})`)
    if (session.accountError) console.log(`account error   ${shown(session.accountError)} (${session.accountError.command})`)
    if (session.lastError) console.log(`token error     ${shown(session.lastError)}`)
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
