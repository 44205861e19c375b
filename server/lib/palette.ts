// Colours and sizes shared by every product: a colour code (3 letters, part of the sku) names one
// colour everywhere, so the catalogue's colour facet groups across products; size codes (≤ 3
// characters, also part of the sku) carry a global rank that orders the size facet.

export interface PaletteColour {
  readonly code: string
  readonly name: string
  readonly hex: string
}

export const PALETTE: ReadonlyArray<PaletteColour> = [
  { code: 'BLK', name: 'Black', hex: '#1d1d1f' },
  { code: 'NVY', name: 'Midnight Navy', hex: '#1f2a44' },
  { code: 'FGR', name: 'Forest Green', hex: '#2f5d3a' },
  { code: 'OLV', name: 'Olive', hex: '#6b6b3a' },
  { code: 'RST', name: 'Rust', hex: '#a0442b' },
  { code: 'BRG', name: 'Burgundy', hex: '#6d1f2e' },
  { code: 'SKY', name: 'Sky Blue', hex: '#6fa8dc' },
  { code: 'GLC', name: 'Glacier Blue', hex: '#9cc3d5' },
  { code: 'SND', name: 'Sand', hex: '#cdb891' },
  { code: 'CHR', name: 'Charcoal', hex: '#3c3f44' },
  { code: 'GRY', name: 'Heather Grey', hex: '#9a9a9a' },
  { code: 'ORG', name: 'Ember Orange', hex: '#e8702a' },
  { code: 'YLW', name: 'Mustard', hex: '#d9a62e' },
  { code: 'RED', name: 'Signal Red', hex: '#c8262c' },
  { code: 'TEA', name: 'Teal', hex: '#1f7a7a' },
  { code: 'PLM', name: 'Plum', hex: '#5c3a5e' },
  { code: 'CRL', name: 'Coral', hex: '#f07f6b' },
  { code: 'SGE', name: 'Sage', hex: '#9caf88' },
  { code: 'WHT', name: 'Off White', hex: '#efece4' },
  { code: 'MOS', name: 'Moss', hex: '#56613a' },
  { code: 'CBT', name: 'Cobalt', hex: '#2c4fa3' },
  { code: 'STN', name: 'Stone', hex: '#a39e93' },
  { code: 'PNK', name: 'Dusty Pink', hex: '#d7a3a6' },
  { code: 'LIM', name: 'Lime', hex: '#a8c545' },
  { code: 'BRN', name: 'Saddle Brown', hex: '#6b4a2f' },
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
