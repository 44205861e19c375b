// Where each call of the contract's table is served by the reference services: its mount (by the
// service the table names, or the route that serves it, as the payment provider's card tokens) and
// its request path with every path parameter filled. Shared by the contract-routes test and the fuzz test.
import { CALLS, type CallName } from '../../src/contract/calls.ts'
import { mountsOf } from '../../server/index.ts'
import type { Mount } from '../../server/http/router.ts'

export const MOUNTS: ReadonlyArray<Mount> = mountsOf(false)

/** The mounts that serve calls of the table (the test hooks and generated images are not). */
export const SPEC_MOUNTS: ReadonlyArray<Mount> = MOUNTS.filter((m) => m.service.specServices.length > 0)

/** The calls each mount serves, by the routes it declares. */
export const servedBy = (mounts: ReadonlyArray<Mount>): ReadonlyArray<CallName> => mounts.flatMap((m) => m.service.routes.flatMap((r) => ('call' in r ? [r.call] : [])))

export const mountOf = (name: CallName, mounts: ReadonlyArray<Mount> = SPEC_MOUNTS): Mount | undefined =>
  mounts.find((m) => m.service.specServices.includes(CALLS[name].service) || m.service.routes.some((r) => 'call' in r && r.call === name))

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Percent-encoding that also takes a lone surrogate (as the three bytes WTF-8 gives it, which are not UTF-8). */
export const encodeSegment = (text: string): string =>
  text
    .split(new RegExp(`(${LONE_SURROGATE.source})`))
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part)
      const code = part.charCodeAt(0)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    })
    .join('')

/** The request path of a call on its mount, each path parameter filled by `fill` and percent-encoded (unless `raw`). */
export const urlOf = (name: CallName, fill: (param: string) => string = () => 'x1', options: { mounts?: ReadonlyArray<Mount>; raw?: boolean } = {}): string => {
  const mount = mountOf(name, options.mounts)!
  const path = CALLS[name].path.replace(/\{(\w+)\}/g, (_, param: string) => (options.raw ? fill(param) : encodeSegment(fill(param))))
  return mount.keepPrefix ? path : `${mount.prefix}${path === '/' ? '' : path}`
}
