// Colours and sizes shared by every product: a colour code (3 letters, part of the sku) names one
// colour everywhere, so the catalogue's colour facet groups across products; size codes (≤ 3
// characters, also part of the sku) carry a global rank that orders the size facet. Colour names are
// localised (English, French, German).

export interface PaletteColour {
  readonly code: string
  /** The English name (as `names.en`). */
  readonly name: string
  /** The colour's name on English, French and German sites. */
  readonly names: { readonly en: string; readonly fr: string; readonly de: string }
  readonly hex: string
}

export const PALETTE: ReadonlyArray<PaletteColour> = [
  { code: 'BLK', name: 'Black', names: { en: 'Black', fr: 'Noir', de: 'Schwarz' }, hex: '#1d1d1f' },
  { code: 'NVY', name: 'Midnight Navy', names: { en: 'Midnight Navy', fr: 'Bleu nuit', de: 'Nachtblau' }, hex: '#1f2a44' },
  { code: 'FGR', name: 'Forest Green', names: { en: 'Forest Green', fr: 'Vert forêt', de: 'Waldgrün' }, hex: '#2f5d3a' },
  { code: 'OLV', name: 'Olive', names: { en: 'Olive', fr: 'Olive', de: 'Oliv' }, hex: '#6b6b3a' },
  { code: 'RST', name: 'Rust', names: { en: 'Rust', fr: 'Rouille', de: 'Rost' }, hex: '#a0442b' },
  { code: 'BRG', name: 'Burgundy', names: { en: 'Burgundy', fr: 'Bordeaux', de: 'Burgunder' }, hex: '#6d1f2e' },
  { code: 'SKY', name: 'Sky Blue', names: { en: 'Sky Blue', fr: 'Bleu ciel', de: 'Himmelblau' }, hex: '#6fa8dc' },
  { code: 'GLC', name: 'Glacier Blue', names: { en: 'Glacier Blue', fr: 'Bleu glacier', de: 'Gletscherblau' }, hex: '#9cc3d5' },
  { code: 'SND', name: 'Sand', names: { en: 'Sand', fr: 'Sable', de: 'Sand' }, hex: '#cdb891' },
  { code: 'CHR', name: 'Charcoal', names: { en: 'Charcoal', fr: 'Anthracite', de: 'Anthrazit' }, hex: '#3c3f44' },
  { code: 'GRY', name: 'Heather Grey', names: { en: 'Heather Grey', fr: 'Gris chiné', de: 'Graumeliert' }, hex: '#9a9a9a' },
  { code: 'ORG', name: 'Ember Orange', names: { en: 'Ember Orange', fr: 'Orange braise', de: 'Glutorange' }, hex: '#e8702a' },
  { code: 'YLW', name: 'Mustard', names: { en: 'Mustard', fr: 'Moutarde', de: 'Senfgelb' }, hex: '#d9a62e' },
  { code: 'RED', name: 'Signal Red', names: { en: 'Signal Red', fr: 'Rouge signal', de: 'Signalrot' }, hex: '#c8262c' },
  { code: 'TEA', name: 'Teal', names: { en: 'Teal', fr: 'Bleu canard', de: 'Petrol' }, hex: '#1f7a7a' },
  { code: 'PLM', name: 'Plum', names: { en: 'Plum', fr: 'Prune', de: 'Pflaume' }, hex: '#5c3a5e' },
  { code: 'CRL', name: 'Coral', names: { en: 'Coral', fr: 'Corail', de: 'Koralle' }, hex: '#f07f6b' },
  { code: 'SGE', name: 'Sage', names: { en: 'Sage', fr: 'Sauge', de: 'Salbei' }, hex: '#9caf88' },
  { code: 'WHT', name: 'Off White', names: { en: 'Off White', fr: 'Blanc cassé', de: 'Naturweiß' }, hex: '#efece4' },
  { code: 'MOS', name: 'Moss', names: { en: 'Moss', fr: 'Mousse', de: 'Moosgrün' }, hex: '#56613a' },
  { code: 'CBT', name: 'Cobalt', names: { en: 'Cobalt', fr: 'Cobalt', de: 'Kobaltblau' }, hex: '#2c4fa3' },
  { code: 'STN', name: 'Stone', names: { en: 'Stone', fr: 'Pierre', de: 'Steingrau' }, hex: '#a39e93' },
  { code: 'PNK', name: 'Dusty Pink', names: { en: 'Dusty Pink', fr: 'Vieux rose', de: 'Altrosa' }, hex: '#d7a3a6' },
  { code: 'LIM', name: 'Lime', names: { en: 'Lime', fr: 'Citron vert', de: 'Limette' }, hex: '#a8c545' },
  { code: 'BRN', name: 'Saddle Brown', names: { en: 'Saddle Brown', fr: 'Cuir', de: 'Sattelbraun' }, hex: '#6b4a2f' },
]

export const colourByCode = (code: string): PaletteColour | undefined => PALETTE.find((c) => c.code === code)

interface SizeInfo {
  readonly label: string
  readonly rank: number
}

const apparel = ['XS', 'S', 'M', 'L', 'XL', 'XXL']
const kidsApparel = ['4Y', '6Y', '8Y', '10Y', '12Y', '14Y']

const table: Record<string, SizeInfo> = {}
apparel.forEach((code, i) => (table[code] = { label: code, rank: 100 + i }))
kidsApparel.forEach((code, i) => (table[code] = { label: code.replace('Y', ' yrs'), rank: 50 + i }))
for (let eu = 26; eu <= 48; eu++) table[String(eu)] = { label: `EU ${eu}`, rank: 200 + eu }
Object.assign(table, {
  OS: { label: 'One size', rank: 10 },
  SM: { label: 'S/M', rank: 120 },
  ML: { label: 'M/L', rank: 121 },
  REG: { label: 'Regular', rank: 130 },
  LNG: { label: 'Long', rank: 131 },
})

export const sizeInfo = (code: string): SizeInfo => {
  const info = table[code]
  if (!info) throw new Error(`unknown size code ${code}`)
  return info
}

export const SIZE_RUNS = {
  menApparel: ['S', 'M', 'L', 'XL', 'XXL'],
  womenApparel: ['XS', 'S', 'M', 'L', 'XL'],
  kidsApparel,
  menShoes: ['40', '41', '42', '43', '44', '45', '46', '47'],
  womenShoes: ['36', '37', '38', '39', '40', '41', '42'],
  kidsShoes: ['28', '29', '30', '31', '32', '33', '34', '35'],
  climbingShoes: ['37', '38', '39', '40', '41', '42', '43', '44', '45'],
  harness: ['XS', 'S', 'M', 'L', 'XL'],
  twoFit: ['SM', 'ML'],
  bagLength: ['REG', 'LNG'],
  oneSize: ['OS'],
} as const
