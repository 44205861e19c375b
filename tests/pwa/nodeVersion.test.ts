import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { MINIMUM_NODE, unsupportedNode } from '../../src/pwa/server/nodeVersion'

describe('the Node the server starts on', () => {
  it('is refused below 22.12, with the Node to use', () => {
    for (const version of ['20.19.5', 'v20.19.5', '22.11.0', '18.20.4', '']) {
      expect(unsupportedNode(version)).toMatch(/needs Node 22\.12 or later.*npm start/)
    }
    expect(unsupportedNode('20.19.5')).toContain('Node 20.19.5 cannot run this server')
  })

  it('is taken from 22.12 on', () => {
    for (const version of ['22.12.0', '22.23.3', 'v22.23.3', '23.0.0', '24.11.1']) expect(unsupportedNode(version)).toBeUndefined()
  })

  it('is the floor package.json names in engines', () => {
    const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }
    expect(engines.node).toBe(`>=${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}`)
  })
})
