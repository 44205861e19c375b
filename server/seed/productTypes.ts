// What each product type looks like in the seed: names, description sentences, size runs, colours,
// price range (USD, whole units) and eyebrow keys. The media service draws a silhouette per type.
import { SIZE_RUNS } from '../lib/palette.ts'
import type { Gender } from './taxonomy.ts'

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
  /** Name endings; the generator puts a brand word (and a gender prefix) in front. */
  readonly names: ReadonlyArray<string>
  readonly opening: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
  readonly eyebrows: ReadonlyArray<string>
  readonly colours: ReadonlyArray<string>
  readonly priceUsd: readonly [number, number]
  readonly maxQty: number
  readonly seasonal: boolean
  sizes(gender: Gender): ReadonlyArray<string>
}

const APPAREL_COLOURS = ['BLK', 'NVY', 'FGR', 'OLV', 'RST', 'BRG', 'SKY', 'GLC', 'SND', 'CHR', 'GRY', 'ORG', 'YLW', 'RED', 'TEA', 'PLM', 'CRL', 'SGE', 'WHT', 'MOS', 'CBT', 'PNK']
const SHOE_COLOURS = ['BLK', 'CHR', 'BRN', 'STN', 'NVY', 'RST', 'OLV', 'GRY', 'TEA', 'CBT', 'LIM', 'CRL']
const GEAR_COLOURS = ['FGR', 'OLV', 'ORG', 'SND', 'YLW', 'GRY', 'RED', 'CBT', 'TEA', 'BLK', 'LIM']

const apparelSizes = (gender: Gender) =>
  gender === 'women' ? SIZE_RUNS.womenApparel : gender === 'kids' ? SIZE_RUNS.kidsApparel : SIZE_RUNS.menApparel
const shoeSizes = (gender: Gender) => (gender === 'women' ? SIZE_RUNS.womenShoes : gender === 'kids' ? SIZE_RUNS.kidsShoes : SIZE_RUNS.menShoes)

export const PRODUCT_TYPES: Record<ProductTypeKey, ProductTypeDef> = {
  jacket: {
    key: 'jacket',
    names: ['Insulated Jacket', 'Rain Jacket', 'Down Jacket', 'Softshell Jacket', '3L Shell Jacket', 'Hybrid Jacket', 'Down Parka', 'Wind Jacket', 'Synthetic Hoody', 'Waterproof Jacket', 'Storm Jacket', 'Light Down Vest'],
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
    names: ['Fleece Jacket', 'Half-Zip Fleece', 'Grid Fleece Hoody', 'High Pile Fleece', 'Microfleece Pullover', 'Fleece Vest', 'Polar Fleece Jacket'],
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
    names: ['Trekking Trousers', 'Convertible Trousers', 'Softshell Trousers', 'Rain Trousers', 'Hiking Trousers', 'Winter Trousers', 'Stretch Trousers', 'Cargo Trousers'],
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
    names: ['Merino Crew', 'Merino 200 Long-Sleeve', 'Thermal Tights', 'Merino Zip Neck', 'Seamless Base Layer Top', 'Merino 150 Tee', 'Thermal Crew'],
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
    names: ['Logo Tee', 'Trail Tee', 'Organic Cotton T-Shirt', 'Graphic Tee', 'Tech Tee', 'Pocket Tee', 'Mountain Print Tee'],
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
    names: ['Mid Waterproof Boot', 'GTX Hiking Boot', 'Leather Trek Boot', 'Lightweight Hiker', 'Winter Boot', 'Approach Mid'],
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
    names: ['Trail Runner', 'Trail Running Shoe', 'GTX Trail Shoe', 'Ultra Trail Shoe', 'Speed Trail Shoe'],
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
    names: ['Hiking Sandal', 'Sport Sandal', 'Recovery Slide', 'River Sandal'],
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
    names: ['1 Ultralight Tent', '2 Backpacking Tent', '3 Dome Tent', '4 Family Tent', '2 Mountain Tent', 'Tarp Shelter', '6 Basecamp Tent'],
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
    names: ['-5°C Down Sleeping Bag', '0°C Synthetic Sleeping Bag', 'Summer Sleeping Bag', '-15°C Expedition Bag', 'Camp Quilt', 'Double Sleeping Bag'],
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
    names: ['Titanium Pot Set', 'Compact Gas Stove', 'Insulated Mug', 'Camp Cook System', 'Camp Kettle', 'Cutlery Set'],
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
    names: ['Sport Harness', 'Alpine Harness', 'Trad Harness', 'Gym Harness'],
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
    names: ['Climbing Helmet', 'Alpine Helmet', 'Foam Helmet'],
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
    names: ['Climbing Shoe', 'Bouldering Shoe', 'All-Round Climbing Shoe', 'Crack Shoe'],
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
    names: ['22 Daypack', '28 Hiking Pack', '18 Commuter Pack', '30 Daypack', '15 Trail Pack', '25 Hydration Pack'],
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
    names: ['55 Backpacking Pack', '65+10 Trekking Pack', '45 Alpine Pack', '70 Expedition Pack', '50 Lightweight Pack'],
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
    names: ['40L Duffel', '70L Expedition Duffel', 'Travel Pack 45', 'Wheeled Duffel 90L', 'Packing Cube Set'],
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
