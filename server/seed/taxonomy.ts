// The category tree of each brand: level 1 (Men, Women, Kids, Equipment), level 2 (Clothing,
// Footwear, Camping, ...) and level 3 leaves, each leaf holding one product type. Names are
// localised (en, fr, de); `count` is how many products the generator makes for the leaf.
import type { ProductTypeKey } from './productTypes.ts'

export interface L10n {
  readonly en: string
  readonly fr: string
  readonly de: string
}
export type Gender = 'men' | 'women' | 'kids' | 'unisex'

export interface LeafDef {
  readonly key: string
  readonly names: L10n
  readonly type: ProductTypeKey
  readonly count: number
}
export interface GroupDef {
  readonly key: string
  readonly names: L10n
  readonly children: ReadonlyArray<LeafDef>
}
export interface TopDef {
  readonly key: string
  readonly names: L10n
  readonly gender: Gender
  readonly children: ReadonlyArray<GroupDef>
}

const n = (en: string, fr: string, de: string): L10n => ({ en, fr, de })
const leaf = (key: string, names: L10n, type: ProductTypeKey, count: number): LeafDef => ({ key, names, type, count })

const N = {
  clothing: n('Clothing', 'Vêtements', 'Bekleidung'),
  footwear: n('Footwear', 'Chaussures', 'Schuhe'),
  jackets: n('Jackets', 'Vestes', 'Jacken'),
  fleece: n('Fleece', 'Polaires', 'Fleece'),
  trousers: n('Trousers', 'Pantalons', 'Hosen'),
  baseLayers: n('Base layers', 'Sous-vêtements techniques', 'Funktionswäsche'),
  tshirts: n('T-shirts', 'T-shirts', 'T-Shirts'),
  hikingBoots: n('Hiking boots', 'Chaussures de randonnée', 'Wanderschuhe'),
  trailRunning: n('Trail running', 'Trail', 'Trailrunning'),
  sandals: n('Sandals', 'Sandales', 'Sandalen'),
}

const adult = (gender: 'men' | 'women', counts: ReadonlyArray<number>): ReadonlyArray<GroupDef> => [
  {
    key: `${gender}-clothing`,
    names: N.clothing,
    children: [
      leaf(`${gender}-jackets`, N.jackets, 'jacket', counts[0] ?? 10),
      leaf(`${gender}-fleece`, N.fleece, 'fleece', counts[1] ?? 8),
      leaf(`${gender}-trousers`, N.trousers, 'trousers', counts[2] ?? 8),
      leaf(`${gender}-base-layers`, N.baseLayers, 'baselayer', counts[3] ?? 7),
      leaf(`${gender}-t-shirts`, N.tshirts, 'tshirt', counts[4] ?? 8),
    ],
  },
  {
    key: `${gender}-footwear`,
    names: N.footwear,
    children: [
      leaf(`${gender}-hiking-boots`, N.hikingBoots, 'hiking-boot', counts[5] ?? 8),
      leaf(`${gender}-trail-running`, N.trailRunning, 'trail-shoe', counts[6] ?? 7),
      leaf(`${gender}-sandals`, N.sandals, 'sandal', counts[7] ?? 5),
    ],
  },
]

/** The same tree for both brands; leaf counts add up to 235 products per brand. */
export const TAXONOMY: ReadonlyArray<TopDef> = [
  { key: 'men', names: n('Men', 'Homme', 'Herren'), gender: 'men', children: adult('men', [14, 10, 10, 8, 9, 10, 8, 5]) },
  { key: 'women', names: n('Women', 'Femme', 'Damen'), gender: 'women', children: adult('women', [14, 10, 10, 8, 9, 10, 8, 5]) },
  {
    key: 'kids',
    names: n('Kids', 'Enfant', 'Kinder'),
    gender: 'kids',
    children: [
      {
        key: 'kids-clothing',
        names: N.clothing,
        children: [
          leaf('kids-jackets', N.jackets, 'jacket', 7),
          leaf('kids-fleece', N.fleece, 'fleece', 5),
          leaf('kids-trousers', N.trousers, 'trousers', 5),
        ],
      },
      {
        key: 'kids-footwear',
        names: N.footwear,
        children: [leaf('kids-hiking-boots', N.hikingBoots, 'hiking-boot', 5), leaf('kids-sandals', N.sandals, 'sandal', 4)],
      },
    ],
  },
  {
    key: 'equipment',
    names: n('Equipment', 'Équipement', 'Ausrüstung'),
    gender: 'unisex',
    children: [
      {
        key: 'camping',
        names: n('Camping', 'Camping', 'Camping'),
        children: [
          leaf('tents', n('Tents', 'Tentes', 'Zelte'), 'tent', 9),
          leaf('sleeping-bags', n('Sleeping bags', 'Sacs de couchage', 'Schlafsäcke'), 'sleeping-bag', 8),
          leaf('camp-kitchen', n('Camp kitchen', 'Cuisine de camping', 'Campingküche'), 'cookware', 7),
        ],
      },
      {
        key: 'climbing',
        names: n('Climbing', 'Escalade', 'Klettern'),
        children: [
          leaf('harnesses', n('Harnesses', 'Baudriers', 'Klettergurte'), 'harness', 6),
          leaf('helmets', n('Helmets', 'Casques', 'Helme'), 'helmet', 5),
          leaf('climbing-shoes', n('Climbing shoes', "Chaussons d'escalade", 'Kletterschuhe'), 'climbing-shoe', 6),
        ],
      },
      {
        key: 'packs',
        names: n('Packs', 'Sacs à dos', 'Rucksäcke'),
        children: [
          leaf('daypacks', n('Daypacks', 'Sacs de randonnée', 'Tagesrucksäcke'), 'daypack', 8),
          leaf('backpacking-packs', n('Backpacking packs', 'Sacs de trekking', 'Trekkingrucksäcke'), 'backpack', 6),
          leaf('travel-bags', n('Travel bags', 'Sacs de voyage', 'Reisetaschen'), 'duffel', 6),
        ],
      },
    ],
  },
]
