// Size charts (one per product type with more than one size) and the foot size table of the
// internal interface (GET /fapi/components/size-chart/{productType}, /fapi/components/foot-sizes).
// Measurements are body measurements in centimetres, as outdoor brands publish them; labels in the
// three languages.
import type { Db } from '../db/db.ts'
import type { L10n } from './taxonomy.ts'

type Fit = 'men' | 'women' | 'kids' | 'all'
type Column = { readonly key: string; readonly label: L10n }
type Table = { readonly fit: Fit; readonly columns: ReadonlyArray<Column>; readonly rows: ReadonlyArray<{ readonly size: string; readonly values: Record<string, string> }> }
export interface ChartDef {
  readonly title: L10n
  readonly note: L10n
  readonly tables: ReadonlyArray<Table>
}

const l = (en: string, fr: string, de: string): L10n => ({ en, fr, de })

const COL = {
  chest: { key: 'chest', label: l('Chest', 'Tour de poitrine', 'Brustumfang') },
  waist: { key: 'waist', label: l('Waist', 'Tour de taille', 'Taillenumfang') },
  hip: { key: 'hip', label: l('Hips', 'Tour de hanches', 'Hüftumfang') },
  inseam: { key: 'inseam', label: l('Inside leg', "Longueur d'entrejambe", 'Innenbeinlänge') },
  height: { key: 'height', label: l('Height', 'Taille (hauteur)', 'Körpergröße') },
  leg: { key: 'leg', label: l('Leg loop', 'Tour de cuisse', 'Beinschlaufe') },
  head: { key: 'head', label: l('Head', 'Tour de tête', 'Kopfumfang') },
  torso: { key: 'torso', label: l('Back length', 'Longueur de dos', 'Rückenlänge') },
  foot: { key: 'foot', label: l('Foot length', 'Longueur du pied', 'Fußlänge') },
} satisfies Record<string, Column>

/** Rows from size codes and, per column, one range per size ("88–94"). */
const rows = (sizes: ReadonlyArray<string>, columns: Readonly<Record<string, ReadonlyArray<string>>>) =>
  sizes.map((size, i) => ({ size, values: Object.fromEntries(Object.entries(columns).map(([key, values]) => [key, values[i] ?? ''])) }))

const MEN = ['S', 'M', 'L', 'XL', 'XXL']
const WOMEN = ['XS', 'S', 'M', 'L', 'XL']
const KIDS = ['4Y', '6Y', '8Y', '10Y', '12Y', '14Y']

const TOPS: ReadonlyArray<Table> = [
  { fit: 'men', columns: [COL.chest, COL.waist], rows: rows(MEN, { chest: ['88–94', '94–100', '100–106', '106–112', '112–118'], waist: ['74–80', '80–86', '86–92', '92–98', '98–104'] }) },
  { fit: 'women', columns: [COL.chest, COL.waist, COL.hip], rows: rows(WOMEN, { chest: ['78–82', '82–86', '86–92', '92–98', '98–104'], waist: ['60–64', '64–68', '68–74', '74–80', '80–86'], hip: ['86–90', '90–94', '94–100', '100–106', '106–112'] }) },
  { fit: 'kids', columns: [COL.height, COL.chest], rows: rows(KIDS, { height: ['98–110', '110–122', '122–134', '134–146', '146–158', '158–170'], chest: ['53–56', '56–60', '60–65', '65–70', '70–76', '76–82'] }) },
]

const BOTTOMS: ReadonlyArray<Table> = [
  { fit: 'men', columns: [COL.waist, COL.hip, COL.inseam], rows: rows(MEN, { waist: ['74–80', '80–86', '86–92', '92–98', '98–104'], hip: ['90–96', '96–102', '102–108', '108–114', '114–120'], inseam: ['80', '81', '82', '83', '84'] }) },
  { fit: 'women', columns: [COL.waist, COL.hip, COL.inseam], rows: rows(WOMEN, { waist: ['60–64', '64–68', '68–74', '74–80', '80–86'], hip: ['86–90', '90–94', '94–100', '100–106', '106–112'], inseam: ['77', '78', '79', '80', '81'] }) },
  { fit: 'kids', columns: [COL.height, COL.waist], rows: rows(KIDS, { height: ['98–110', '110–122', '122–134', '134–146', '146–158', '158–170'], waist: ['50–52', '52–55', '55–58', '58–62', '62–66', '66–70'] }) },
]

