// The lazy server-function fetcher plugin: only createClientRpc's import of the fetcher is replaced,
// the replacement imports the real module when called and passes the call through, and a Start
// without that import fails the build.
import { describe, expect, it, vi } from 'vitest'
import { lazyServerFnFetcher } from '../../src/build/lazyServerFnFetcher'

const RPC = '/app/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/createClientRpc.js'
const REAL = '/app/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/serverFnFetcher.js'

type Hook = (this: unknown, ...args: never[]) => unknown
const hook = (plugin: ReturnType<typeof lazyServerFnFetcher>, name: 'resolveId' | 'load' | 'buildEnd') => plugin[name] as unknown as Hook

const context = () => ({ resolve: vi.fn(async () => ({ id: REAL })), error: vi.fn((message: string) => { throw new Error(message) }) })

describe('lazyServerFnFetcher', () => {
  it('answers createClientRpc’s import of the fetcher with a module that imports it on call', async () => {
    const plugin = lazyServerFnFetcher()
    const ctx = context()
    const id = (await hook(plugin, 'resolveId').call(ctx, ...(['./serverFnFetcher.js', RPC] as never[]))) as string
    expect(id).toMatch(/^\0/)
    const code = hook(plugin, 'load').call(ctx, ...([id] as never[])) as string
    expect(code).toContain(`import(${JSON.stringify(REAL)})`)
    expect(code).toMatch(/export const serverFnFetcher = \(\.\.\.args\) => import\(.*\)\.then\(\(m\) => m\.serverFnFetcher\(\.\.\.args\)\)/)
    expect(() => hook(plugin, 'buildEnd').call(ctx)).not.toThrow()
  })

  it('leaves every other import alone', async () => {
    const plugin = lazyServerFnFetcher()
    const ctx = context()
    expect(await hook(plugin, 'resolveId').call(ctx, ...(['./serverFnFetcher.js', '/app/node_modules/@tanstack/start-client-core/dist/esm/index.js'] as never[]))).toBeNull()
    expect(await hook(plugin, 'resolveId').call(ctx, ...(['./constants.js', RPC] as never[]))).toBeNull()
    expect(hook(plugin, 'load').call(ctx, ...(['/app/src/router.tsx'] as never[]))).toBeNull()
  })

  it('fails the build when Start no longer imports the fetcher there', () => {
    const plugin = lazyServerFnFetcher()
    expect(() => hook(plugin, 'buildEnd').call(context())).toThrow(/update src\/build\/lazyServerFnFetcher\.ts/)
  })
})
