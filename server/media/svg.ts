// SVG drawings served as images: product "studio photos" (a silhouette in the product colour on a
// light backdrop, with soft shading and a floor shadow; views front, back and detail), category
// cards, and landscape heroes (layered mountain ridges in brand colours). Pure string builders.
import { createRng, hash32 } from '../lib/prng.ts'
import { shapeFor } from './shapes.ts'
import { CATEGORY_IMAGE, HERO_IMAGE, PRODUCT_IMAGE } from './imageRefs.ts'

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`
const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [rgb(a), rgb(b)]
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}
const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export const isHexColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value)

/** The product drawing (no backdrop), in the 800×1000 frame. */
const productGroup = (productType: string, hex: string, view: number): string => {
  const shape = shapeFor(productType)
  const light = luminance(hex) > 0.55
  const line = light ? 'rgba(0,0,0,0.28)' : 'rgba(255,255,255,0.30)'
  const dark = light ? mix(hex, '#000000', 0.45) : mix(hex, '#000000', 0.55)
  // Back view: mirrored, front details (zips, laces) hidden except outline seams.
  const lines = view === 2 ? shape.lines.filter((_, i) => i % 2 === 1) : shape.lines
  const parts = [
    ...(shape.webbing ?? []).map((d) => `<path d="${d}" fill="none" stroke="${hex}" stroke-width="34" stroke-linejoin="round" stroke-linecap="round"/>`),
    ...shape.body.map((d) => `<path d="${d}" fill="${hex}"/><path d="${d}" fill="url(#shade)"/>`),
    ...(shape.dark ?? []).map((d) => `<path d="${d}" fill="${dark}"/>`),
    ...lines.map((d) => `<path d="${d}" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`),
  ].join('')
  if (view === 2) return `<g transform="translate(800 0) scale(-1 1)">${parts}</g>`
  if (view === 3) {
    const [fx, fy] = shape.focus
    const zoom = 1.9
    return `<g transform="translate(${400 - fx * zoom} ${430 - fy * zoom}) scale(${zoom})">${parts}</g>`
  }
  return parts
}

const studioDefs = `<defs>
<radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#f8f7f4"/><stop offset="1" stop-color="#e2dfd8"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.24"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.30"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>`

export const productSvg = (productType: string, hex: string, view: number, title: string): string => {
  const { width, height } = PRODUCT_IMAGE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc(title)}</title>${studioDefs}
<rect width="${width}" height="${height}" fill="url(#bg)"/>${view === 3 ? '' : '<ellipse cx="400" cy="890" rx="300" ry="38" fill="url(#floor)"/>'}
${productGroup(productType, hex, view)}</svg>`
}

const BRAND_TINTS: Record<string, { bg: string; accent: string }> = {
  summit: { bg: '#efe6d8', accent: '#c8571b' },
  fjell: { bg: '#dfe9ec', accent: '#1f5f7a' },
}

export const categorySvg = (productType: string, hex: string, brand: string, title: string): string => {
  const { width, height } = CATEGORY_IMAGE
  const tint = BRAND_TINTS[brand] ?? BRAND_TINTS.summit!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc(title)}</title>${studioDefs}
<rect width="${width}" height="${height}" fill="${tint.bg}"/><circle cx="400" cy="400" r="300" fill="${mix(tint.bg, '#ffffff', 0.5)}"/>
<path d="M0 640 L220 520 L360 600 L520 470 L800 620 L800 800 L0 800 Z" fill="${mix(tint.accent, tint.bg, 0.78)}"/>
<g transform="translate(100 40) scale(0.75)">${productGroup(productType, hex, 1)}</g></svg>`
}

const HERO_PALETTES: Record<string, { sky: [string, string, string]; sun: string; ridges: [string, string]; water?: string }> = {
  summit: { sky: ['#f6c27a', '#f0a384', '#b9d3e6'], sun: '#fff1c9', ridges: ['#8a6f8f', '#2d2a3e'] },
  fjell: { sky: ['#1d3557', '#3f6e8c', '#a8c8d8'], sun: '#f5f1e3', ridges: ['#7f9fb0', '#12263a'], water: '#244a63' },
}

/** A landscape: sky gradient, sun, four ridges from far (light) to near (dark); Fjell adds a fjord. */
export const heroSvg = (name: string, title: string): string => {
  const { width, height } = HERO_IMAGE
  const brand = name.split('-')[0] ?? ''
  const palette = HERO_PALETTES[brand] ?? (hash32(name) % 2 ? HERO_PALETTES.fjell! : HERO_PALETTES.summit!)
  const rng = createRng(`hero/${name}`)
  const ridges: string[] = []
  for (let layer = 0; layer < 4; layer++) {
    const base = 330 + layer * 85
    const amplitude = 190 - layer * 35
    let d = `M0 ${height}`
    const steps = 9 + layer * 3
    for (let i = 0; i <= steps; i++) {
      const x = (i / steps) * width
      const peak = i % 2 === 0 ? rng.next() * amplitude : rng.next() * amplitude * 0.35
      d += ` L${x.toFixed(0)} ${(base - peak).toFixed(0)}`
    }
    d += ` L${width} ${height} Z`
    const colour = mix(palette.ridges[0], palette.ridges[1], layer / 3)
    ridges.push(`<path d="${d}" fill="${colour}"/>`)
    if (layer === 0) {
      // Snow on the far peaks: the same ridge, clipped to its top.
      ridges.push(`<path d="${d}" fill="#ffffff" fill-opacity="0.55" clip-path="url(#snowline)"/>`)
    }
  }
  const water = palette.water
    ? `<rect y="${height - 120}" width="${width}" height="120" fill="${palette.water}"/><rect y="${height - 120}" width="${width}" height="120" fill="url(#glint)"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc(title)}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="0.55" stop-color="${palette.sky[1]}"/><stop offset="1" stop-color="${palette.sky[2]}"/></linearGradient>
<linearGradient id="glint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<clipPath id="snowline"><rect width="${width}" height="250"/></clipPath></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${1100 + rng.int(0, 250)}" cy="${150 + rng.int(0, 60)}" r="70" fill="${palette.sun}" fill-opacity="0.9"/>
${ridges.join('\n')}${water}</svg>`
}