const EU_SIZES = Array.from({ length: 20 }, (_, i) => String(28 + i))
/** Foot length for an EU (Paris point) size: the last is 2/3 cm per size, about 1.5 cm longer than the foot. */
export const footLengthMm = (eu: number): number => Math.round((eu * 20) / 3 - 15)

const SHOES: ReadonlyArray<Table> = [
  { fit: 'all', columns: [COL.foot], rows: rows(EU_SIZES, { foot: EU_SIZES.map((eu) => (footLengthMm(Number(eu)) / 10).toFixed(1)) }) },
]

const apparelNote = l(
  'Measure around the fullest part of your chest and hips and around your natural waistline, with the tape level.',
  'Mesurez le tour de poitrine et de hanches à leur point le plus fort, et le tour de taille naturel, ruban bien horizontal.',
  'Messen Sie Brust und Hüfte an der stärksten Stelle und die Taille an der natürlichen Taillenlinie, mit waagerechtem Maßband.',
)
const footNote = l(
  'Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks. Between two sizes, take the larger.',
  "Posez le pied sur une feuille, marquez le talon et l'orteil le plus long, puis mesurez l'écart. Entre deux pointures, prenez la plus grande.",
  'Stellen Sie sich auf ein Blatt Papier, markieren Sie Ferse und längsten Zeh und messen Sie den Abstand. Zwischen zwei Größen die größere wählen.',
)

const apparel = (title: L10n, tables: ReadonlyArray<Table>): ChartDef => ({ title, note: apparelNote, tables })
const shoes = (title: L10n): ChartDef => ({ title, note: footNote, tables: SHOES })

