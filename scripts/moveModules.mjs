// Moves source files or folders and rewrites every relative (and `~/`) import that points at them,
// so a rename is one reproducible step instead of a hand edit of every importer:
//   node scripts/moveModules.mjs src/api/calls.ts=src/contract/calls.ts src/shell=src/pages
// Run it again with the same pairs after merging a branch that still imports the old paths
// (`--rewrite-only`): importers are rewritten, nothing is moved.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const args = process.argv.slice(2)
const rewriteOnly = args.includes('--rewrite-only')
const pairs = args.filter((a) => a.includes('=')).map((a) => a.split('=').map((p) => p.replace(/\/$/, '')))
if (pairs.length === 0) {
  console.error('usage: node scripts/moveModules.mjs [--rewrite-only] from=to ...')
  process.exit(2)
}

const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' })
const tracked = git('ls-files').split('\n').filter(Boolean)
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/

// old file (repo-relative) → new file, for every file under each moved path.
const moved = new Map()
for (const [from, to] of pairs) {
  for (const file of tracked) {
    if (file === from) moved.set(file, to)
    else if (file.startsWith(`${from}/`)) moved.set(file, `${to}${file.slice(from.length)}`)
  }
  if (rewriteOnly) {
    // After the move the old files are gone from the tree; a branch may still name them.
    for (const file of tracked) {
      if (file === to) moved.set(from, to)
      else if (file.startsWith(`${to}/`)) moved.set(`${from}${file.slice(to.length)}`, file)
    }
  }
}
const movedBack = new Map([...moved].map(([a, b]) => [b, a]))

const EXTS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx']
const known = new Set([...tracked, ...moved.keys()])
const resolveFile = (base) => {
  for (const ext of EXTS) if (known.has(base + ext)) return { file: base + ext, ext }
  return undefined
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*|\bimportOriginal<typeof import\(\s*)(['"])([^'"\n]+)\2/g

const rewrite = (file, text) => {
  const oldLocation = movedBack.get(file) ?? file
  const newLocation = moved.get(file) ?? file
  return text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    let base
    if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(oldLocation), spec))
    else if (spec.startsWith('~/')) base = posix.join('src', spec.slice(2))
    else return whole
    let hit = resolveFile(base)
    if (!hit && oldLocation !== file && spec.startsWith('.')) hit = resolveFile(posix.normalize(posix.join(posix.dirname(file), spec)))
    if (!hit) return whole
    const target = moved.get(hit.file) ?? hit.file
    if (target === hit.file && newLocation === oldLocation) return whole
    const stem = hit.ext === '' ? target : target.slice(0, target.length - hit.ext.length)
    let next
    if (spec.startsWith('~/')) next = `~/${posix.relative('src', stem)}`
    else {
      next = posix.relative(posix.dirname(newLocation), stem)
      if (!next.startsWith('.')) next = `./${next}`
    }
    return `${lead}${quote}${next}${quote}`
  })
}

let changed = 0
for (const file of tracked) {
  if (!SOURCE.test(file) || !existsSync(join(root, file)) || statSync(join(root, file)).isDirectory()) continue
  const text = readFileSync(join(root, file), 'utf8')
  const next = rewrite(file, text)
  if (next !== text) {
    writeFileSync(join(root, file), next)
    changed += 1
  }
}
if (!rewriteOnly) {
  for (const [from, to] of moved) {
    if (!existsSync(join(root, from))) continue
    execFileSync('mkdir', ['-p', dirname(join(root, to))])
    git('mv', from, to)
  }
}
console.log(`${rewriteOnly ? 'rewrote' : `moved ${moved.size} files, rewrote`} imports in ${changed} files (${relative(process.cwd(), root) || '.'})`)
