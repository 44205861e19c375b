// The commands one engine knows (core/commandSpecs.ts): extra commands by name beside the built-in
// ones (which they cannot replace), queueable only without Secret fields, and commands logged in
// CommandQueued as encoded with their Secret fields redacted.
import { Effect, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { defineCommand } from '../../src/engine/commands/command'
import { COMMANDS } from '../../src/engine/commands/registry'
import { makeCommandSpecs } from '../../src/engine/core/commandSpecs'
import { CartCommandFailed } from '../../src/engine/events/cart'
import { failureFacts } from '../../src/engine/events/failure'
import { REDACTED, Secret } from '../../src/engine/secrets'

const specWith = <F extends Schema.Struct.Fields>(tag: string, fields: F) =>
  defineCommand<{ readonly _tag: string }, typeof CartCommandFailed.Type>({
    aggregate: 'cart',
    schema: Schema.TaggedStruct(tag, fields) as never,
    queueable: true,
    handle: () => Effect.succeed([]),
    failed: (commandId, failure) => CartCommandFailed.make({ commandId, ...failureFacts(failure) }),
  })

describe('command specs', () => {
  it('knows extra commands by name, but a built-in name keeps its built-in command', () => {
    const extra = specWith('test.Note', { text: Schema.String })
    const impostor = specWith('cart.AddItem', { text: Schema.String })
    const specs = makeCommandSpecs({ 'test.Note': extra, 'cart.AddItem': impostor })
    expect(specs.specOf('test.Note')).toBe(extra)
    expect(specs.specOf('cart.AddItem')).toBe(COMMANDS['cart.AddItem'])
    expect(specs.specOf('toString')).toBeUndefined()
    expect(specs.specOf('test.Unknown')).toBeUndefined()
  })

  it('a queueable command with a Secret field is run directly (it would be logged), and logged redacted', () => {
    const plain = specWith('test.Note', { text: Schema.String })
    const secret = specWith('test.Pay', { card: Secret, amount: Schema.Number })
    const specs = makeCommandSpecs({ 'test.Note': plain, 'test.Pay': secret })
    expect(specs.isQueueable(plain)).toBe(true)
    expect(specs.isQueueable(secret)).toBe(false)
    const command = specs.decodeWith(secret, { _tag: 'test.Pay', card: '4111111111111111', amount: 12 })
    expect(specs.encodeForLog(secret, command)).toEqual({ _tag: 'test.Pay', card: REDACTED, amount: 12 })
    expect(() => specs.decodeWith(plain, { _tag: 'test.Note' })).toThrow()
  })
})