export const SIZE_CHARTS: Readonly<Record<string, ChartDef>> = {
  jacket: apparel(l('Jackets size guide', 'Guide des tailles : vestes', 'Größentabelle Jacken'), TOPS),
  fleece: apparel(l('Fleece size guide', 'Guide des tailles : polaires', 'Größentabelle Fleece'), TOPS),
  baselayer: apparel(l('Base layer size guide', 'Guide des tailles : sous-vêtements techniques', 'Größentabelle Funktionswäsche'), TOPS),
  tshirt: apparel(l('T-shirt size guide', 'Guide des tailles : t-shirts', 'Größentabelle T-Shirts'), TOPS),
  trousers: apparel(l('Trousers size guide', 'Guide des tailles : pantalons', 'Größentabelle Hosen'), BOTTOMS),
  'hiking-boot': shoes(l('Hiking boots size guide', 'Guide des pointures : chaussures de randonnée', 'Größentabelle Wanderschuhe')),
  'trail-shoe': shoes(l('Trail shoes size guide', 'Guide des pointures : chaussures de trail', 'Größentabelle Trailschuhe')),
  sandal: shoes(l('Sandals size guide', 'Guide des pointures : sandales', 'Größentabelle Sandalen')),
  'climbing-shoe': shoes(l('Climbing shoes size guide', "Guide des pointures : chaussons d'escalade", 'Größentabelle Kletterschuhe')),
  harness: {
    title: l('Harness size guide', 'Guide des tailles : baudriers', 'Größentabelle Klettergurte'),
    note: l('Measure around your waist just above the hip bones, and around your upper thigh.', 'Mesurez votre tour de taille juste au-dessus des hanches, et le haut de votre cuisse.', 'Messen Sie den Bauchumfang knapp über den Hüftknochen und den oberen Oberschenkel.'),
    tables: [{ fit: 'all', columns: [COL.waist, COL.leg], rows: rows(['XS', 'S', 'M', 'L', 'XL'], { waist: ['60–70', '66–76', '74–84', '82–92', '90–100'], leg: ['44–50', '48–54', '52–58', '56–62', '60–66'] }) }],
  },
  helmet: {
    title: l('Helmet size guide', 'Guide des tailles : casques', 'Größentabelle Helme'),
    note: l('Measure around your head just above the eyebrows and ears.', 'Mesurez votre tour de tête juste au-dessus des sourcils et des oreilles.', 'Messen Sie den Kopfumfang knapp über Augenbrauen und Ohren.'),
    tables: [{ fit: 'all', columns: [COL.head], rows: rows(['SM', 'ML'], { head: ['52–57', '56–61'] }) }],
  },
  backpack: {
    title: l('Backpack size guide', 'Guide des tailles : sacs à dos', 'Größentabelle Rucksäcke'),
    note: l('Measure from the bone at the base of your neck down to the top of your hip bones.', "Mesurez de la vertèbre saillante à la base du cou jusqu'au haut des hanches.", 'Messen Sie vom Wirbel am Halsansatz bis zur Oberkante der Hüftknochen.'),
    tables: [{ fit: 'all', columns: [COL.torso], rows: rows(['SM', 'ML'], { torso: ['40–47', '46–53'] }) }],
  },
  'sleeping-bag': {
    title: l('Sleeping bag size guide', 'Guide des tailles : sacs de couchage', 'Größentabelle Schlafsäcke'),
    note: l('Choose the length for your height, with a little room to move.', 'Choisissez la longueur selon votre taille, avec un peu de place pour bouger.', 'Wählen Sie die Länge passend zu Ihrer Körpergröße, mit etwas Spielraum.'),
    tables: [{ fit: 'all', columns: [COL.height], rows: rows(['REG', 'LNG'], { height: ['≤ 183', '≤ 198'] }) }],
  },
}

/** Shoe sizes across systems (EU, UK, US men's and women's; K: children's sizes). */
export const FOOT_SIZES: ReadonlyArray<readonly [eu: string, uk: string, usMen: string, usWomen: string]> = [
  ['28', '10K', '11K', '11K'], ['29', '11K', '12K', '12K'], ['30', '12K', '13K', '13K'], ['31', '12.5K', '13.5K', '13.5K'],
  ['32', '13.5K', '1', '2'], ['33', '1', '2', '3'], ['34', '2', '3', '4'], ['35', '2.5', '3.5', '5'],
  ['36', '3.5', '4.5', '6'], ['37', '4', '5', '6.5'], ['38', '5', '6', '7.5'], ['39', '6', '7', '8.5'],
  ['40', '6.5', '7.5', '9'], ['41', '7', '8', '9.5'], ['42', '8', '9', '10.5'], ['43', '9', '10', '11.5'],
  ['44', '9.5', '10.5', '12'], ['45', '10.5', '11.5', '13'], ['46', '11', '12', '13.5'], ['47', '12', '13', '14.5'],
]

export const seedSizeCharts = async (tx: Db): Promise<void> => {
  await tx.query(
    `INSERT INTO size_charts (product_type, chart) SELECT key, value FROM jsonb_each($1::jsonb)`,
    [JSON.stringify(SIZE_CHARTS)],
  )
  await tx.query(
    `INSERT INTO foot_sizes (eu, uk, us_men, us_women, foot_length_mm, position)
     SELECT eu, uk, us_men, us_women, foot_length_mm, position FROM jsonb_to_recordset($1::jsonb) AS f(eu text, uk text, us_men text, us_women text, foot_length_mm int, position int)`,
    [JSON.stringify(FOOT_SIZES.map(([eu, uk, us_men, us_women], position) => ({ eu, uk, us_men, us_women, foot_length_mm: footLengthMm(Number(eu)), position })))],
  )
}
