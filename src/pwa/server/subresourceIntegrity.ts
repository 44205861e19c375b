// Subresource Integrity for the pages' own scripts and styles. At server start the built client files
// (.output/public/assets/*.js|css) are hashed (SHA-384); the page stream is then rewritten on its way
// out: every <script src>, <link rel=modulepreload> and stylesheet <link> of a built file gets its
// `integrity`, and an import map (carrying the page's CSP nonce) lists the integrity of every built
// module, so modules loaded later by import() or by client-side navigation are checked as well.
// Hashed file names never change content, so the hashes hold for the life of the process.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { attribute, htmlRewriteStream, replaceTags, asciiScriptJson, type HtmlRewrite } from './htmlStream'

/** URL path of a built file (`/assets/index-abc.js`) → `sha384-…`. */
export type IntegrityManifest = ReadonlyMap<string, string>

const ASSETS_PREFIX = '/assets/'

export const sha384 = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

/** Where the built client files are: beside the server bundle (.output/server → .output/public), else under the working directory. */
export const findPublicDir = (): string | undefined => {
  const candidates: Array<string | undefined> = []
  const nitroMain = (globalThis as { __nitro_main__?: string }).__nitro_main__
  if (nitroMain) candidates.push(join(dirname(fileURLToPath(nitroMain)), '..', 'public'))
  if (process.argv[1]) candidates.push(join(dirname(resolve(process.argv[1])), '..', 'public'))
  candidates.push(join(process.cwd(), '.output', 'public'))
  return candidates.find((dir) => dir !== undefined && existsSync(join(dir, 'assets')))
}

export const loadIntegrityManifest = async (publicDir: string | undefined = findPublicDir()): Promise<IntegrityManifest> => {
  const manifest = new Map<string, string>()
  if (!publicDir) return manifest
  const assetsDir = join(publicDir, 'assets')
  for (const name of await readdir(assetsDir)) {
    if (!/\.(m?js|css)$/.test(name)) continue
    manifest.set(`${ASSETS_PREFIX}${name}`, sha384(await readFile(join(assetsDir, name))))
  }
  return manifest
}

const TAG = /<(meta|script|link)\b[^>]*>/gi


const pathOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined
  if (url.startsWith(ASSETS_PREFIX)) return url.split(/[?#]/)[0]
  return undefined
}

/** The tag with `integrity` added when it loads a built file we have a hash for. */
export const withIntegrity = (tag: string, manifest: IntegrityManifest): string => {
  if (/\sintegrity\s*=/i.test(tag)) return tag
  const lower = tag.toLowerCase()
  let path: string | undefined
  if (lower.startsWith('<script')) path = pathOf(attribute(tag, 'src'))
  else if (lower.startsWith('<link')) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase()
    const as = (attribute(tag, 'as') ?? '').toLowerCase()
    if (rel === 'modulepreload' || rel === 'stylesheet' || (rel === 'preload' && (as === 'script' || as === 'style'))) path = pathOf(attribute(tag, 'href'))
  }
  const integrity = path ? manifest.get(path) : undefined
  if (!integrity) return tag
  const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1
  return `${tag.slice(0, end)} integrity="${integrity}"${tag.slice(end)}`
}

/** Each manifest's import map (22 KB of JSON on every page), written once. */
const importMaps = new WeakMap<IntegrityManifest, string>()

export const importMapTag = (manifest: IntegrityManifest, nonce: string | undefined): string => {
  let json = importMaps.get(manifest)
  if (json === undefined) {
    const integrity: Record<string, string> = {}
    for (const [path, hash] of manifest) if (/\.m?js$/.test(path)) integrity[path] = hash
    json = asciiScriptJson({ integrity })
    importMaps.set(manifest, json)
  }
  return `<script type="importmap"${nonce ? ` nonce="${nonce}"` : ''}>${json}</script>`
}

/**
 * Rewrites a page as it streams. Text is passed on up to the last complete tag of each chunk, so
 * streaming is kept; the import map goes right after <meta charset> (or before the first script or
 * link, whichever comes first), ahead of every module the page loads.
 */
export const integrityTransform = (manifest: IntegrityManifest, nonce: string | undefined): TransformStream<Uint8Array, Uint8Array> =>
  htmlRewriteStream(integrityRewrite(manifest, nonce))

/** The rewrite of `integrityTransform`, for a pass that runs several rewrites at once (./htmlStream.ts). */
export const integrityRewrite = (manifest: IntegrityManifest, nonce: string | undefined): HtmlRewrite => {
  let importMapDone = manifest.size === 0
  const rewrite = (text: string): string =>
    replaceTags(text, TAG, (tag: string, name: string) => {
      const kind = name.toLowerCase()
      if (!importMapDone && kind === 'meta' && /\scharset\s*=/i.test(tag)) {
        importMapDone = true
        return tag + importMapTag(manifest, nonce)
      }
      if (kind === 'meta') return tag
      const rewritten = withIntegrity(tag, manifest)
      if (!importMapDone) {
        importMapDone = true
        return importMapTag(manifest, nonce) + rewritten
      }
      return rewritten
    })
  return { rewrite }
}
