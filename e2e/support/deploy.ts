// A deploy for tests: a copy of the production build (`.output`) that a test serves with its own
// server, and a new version of it whose service worker differs, as the next release's would. Nitro
// serves public files from a table of their size and etag written into the server bundle at build
// time (and the precompressed .br/.gz beside them), so a changed worker is written in all three
// forms and the table updated; the server picks it up when restarted, as after a real deploy.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

export const copyBuild = (dir: string): string => {
  rmSync(dir, { recursive: true, force: true })
  cpSync('.output', dir, { recursive: true })
  return dir
}

/** Changes the copy's service worker (a comment naming `release`) and the server's table of files. */
export const releaseNewWorker = (dir: string, release: string): void => {
  const worker = join(dir, 'public', 'sw.js')
  const source = `${readFileSync(worker, 'utf8')}\n// release ${release}\n`
  const forms: Record<string, Buffer> = {
    '/sw.js': Buffer.from(source),
    '/sw.js.br': brotliCompressSync(source),
    '/sw.js.gz': gzipSync(source),
  }
  const entry = join(dir, 'server', 'index.mjs')
  let table = readFileSync(entry, 'utf8')
  for (const [path, bytes] of Object.entries(forms)) {
    writeFileSync(join(dir, 'public', path), bytes)
    const at = table.indexOf(`"${path}": {`)
    if (at === -1) throw new Error(`${path} is not in the server's table of public files: has nitro changed its output?`)
    const end = table.indexOf('}', at)
    const row = table
      .slice(at, end)
      .replace(/"size": \d+/, `"size": ${bytes.length}`)
      .replace(/"etag": "(?:\\.|[^"\\])*"/, `"etag": "\\"${bytes.length.toString(16)}-${release}\\""`)
    table = table.slice(0, at) + row + table.slice(end)
  }
  writeFileSync(entry, table)
}

/**
 * Takes out of the copy the built files whose names match (with their .br and .gz), as a release in
 * which that chunk's content changed and so its hashed name; returns their URL paths.
 */
export const releaseWithout = (dir: string, name: RegExp): string[] => {
  const assets = join(dir, 'public', 'assets')
  const entry = join(dir, 'server', 'index.mjs')
  let table = readFileSync(entry, 'utf8')
  const removed: string[] = []
  for (const file of readdirSync(assets).filter((f) => name.test(f.replace(/\.(br|gz)$/, '')))) {
    rmSync(join(assets, file))
    const path = `/assets/${file}`
    const at = table.indexOf(`"${path}": {`)
    if (at === -1) throw new Error(`${path} is not in the server's table of public files`)
    const end = table.indexOf('},', at) + 2
    table = table.slice(0, table.lastIndexOf('\n', at) + 1) + table.slice(end).replace(/^\s*\n/, '')
    if (!/\.(br|gz)$/.test(file)) removed.push(path)
  }
  writeFileSync(entry, table)
  return removed
}
