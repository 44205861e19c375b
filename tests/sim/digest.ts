// Web Crypto's SHA-256 in Node completes on a worker thread, at a moment no simulation step
// controls (signing in hashes the PKCE verifier). The simulation swaps it for the same digest
// computed synchronously (node:crypto), resolved as a promise, so a run stays a pure function of its
// seed. Only SHA-256, the one digest the engine asks for; anything else goes to the real one.
import { createHash } from 'node:crypto'

let installed = false

export const installSyncDigest = (): void => {
  if (installed) return
  installed = true
  const subtle = globalThis.crypto.subtle
  const real = subtle.digest.bind(subtle)
  const digest = (algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name
    if (name.toUpperCase() !== 'SHA-256') return real(algorithm, data)
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    const hash = createHash('sha256').update(bytes).digest()
    return Promise.resolve(hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer)
  }
  Object.defineProperty(subtle, 'digest', { value: digest, configurable: true })
}
