// Password hashing for registered consumers: scrypt (node:crypto) with a per-user random salt,
// stored as `scrypt$N$r$p$<salt>$<hash>` (base64url), checked with a constant-time compare. A
// password is never stored, logged or put in an error message. An unknown e-mail is checked against
// a dummy hash, so it costs the same time as a wrong password.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const N = 16_384
const R = 8
const P = 1
const KEY_LENGTH = 32
const SALT_LENGTH = 16
const MAX_PASSWORD_LENGTH = 1024

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))))

/**
 * The stored form of a password. `salt` is for the seed only (deterministic rows for its published
 * test accounts); everything else gets a fresh random salt.
 */
export const hashPassword = async (password: string, salt: Buffer = randomBytes(SALT_LENGTH)): Promise<string> => {
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P })
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** A hash no password matches, for unknown e-mails (same work as a real check). */
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(SALT_LENGTH).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`

/** Whether `password` matches `stored`; false for a malformed or missing hash (checked against a dummy hash, same cost). */
export const verifyPassword = async (password: string, stored: string | null | undefined): Promise<boolean> => {
  if (password.length > MAX_PASSWORD_LENGTH) return false
  const parts = (stored ?? DUMMY_HASH).split('$')
  const valid = parts.length === 6 && parts[0] === 'scrypt'
  const [, n, r, p, salt, hash] = valid ? parts : DUMMY_HASH.split('$')
  const expected = Buffer.from(hash!, 'base64url')
  const key = await scrypt(password, Buffer.from(salt!, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 })
  return valid && stored !== null && stored !== undefined && key.length === expected.length && timingSafeEqual(key, expected)
}
