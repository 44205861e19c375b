import { describe, expect, it } from 'vitest'
import { importInTurns } from '../../src/api/schemaFirst'

describe('importInTurns', () => {
  it('loads each part after a turn of the event loop, and resolves with the last part after one more', async () => {
    const log: string[] = []
    // A timer set while a part loads runs before the next part is asked for: the parts' evaluations
    // are separate tasks, so the browser may paint or handle input between them.
    const part = (name: string) => async () => {
      log.push(name)
      setTimeout(() => log.push(`turn after ${name}`), 0)
      return { name }
    }
    const last = await importInTurns(part('errors'), part('events'), part('engine'))
    log.push('caller')
    expect(last).toEqual({ name: 'engine' })
    expect(log).toEqual(['errors', 'turn after errors', 'events', 'turn after events', 'engine', 'turn after engine', 'caller'])
  })

  it('passes a failed import on to the caller', async () => {
    await expect(importInTurns(async () => ({}), () => Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed')
  })
})
