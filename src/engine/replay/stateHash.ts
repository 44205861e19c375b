// A stable fingerprint of the projected state: SHA-256 of its canonical JSON (object keys sorted).
// Only what events project is hashed, so a replayed log can be checked against the live state it
// was exported from.
import { projectedPart, type EngineState } from '../projections/engineState'

/** JSON with object keys sorted at every level; `undefined` members are dropped, as JSON.stringify does. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.keys(v as Record<string, unknown>).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
    }
    return v
  })


export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Hash of the part of the state that events produce (runtime flags such as online are left out). */
export const stateHash = (state: EngineState): Promise<string> => sha256Hex(canonicalJson(projectedPart(state)))
