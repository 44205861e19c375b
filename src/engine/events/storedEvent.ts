// The stored form of an event: the fact itself (`payload`, a tagged struct of events/*.ts) and the
// envelope the engine adds (`seq` global order, `stream` aggregate/site, `commandId`, `at`, `v`).
// An exported log is a list of these (after the snapshot it starts from, if any); replay needs nothing else.
import { Schema } from 'effect'

export const StoredEventSchema = Schema.Struct({
  seq: Schema.Number,
  stream: Schema.String,
  commandId: Schema.String,
  at: Schema.Number,
  v: Schema.Number,
  type: Schema.String,
  payload: Schema.Unknown,
})
export type StoredEventRecord = typeof StoredEventSchema.Type

/**
 * The envelope checked by hand (what StoredEventSchema checks, without Schema's per-record cost):
 * the log reads 100,000 records at a cold start, and the engine's own records need no more than this
 * before their payload is trusted (events/engineEvents.ts, decodeOwnRecord).
 */
export const isStoredEventRecord = (value: unknown): value is StoredEventRecord => {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Record<string, unknown>
  return (
    typeof r.seq === 'number' &&
    typeof r.stream === 'string' &&
    typeof r.commandId === 'string' &&
    typeof r.at === 'number' &&
    typeof r.v === 'number' &&
    typeof r.type === 'string' &&
    'payload' in r
  )
}

/** A decoded stored event whose payload is one of the engine's events. */
export interface StoredEvent<E extends { readonly _tag: string } = { readonly _tag: string }> {
  readonly seq: number
  readonly stream: string
  readonly commandId: string
  readonly at: number
  /** Schema version, also the `vN.` prefix of the type. */
  readonly v: number
  readonly type: E['_tag']
  readonly payload: E
}

/** `product`: the shopper's votes, reports, questions and sign-ups on product pages. */
export type Aggregate = 'cart' | 'session' | 'product' | 'account' | 'favourites'

/** One stream per aggregate and site (a cart in USD never mixes with one in EUR). */
export const streamOf = (aggregate: Aggregate, siteId: string): string => `${aggregate}/${siteId}`

export const aggregateOfStream = (stream: string): string => stream.slice(0, stream.indexOf('/'))
export const siteOfStream = (stream: string): string => stream.slice(stream.indexOf('/') + 1)

/** `v1.CartReplaced` → 1 */
export const versionOf = (type: string): number => {
  const match = /^v(\d+)\./.exec(type)
  return match ? Number(match[1]) : 1
}

/** IndexedDB key of an event: its zero-padded seq, so key order is log order. */
export const keyOfSeq = (seq: number): string => String(seq).padStart(12, '0')
