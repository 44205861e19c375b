// Product sets of the seed ("complete the look", spec 001 section 7 productSets/productSet): outfits
// and kits of products of the same gender that go together, chosen with the seed's PRNG. A set's
// name and description are kept in the three languages.
import type { Brand } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import { createRng } from '../lib/prng.ts'
import type { ProductRow } from './generate.ts'
import type { L10n } from './taxonomy.ts'

interface SetKind {
  readonly key: string
  readonly genders: ReadonlyArray<ProductRow['gender']>
  readonly types: ReadonlyArray<string>
  readonly name: L10n
  readonly description: L10n
}

const KINDS: ReadonlyArray<SetKind> = [
  {
    key: 'trail',
    genders: ['men', 'women'],
    types: ['jacket', 'trousers', 'hiking-boot'],
    name: { en: 'The {word} trail outfit', fr: 'La tenue de randonnée {word}', de: 'Das {word} Wander-Outfit' },
    description: {
      en: 'A shell, trousers and boots chosen to work together on long days in changing weather.',
      fr: 'Une veste, un pantalon et des chaussures choisis pour aller ensemble sur les longues journées au temps changeant.',
      de: 'Jacke, Hose und Schuhe, die an langen Tagen bei wechselhaftem Wetter zusammenpassen.',
    },
  },
  {
    key: 'layers',
    genders: ['men', 'women', 'kids'],
    types: ['baselayer', 'fleece', 'jacket'],
    name: { en: 'The {word} layering system', fr: 'Le système multicouche {word}', de: 'Das {word} Schichtsystem' },
    description: {
      en: 'Base layer, mid layer and shell: add or remove a layer as the day warms up or cools down.',
      fr: 'Première couche, couche intermédiaire et veste : ajoutez ou retirez une couche selon la température.',
      de: 'Basisschicht, Mittelschicht und Jacke: eine Schicht mehr oder weniger, je nach Temperatur.',
    },
  },
  {
    key: 'run',
    genders: ['men', 'women'],
    types: ['tshirt', 'trail-shoe'],
    name: { en: 'The {word} trail running kit', fr: 'La tenue de trail {word}', de: 'Das {word} Trailrunning-Set' },
    description: {
      en: 'A light top and grippy shoes for fast days on the trail.',
      fr: 'Un haut léger et des chaussures accrocheuses pour les sorties rapides.',
      de: 'Ein leichtes Shirt und griffige Schuhe für schnelle Tage auf dem Trail.',
    },
  },
  {
    key: 'camp',
    genders: ['unisex'],
    types: ['tent', 'sleeping-bag', 'cookware'],
    name: { en: 'The {word} camp set', fr: "L'ensemble bivouac {word}", de: 'Das {word} Camping-Set' },
    description: {
      en: 'Shelter, sleep and a hot meal: everything for a night out.',
      fr: 'Un abri, un couchage et un repas chaud : tout pour une nuit dehors.',
      de: 'Unterkunft, Schlaf und eine warme Mahlzeit: alles für eine Nacht draußen.',
    },
  },
  {
    key: 'climb',
    genders: ['unisex'],
    types: ['harness', 'helmet', 'climbing-shoe'],
    name: { en: 'The {word} climbing kit', fr: "L'équipement d'escalade {word}", de: 'Das {word} Kletter-Set' },
    description: {
      en: 'Harness, helmet and shoes for your first days at the crag.',
      fr: 'Baudrier, casque et chaussons pour vos premières sorties en falaise.',
      de: 'Gurt, Helm und Schuhe für die ersten Tage am Fels.',
    },
  },
]

const SETS_PER_KIND = 4
const GENDER_PREFIX = /^(Men's|Women's|Kids') /

const fill = (template: L10n, word: string): L10n => ({
  en: template.en.replace('{word}', word),
  fr: template.fr.replace('{word}', word),
  de: template.de.replace('{word}', word),
})

export interface ProductSetRow {
  id: string
  brand: Brand
  names: L10n
  descriptions: L10n
  position: number
  members: ReadonlyArray<string>
}

/** The sets of every brand: per kind and gender, a few sets of one product of each type. */
export const productSetRows = (products: ReadonlyArray<ProductRow>): ProductSetRow[] => {
  const out: ProductSetRow[] = []
  const brands = [...new Set(products.map((p) => p.brand))]
  for (const brand of brands) {
    const rng = createRng(`reference-sets/v1/${brand}`)
    let n = 0
    for (const kind of KINDS) {
      for (const gender of kind.genders) {
        const pools = kind.types.map((type) => products.filter((p) => p.brand === brand && p.gender === gender && p.product_type === type && p.badge !== 'online-exclusive'))
        if (pools.some((pool) => pool.length === 0)) continue
        const shuffled = pools.map((pool) => rng.shuffle(pool))
        const count = Math.min(SETS_PER_KIND, ...pools.map((pool) => pool.length))
        for (let i = 0; i < count; i++) {
          const members = shuffled.map((pool) => pool[i]!)
          const word = members[0]!.name.replace(GENDER_PREFIX, '').split(' ')[0] ?? ''
          n++
          out.push({
            id: `SET${brand === 'summit' ? 1 : 2}${String(n).padStart(4, '0')}`,
            brand,
            names: fill(kind.name, word),
            descriptions: kind.description,
            position: n,
            members: members.map((m) => m.id),
          })
        }
      }
    }
  }
  return out
}

export const seedProductSets = async (tx: Db, products: ReadonlyArray<ProductRow>): Promise<void> => {
  const sets = productSetRows(products)
  await tx.query(
    `INSERT INTO product_sets (id, brand, names, descriptions, position)
     SELECT id, brand, names, descriptions, position FROM jsonb_to_recordset($1::jsonb) AS s(id text, brand text, names jsonb, descriptions jsonb, position int)`,
    [JSON.stringify(sets)],
  )
  await tx.query(
    `INSERT INTO product_set_members (set_id, product_id, position)
     SELECT set_id, product_id, position FROM jsonb_to_recordset($1::jsonb) AS m(set_id text, product_id text, position int)`,
    [JSON.stringify(sets.flatMap((s) => s.members.map((product_id, position) => ({ set_id: s.id, product_id, position }))))],
  )
}
