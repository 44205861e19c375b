// Renders each brand's app icons from public/brand/{brand}/icon.svg into the PNGs the web manifest
// lists (192 and 512 for "any", a 512 maskable one with the glyph inside the 80 % safe zone on a
// full-bleed background, and a 180 apple-touch-icon). The PNGs are committed; run this again
// after changing an icon:  npx tsx src/pwa/build/renderIcons.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { BRAND_PALETTES } from '../../theme/brands'
import { BRANDS, type Brand } from '../../contract/site/sites'

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public')

const render = (svg: string, size: number): Buffer => new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng()

/**
 * The icon drawn at 64 % of the canvas, centred on a full-bleed square (the mask may cut anything
 * outside the middle 80 %) filled with the icon's own background colour (its first rect), else the brand colour.
 */
const maskable = (svg: string, brand: Brand): string => {
  const inner = svg.replace(/<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 64 64'
  const background = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1] ?? BRAND_PALETTES[brand].brand
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<svg x="18" y="18" width="64" height="64" viewBox="${viewBox}">${inner}</svg></svg>`
  )
}

for (const brand of BRANDS) {
  const dir = join(publicDir, 'brand', brand)
  const svg = readFileSync(join(dir, 'icon.svg'), 'utf8')
  const outputs: Array<[string, Buffer]> = [
    ['icon-192.png', render(svg, 192)],
    ['icon-512.png', render(svg, 512)],
    ['icon-maskable-512.png', render(maskable(svg, brand), 512)],
    ['apple-touch-icon.png', render(maskable(svg, brand), 180)],
  ]
  for (const [name, png] of outputs) {
    writeFileSync(join(dir, name), png)
    console.log(`public/brand/${brand}/${name}  ${png.length} bytes`)
  }
}
