// What each product type looks like in the seed: names (in English, French and German), description
// sentences, size runs, colours, price range (USD, whole units) and eyebrow keys. The media service
// draws a silhouette per type.
import { SIZE_RUNS } from '../lib/palette.ts'
import type { Gender, L10n } from './taxonomy.ts'

export type ProductTypeKey =
  | 'jacket'
  | 'fleece'
  | 'trousers'
  | 'baselayer'
  | 'tshirt'
  | 'hiking-boot'
  | 'trail-shoe'
  | 'sandal'
  | 'tent'
  | 'sleeping-bag'
  | 'cookware'
  | 'harness'
  | 'helmet'
  | 'climbing-shoe'
  | 'daypack'
  | 'backpack'
  | 'duffel'

export interface ProductTypeDef {
  readonly key: ProductTypeKey
  /**
   * Name endings: in English the generator puts a brand word (and a gender prefix) in front; the
   * French and German forms say where the brand word goes (`{w}`), and the gender follows them.
   */
  readonly names: ReadonlyArray<L10n>
  readonly opening: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
  readonly eyebrows: ReadonlyArray<string>
  readonly colours: ReadonlyArray<string>
  readonly priceUsd: readonly [number, number]
  readonly maxQty: number
  readonly seasonal: boolean
  sizes(gender: Gender): ReadonlyArray<string>
}

/** A name ending in English, and the French and German names with `{w}` where the brand word goes. */
const nm = (en: string, fr: string, de: string): L10n => ({ en, fr, de })

const APPAREL_COLOURS = ['BLK', 'NVY', 'FGR', 'OLV', 'RST', 'BRG', 'SKY', 'GLC', 'SND', 'CHR', 'GRY', 'ORG', 'YLW', 'RED', 'TEA', 'PLM', 'CRL', 'SGE', 'WHT', 'MOS', 'CBT', 'PNK']
const SHOE_COLOURS = ['BLK', 'CHR', 'BRN', 'STN', 'NVY', 'RST', 'OLV', 'GRY', 'TEA', 'CBT', 'LIM', 'CRL']
const GEAR_COLOURS = ['FGR', 'OLV', 'ORG', 'SND', 'YLW', 'GRY', 'RED', 'CBT', 'TEA', 'BLK', 'LIM']

const apparelSizes = (gender: Gender) =>
  gender === 'women' ? SIZE_RUNS.womenApparel : gender === 'kids' ? SIZE_RUNS.kidsApparel : SIZE_RUNS.menApparel
const shoeSizes = (gender: Gender) => (gender === 'women' ? SIZE_RUNS.womenShoes : gender === 'kids' ? SIZE_RUNS.kidsShoes : SIZE_RUNS.menShoes)

