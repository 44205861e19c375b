// The commands one engine knows (the registry and `options.commands`; built-in names cannot be
// replaced), whether each may wait in the outbox, and their decoders and log encoders, made once
// per spec.
import { Schema } from 'effect'
import type { CommandSpec } from '../commands/command'
import { COMMANDS } from '../commands/registry'
import { hasSecrets, redactWith } from '../secrets'
import type { AnySpec } from './types'

export interface CommandSpecs {
  readonly specOf: (tag: string) => AnySpec | undefined
  /** Queueable, unless its schema has a Secret field (its payload would be logged). */
  readonly isQueueable: (spec: AnySpec) => boolean
  readonly decodeWith: (spec: AnySpec, input: unknown) => { readonly _tag: string }
  /** The command as logged in CommandQueued: encoded, Secret fields redacted (none, as such commands are never queued). */
  readonly encodeForLog: (spec: AnySpec, command: unknown) => unknown
}

export const makeCommandSpecs = (extra?: Readonly<Record<string, CommandSpec<{ readonly _tag: string }>>>): CommandSpecs => {
  const specs: Record<string, AnySpec> = { ...(extra ?? {}), ...(COMMANDS as unknown as Record<string, AnySpec>) }
  const specOf = (tag: string): AnySpec | undefined => (Object.hasOwn(specs, tag) ? specs[tag] : undefined)
  const queueableCache = new Map<AnySpec, boolean>()
  const isQueueable = (spec: AnySpec): boolean => {
    let known = queueableCache.get(spec)
    if (known === undefined) {
      known = spec.queueable === true && !hasSecrets(spec.schema)
      queueableCache.set(spec, known)
    }
    return known
  }
  const decoders = new Map<AnySpec, (input: unknown) => { readonly _tag: string }>()
  const decodeWith = (spec: AnySpec, input: unknown): { readonly _tag: string } => {
    let decode = decoders.get(spec)
    if (!decode) {
      decode = Schema.decodeUnknownSync(spec.schema)
      decoders.set(spec, decode)
    }
    return decode(input)
  }
  const encoders = new Map<AnySpec, (command: unknown) => unknown>()
  const encodeForLog = (spec: AnySpec, command: unknown): unknown => {
    let encode = encoders.get(spec)
    if (!encode) {
      const toJson = Schema.encodeUnknownSync(spec.schema)
      const redact = redactWith(spec.schema)
      encode = (value) => redact(toJson(value))
      encoders.set(spec, encode)
    }
    return encode(command)
  }
  return { specOf, isQueueable, decodeWith, encodeForLog }
}
