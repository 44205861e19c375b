import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
const dir = '.output/public/assets/'
const importsOf = (f) => {
  const code = readFileSync(dir + f, 'utf8')
  const out = new Set()
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([^"']+\.js)["']/g)) out.add(m[1])
  return out
}
const closure = (starts) => {
  const seen = new Set(); const todo = [...starts]
  while (todo.length) { const f = todo.pop(); if (seen.has(f)) continue; seen.add(f); for (const i of importsOf(f)) todo.push(i) }
  return seen
}
const [entry, ...routes] = process.argv.slice(2)
const files = closure([entry, ...routes])
let total = 0
const owners = new Map()
for (const f of files) {
  const code = readFileSync(dir + f)
  const gz = gzipSync(code, { level: 6 }).length
  total += gz
  console.log((gz/1024).toFixed(1).padStart(7), f)
  if (existsSync(dir + f + '.map')) {
    const map = JSON.parse(readFileSync(dir + f + '.map', 'utf8'))
    const c = new SourceMapConsumer(map)
    const lines = code.toString().split('\n')
    let prev = null
    c.eachMapping((m) => {
      if (prev && prev.src) {
        const len = m.generatedLine === prev.line ? m.generatedColumn - prev.col : (lines[prev.line-1]?.length ?? 0) - prev.col
        owners.set(prev.src, (owners.get(prev.src) ?? 0) + Math.max(0, len))
      }
      prev = { src: m.source, line: m.generatedLine, col: m.generatedColumn }
    })
  }
}
console.log('total gz KB', (total/1024).toFixed(1))
const rows = [...owners.entries()].filter(([s]) => !s.includes('node_modules')).sort((a,b)=>b[1]-a[1]).slice(0, 400)
for (const [s, n] of rows) console.log(String(n).padStart(7), s.replace(/^(\.\.\/)+/, ''))