export const PRODUCT_TYPES: Record<ProductTypeKey, ProductTypeDef> = {
  jacket: {
    key: 'jacket',
    names: [
      nm('Insulated Jacket', 'Veste isolée {w}', '{w} Isolationsjacke'),
      nm('Rain Jacket', 'Veste de pluie {w}', '{w} Regenjacke'),
      nm('Down Jacket', 'Doudoune {w}', '{w} Daunenjacke'),
      nm('Softshell Jacket', 'Veste softshell {w}', '{w} Softshelljacke'),
      nm('3L Shell Jacket', 'Veste hardshell 3 couches {w}', '{w} 3L-Hardshelljacke'),
      nm('Hybrid Jacket', 'Veste hybride {w}', '{w} Hybridjacke'),
      nm('Down Parka', 'Parka en duvet {w}', '{w} Daunenparka'),
      nm('Wind Jacket', 'Coupe-vent {w}', '{w} Windjacke'),
      nm('Synthetic Hoody', 'Veste à capuche synthétique {w}', '{w} Kunstfaser-Hoody'),
      nm('Waterproof Jacket', 'Veste imperméable {w}', '{w} Wasserdichte Jacke'),
      nm('Storm Jacket', 'Veste tempête {w}', '{w} Sturmjacke'),
      nm('Light Down Vest', 'Doudoune sans manches légère {w}', '{w} Leichte Daunenweste'),
    ],
    opening: [
      'A jacket for cold belays, windy ridges and wet trailheads.',
      'Built for changeable mountain weather, from the first drizzle to the last light.',
      'Our everyday layer for long days outside, light enough to forget in your pack.',
    ],
    features: [
      'Recycled synthetic insulation stays warm even when damp.',
      'A durable water-repellent finish sheds light rain and snow.',
      'The adjustable hood fits over a helmet.',
      'Two hand pockets sit above a hip belt.',
      'Packs into its own chest pocket.',
      'Taped seams and a waterproof, breathable membrane keep storms out.',
      'Underarm zips dump heat on steep climbs.',
    ],
    eyebrows: ['waterproof', 'recycled', 'packable', 'windproof'],
    colours: APPAREL_COLOURS,
    priceUsd: [129, 449],
    maxQty: 10,
    seasonal: true,
    sizes: apparelSizes,
  },
  fleece: {
    key: 'fleece',
    names: [
      nm('Fleece Jacket', 'Veste polaire {w}', '{w} Fleecejacke'),
      nm('Half-Zip Fleece', 'Polaire demi-zip {w}', '{w} Half-Zip-Fleece'),
      nm('Grid Fleece Hoody', 'Polaire à capuche grid {w}', '{w} Grid-Fleece-Hoody'),
      nm('High Pile Fleece', 'Polaire à poils longs {w}', '{w} Hochflor-Fleece'),
      nm('Microfleece Pullover', 'Pull micropolaire {w}', '{w} Microfleece-Pullover'),
      nm('Fleece Vest', 'Gilet polaire {w}', '{w} Fleeceweste'),
      nm('Polar Fleece Jacket', 'Veste en laine polaire {w}', '{w} Polarfleecejacke'),
    ],
    opening: ['A warm, breathable mid layer for cool mornings and camp evenings.', 'Soft fleece that works as well on the trail as around town.'],
    features: [
      'Grid-backed fabric traps warmth and moves moisture.',
      'Made from recycled polyester.',
      'A stand-up collar blocks the wind.',
      'Zipped hand pockets keep small things safe.',
      'Flat seams sit comfortably under a pack.',
    ],
    eyebrows: ['recycled', 'breathable'],
    colours: APPAREL_COLOURS,
    priceUsd: [59, 169],
    maxQty: 10,
    seasonal: true,
    sizes: apparelSizes,
  },
  trousers: {
    key: 'trousers',
    names: [
      nm('Trekking Trousers', 'Pantalon de trekking {w}', '{w} Trekkinghose'),
      nm('Convertible Trousers', 'Pantalon convertible {w}', '{w} Zip-Off-Hose'),
      nm('Softshell Trousers', 'Pantalon softshell {w}', '{w} Softshellhose'),
      nm('Rain Trousers', 'Pantalon de pluie {w}', '{w} Regenhose'),
      nm('Hiking Trousers', 'Pantalon de randonnée {w}', '{w} Wanderhose'),
      nm('Winter Trousers', "Pantalon d'hiver {w}", '{w} Winterhose'),
      nm('Stretch Trousers', 'Pantalon stretch {w}', '{w} Stretchhose'),
      nm('Cargo Trousers', 'Pantalon cargo {w}', '{w} Cargohose'),
    ],
    opening: ['Trousers that move with you on scrambles and long approaches.', 'Hard-wearing trousers for long days on rough trails.'],
    features: [
      'Four-way stretch fabric for unrestricted movement.',
      'Reinforced knees and seat resist abrasion.',
      'Zip-off legs turn them into shorts.',
      'An integrated belt adjusts the fit.',
      'A thigh pocket holds a map or phone.',
      'Quick-drying fabric with UPF 50 sun protection.',
    ],
    eyebrows: ['breathable', 'lightweight'],
    colours: ['BLK', 'CHR', 'NVY', 'OLV', 'SND', 'STN', 'MOS', 'GRY', 'BRN'],
    priceUsd: [69, 179],
    maxQty: 10,
    seasonal: true,
    sizes: apparelSizes,
  },
  baselayer: {
    key: 'baselayer',
    names: [
      nm('Merino Crew', 'Haut col rond mérinos {w}', '{w} Merino-Rundhalsshirt'),
      nm('Merino 200 Long-Sleeve', 'Haut manches longues mérinos 200 {w}', '{w} Merino 200 Langarmshirt'),
      nm('Thermal Tights', 'Collant thermique {w}', '{w} Thermo-Tights'),
      nm('Merino Zip Neck', 'Haut col zippé mérinos {w}', '{w} Merino-Zip-Shirt'),
      nm('Seamless Base Layer Top', 'Haut technique sans coutures {w}', '{w} Nahtloses Funktionsshirt'),
      nm('Merino 150 Tee', 'T-shirt mérinos 150 {w}', '{w} Merino 150 T-Shirt'),
      nm('Thermal Crew', 'Haut thermique col rond {w}', '{w} Thermo-Rundhalsshirt'),
    ],
    opening: ['The layer next to your skin, for cold starts and long efforts.', 'Soft merino that regulates temperature from dawn to dusk.'],
    features: [
      'Naturally odour-resistant merino wool.',
      'Flatlock seams avoid chafing under a pack.',
      'A longer back hem stays tucked in.',
      'Thumb loops keep the sleeves in place.',
      'Responsibly sourced, non-mulesed wool.',
    ],
    eyebrows: ['merino', 'breathable'],
    colours: ['BLK', 'NVY', 'CHR', 'GRY', 'BRG', 'TEA', 'PLM', 'FGR', 'RST', 'SKY'],
    priceUsd: [45, 119],
    maxQty: 10,
    seasonal: true,
    sizes: apparelSizes,
  },
  tshirt: {
    key: 'tshirt',
    names: [
      nm('Logo Tee', 'T-shirt logo {w}', '{w} Logo-T-Shirt'),
      nm('Trail Tee', 'T-shirt trail {w}', '{w} Trail-T-Shirt'),
      nm('Organic Cotton T-Shirt', 'T-shirt en coton bio {w}', '{w} Bio-Baumwoll-T-Shirt'),
      nm('Graphic Tee', 'T-shirt graphique {w}', '{w} Grafik-T-Shirt'),
      nm('Tech Tee', 'T-shirt technique {w}', '{w} Funktions-T-Shirt'),
      nm('Pocket Tee', 'T-shirt à poche {w}', '{w} T-Shirt mit Brusttasche'),
      nm('Mountain Print Tee', 'T-shirt imprimé montagne {w}', '{w} Berg-Print-T-Shirt'),
    ],
    opening: ['An easy tee for trail days and rest days.', 'A soft, everyday T-shirt with an outdoor heart.'],
    features: ['Organic cotton, grown without synthetic pesticides.', 'Quick-drying recycled polyester.', 'A relaxed fit that layers easily.', 'Printed with water-based inks.'],
    eyebrows: ['recycled', 'lightweight'],
    colours: APPAREL_COLOURS,
    priceUsd: [25, 55],
    maxQty: 10,
    seasonal: true,
    sizes: apparelSizes,
  },
  'hiking-boot': {
    key: 'hiking-boot',
    names: [
      nm('Mid Waterproof Boot', 'Chaussure mi-haute imperméable {w}', '{w} Wasserdichter Mid-Stiefel'),
      nm('GTX Hiking Boot', 'Chaussure de randonnée GTX {w}', '{w} GTX Wanderschuh'),
      nm('Leather Trek Boot', 'Chaussure de trek en cuir {w}', '{w} Leder-Trekkingstiefel'),
      nm('Lightweight Hiker', 'Chaussure de randonnée légère {w}', '{w} Leichter Wanderschuh'),
      nm('Winter Boot', "Botte d'hiver {w}", '{w} Winterstiefel'),
      nm('Approach Mid', "Chaussure d'approche mi-haute {w}", '{w} Zustiegsschuh Mid'),
    ],
    opening: ['A supportive boot for rocky trails and multi-day treks.', 'Sure-footed on wet rock, comfortable from the first mile.'],
    features: [
      'A waterproof, breathable lining keeps feet dry.',
      'A deep-lug rubber outsole grips on mud and scree.',
      'A cushioned midsole softens long descents.',
      'A protective rubber toe cap.',
      'Full-grain leather upper, resoleable.',
    ],
    eyebrows: ['waterproof', 'grip'],
    colours: SHOE_COLOURS,
    priceUsd: [129, 259],
    maxQty: 6,
    seasonal: true,
    sizes: shoeSizes,
  },
  'trail-shoe': {
    key: 'trail-shoe',
    names: [
      nm('Trail Runner', 'Chaussure de trail {w}', '{w} Trailrunner'),
      nm('Trail Running Shoe', 'Chaussure de trail running {w}', '{w} Trailrunning-Schuh'),
      nm('GTX Trail Shoe', 'Chaussure de trail GTX {w}', '{w} GTX Trailschuh'),
      nm('Ultra Trail Shoe', 'Chaussure ultra-trail {w}', '{w} Ultra-Trailschuh'),
      nm('Speed Trail Shoe', 'Chaussure de trail rapide {w}', '{w} Speed-Trailschuh'),
    ],
    opening: ['A fast, nimble shoe for technical trails.', 'Cushioned for long distances on mixed terrain.'],
    features: ['A rock plate protects from sharp stones.', 'Sticky rubber lugs for wet and dry trails.', 'A breathable mesh upper drains quickly.', 'Quick-lace system with a lace garage.'],
    eyebrows: ['lightweight', 'grip'],
    colours: SHOE_COLOURS,
    priceUsd: [109, 179],
    maxQty: 6,
    seasonal: true,
    sizes: shoeSizes,
  },
  sandal: {
    key: 'sandal',
    names: [
      nm('Hiking Sandal', 'Sandale de randonnée {w}', '{w} Wandersandale'),
      nm('Sport Sandal', 'Sandale de sport {w}', '{w} Sportsandale'),
      nm('Recovery Slide', 'Claquette de récupération {w}', '{w} Recovery-Pantolette'),
      nm('River Sandal', 'Sandale de rivière {w}', '{w} Flusssandale'),
    ],
    opening: ['A sandal for river crossings, hot trails and camp.', 'Light, adjustable and ready for water.'],
    features: ['Quick-drying webbing straps.', 'A contoured footbed supports the arch.', 'A grippy rubber outsole.'],
    eyebrows: ['lightweight'],
    colours: SHOE_COLOURS,
    priceUsd: [39, 99],
    maxQty: 6,
    seasonal: true,
    sizes: shoeSizes,
  },
  tent: {
    key: 'tent',
    names: [
      nm('1 Ultralight Tent', 'Tente ultralégère {w} 1', '{w} 1 Ultraleichtzelt'),
      nm('2 Backpacking Tent', 'Tente de trekking {w} 2', '{w} 2 Trekkingzelt'),
      nm('3 Dome Tent', 'Tente dôme {w} 3', '{w} 3 Kuppelzelt'),
      nm('4 Family Tent', 'Tente familiale {w} 4', '{w} 4 Familienzelt'),
      nm('2 Mountain Tent', 'Tente de montagne {w} 2', '{w} 2 Bergzelt'),
      nm('Tarp Shelter', 'Abri tarp {w}', '{w} Tarp-Unterstand'),
      nm('6 Basecamp Tent', 'Tente camp de base {w} 6', '{w} 6 Basislagerzelt'),
    ],
    opening: ['A shelter you can pitch in minutes, even in the rain.', 'A stable, roomy tent for fair weather and foul.'],
    features: [
      'Colour-coded poles pitch fly-first.',
      'Two doors and two vestibules for gear.',
      'A fully taped, waterproof flysheet.',
      'Mesh panels cut condensation.',
      'Packs down small into a compression sack.',
    ],
    eyebrows: ['waterproof', 'lightweight'],
    colours: GEAR_COLOURS,
    priceUsd: [199, 699],
    maxQty: 4,
    seasonal: false,
    sizes: () => SIZE_RUNS.oneSize,
  },
  'sleeping-bag': {
    key: 'sleeping-bag',
    names: [
      nm('-5°C Down Sleeping Bag', 'Sac de couchage en duvet {w} -5°C', '{w} -5°C Daunenschlafsack'),
      nm('0°C Synthetic Sleeping Bag', 'Sac de couchage synthétique {w} 0°C', '{w} 0°C Kunstfaserschlafsack'),
      nm('Summer Sleeping Bag', "Sac de couchage d'été {w}", '{w} Sommerschlafsack'),
      nm('-15°C Expedition Bag', "Sac de couchage d'expédition {w} -15°C", '{w} -15°C Expeditionsschlafsack'),
      nm('Camp Quilt', 'Quilt de camping {w}', '{w} Camping-Quilt'),
      nm('Double Sleeping Bag', 'Sac de couchage double {w}', '{w} Doppelschlafsack'),
    ],
    opening: ['Warmth for cold nights, in a bag that packs small.', 'A cosy bag for camping from spring to autumn.'],
    features: ['Responsibly sourced down.', 'A draught collar and hood seal in warmth.', 'An anti-snag two-way zip.', 'Comes with a compression sack and storage bag.'],
    eyebrows: ['packable', 'recycled'],
    colours: GEAR_COLOURS,
    priceUsd: [99, 449],
    maxQty: 4,
    seasonal: false,
    sizes: () => SIZE_RUNS.bagLength,
  },
  cookware: {
    key: 'cookware',
    names: [
      nm('Titanium Pot Set', 'Set de casseroles en titane {w}', '{w} Titan-Topfset'),
      nm('Compact Gas Stove', 'Réchaud à gaz compact {w}', '{w} Kompakter Gaskocher'),
      nm('Insulated Mug', 'Mug isotherme {w}', '{w} Isolierbecher'),
      nm('Camp Cook System', 'Système de cuisson {w}', '{w} Camping-Kochsystem'),
      nm('Camp Kettle', 'Bouilloire de camping {w}', '{w} Campingkessel'),
      nm('Cutlery Set', 'Set de couverts {w}', '{w} Besteckset'),
    ],
    opening: ['Hot meals and coffee wherever you stop.', 'Light, tough kit for the camp kitchen.'],
    features: ['Nests neatly to save space.', 'Hard-anodised aluminium heats evenly.', 'A folding handle locks in place.', 'Dishwasher safe.'],
    eyebrows: ['lightweight'],
    colours: ['ORG', 'GRY', 'BLK', 'FGR', 'RED', 'CBT'],
    priceUsd: [19, 149],
    maxQty: 10,
    seasonal: false,
    sizes: () => SIZE_RUNS.oneSize,
  },
  harness: {
    key: 'harness',
    names: [
      nm('Sport Harness', 'Baudrier sport {w}', '{w} Sportklettergurt'),
      nm('Alpine Harness', 'Baudrier alpinisme {w}', '{w} Alpinklettergurt'),
      nm('Trad Harness', 'Baudrier trad {w}', '{w} Trad-Klettergurt'),
      nm('Gym Harness', 'Baudrier salle {w}', '{w} Hallenklettergurt'),
    ],
    opening: ['A comfortable harness for long days at the crag.', 'Light and packable for alpine routes.'],
    features: ['Four gear loops.', 'Adjustable leg loops fit over layers.', 'Wide, padded waist belt.', 'Tested to EN 12277.'],
    eyebrows: ['lightweight'],
    colours: ['ORG', 'CBT', 'LIM', 'RED', 'BLK', 'TEA'],
    priceUsd: [49, 129],
    maxQty: 6,
    seasonal: false,
    sizes: () => SIZE_RUNS.harness,
  },
  helmet: {
    key: 'helmet',
    names: [
      nm('Climbing Helmet', "Casque d'escalade {w}", '{w} Kletterhelm'),
      nm('Alpine Helmet', "Casque d'alpinisme {w}", '{w} Alpinhelm'),
      nm('Foam Helmet', 'Casque en mousse {w}', '{w} Schaumstoffhelm'),
    ],
    opening: ['Protection for crags, via ferratas and alpine routes.', 'A light helmet you will actually want to wear.'],
    features: ['Headlamp clips front and back.', 'Large vents keep you cool.', 'Tested to EN 12492.'],
    eyebrows: ['lightweight'],
    colours: ['WHT', 'ORG', 'CBT', 'LIM', 'BLK', 'RED'],
    priceUsd: [59, 139],
    maxQty: 6,
    seasonal: false,
    sizes: () => SIZE_RUNS.twoFit,
  },
  'climbing-shoe': {
    key: 'climbing-shoe',
    names: [
      nm('Climbing Shoe', "Chausson d'escalade {w}", '{w} Kletterschuh'),
      nm('Bouldering Shoe', 'Chausson de bloc {w}', '{w} Boulderschuh'),
      nm('All-Round Climbing Shoe', "Chausson d'escalade polyvalent {w}", '{w} Allround-Kletterschuh'),
      nm('Crack Shoe', 'Chausson de fissure {w}', '{w} Rissschuh'),
    ],
    opening: ['Precise footwork on slabs, cracks and overhangs.', 'A comfortable all-rounder for the gym and the crag.'],
    features: ['Sticky rubber sole.', 'A downturned last for steep routes.', 'Hook-and-loop closure.'],
    eyebrows: ['grip'],
    colours: ['ORG', 'CBT', 'LIM', 'YLW', 'RED', 'TEA', 'BLK'],
    priceUsd: [89, 189],
    maxQty: 6,
    seasonal: false,
    sizes: () => SIZE_RUNS.climbingShoes,
  },
  daypack: {
    key: 'daypack',
    names: [
      nm('22 Daypack', 'Sac à dos de jour {w} 22', '{w} 22 Tagesrucksack'),
      nm('28 Hiking Pack', 'Sac de randonnée {w} 28', '{w} 28 Wanderrucksack'),
      nm('18 Commuter Pack', 'Sac à dos urbain {w} 18', '{w} 18 Pendlerrucksack'),
      nm('30 Daypack', 'Sac à dos de jour {w} 30', '{w} 30 Tagesrucksack'),
      nm('15 Trail Pack', 'Sac trail {w} 15', '{w} 15 Trailrucksack'),
      nm('25 Hydration Pack', "Sac d'hydratation {w} 25", '{w} 25 Trinkrucksack'),
    ],
    opening: ['Room for the day: layers, lunch and a flask.', 'A comfortable pack for hikes and the daily commute.'],
    features: ['A ventilated back panel.', 'Hip-belt pockets for snacks.', 'Compatible with a hydration bladder.', 'An integrated rain cover.'],
    eyebrows: ['lightweight', 'recycled'],
    colours: GEAR_COLOURS,
    priceUsd: [59, 149],
    maxQty: 10,
    seasonal: false,
    sizes: () => SIZE_RUNS.oneSize,
  },
  backpack: {
    key: 'backpack',
    names: [
      nm('55 Backpacking Pack', 'Sac à dos de trekking {w} 55', '{w} 55 Trekkingrucksack'),
      nm('65+10 Trekking Pack', 'Sac de trekking {w} 65+10', '{w} 65+10 Trekkingrucksack'),
      nm('45 Alpine Pack', "Sac d'alpinisme {w} 45", '{w} 45 Alpinrucksack'),
      nm('70 Expedition Pack', "Sac d'expédition {w} 70", '{w} 70 Expeditionsrucksack'),
      nm('50 Lightweight Pack', 'Sac à dos léger {w} 50', '{w} 50 Leichtrucksack'),
    ],
    opening: ['Carries a week of gear in comfort.', 'A load-carrying pack for multi-day trips.'],
    features: ['An adjustable back system fits a wide range of torsos.', 'Top and front access to the main compartment.', 'Ice-axe and pole attachments.', 'A removable lid doubles as a daypack.'],
    eyebrows: ['lightweight'],
    colours: GEAR_COLOURS,
    priceUsd: [179, 349],
    maxQty: 4,
    seasonal: false,
    sizes: () => SIZE_RUNS.twoFit,
  },
  duffel: {
    key: 'duffel',
    names: [
      nm('40L Duffel', 'Sac duffel {w} 40 L', '{w} 40L Duffel'),
      nm('70L Expedition Duffel', "Sac duffel d'expédition {w} 70 L", '{w} 70L Expeditions-Duffel'),
      nm('Travel Pack 45', 'Sac de voyage {w} 45', '{w} Reiserucksack 45'),
      nm('Wheeled Duffel 90L', 'Sac duffel à roulettes {w} 90 L', '{w} Rollenduffel 90L'),
      nm('Packing Cube Set', 'Set de cubes de rangement {w}', '{w} Packwürfel-Set'),
    ],
    opening: ['Tough luggage for trips to the mountains and beyond.', 'Haul everything to basecamp.'],
    features: ['Water-resistant laminated fabric.', 'Padded backpack straps stow away.', 'A wide D-shaped opening.', 'Lockable zips.'],
    eyebrows: ['recycled'],
    colours: GEAR_COLOURS,
    priceUsd: [89, 249],
    maxQty: 6,
    seasonal: false,
    sizes: () => SIZE_RUNS.oneSize,
  },
}
