// What the search seed knows besides the catalogue (docs/decisions/0019-search.md): synonym groups
// per site language (each term of a group stands for the others in a query: words shoppers use
// that the catalogue does not, regional words, abbreviations), and the popular queries autosuggest
// offers before any product, with how often they were searched (seeded figures: the reference
// services keep no search log).
import type { LocaleInfo } from '../../src/contract/site/sites.ts'

type Language = LocaleInfo['language']

export const SYNONYM_GROUPS: Record<Language, ReadonlyArray<ReadonlyArray<string>>> = {
  en: [
    ['trousers', 'pants'],
    ['backpack', 'rucksack', 'pack'],
    ['hoody', 'hoodie'],
    ['tee', 't-shirt', 'tshirt'],
    ['waterproof', 'rainproof', 'gore-tex', 'gtx'],
    ['rain jacket', 'waterproof jacket', 'shell jacket'],
    ['down jacket', 'puffer', 'puffy'],
    ['vest', 'gilet', 'bodywarmer'],
    ['duffel', 'duffle', 'holdall'],
    ['stove', 'burner'],
    ['trail running shoe', 'trail runner', 'trail sneaker'],
    ['tent', 'shelter'],
    ['fleece', 'midlayer'],
  ],
  fr: [
    ['randonnee', 'rando'],
    ['doudoune', 'veste en duvet'],
    ['coupe-vent', 'k-way'],
    ['impermeable', 'etanche'],
    ['sac a dos', 'sac de randonnee', 'sac de trekking'],
    ['t-shirt', 'tee-shirt', 'tshirt'],
    ['chaussure de trail', 'basket de trail'],
    ['rechaud', 'camping-gaz'],
    ['polaire', 'pull polaire'],
    ['tente', 'abri'],
  ],
  de: [
    ['rucksack', 'ranzen'],
    ['daunenjacke', 'pufferjacke', 'steppjacke'],
    ['wasserdicht', 'regenfest', 'gtx'],
    ['wanderschuh', 'wanderstiefel', 'trekkingschuh'],
    ['hose', 'pants'],
    ['fleece', 'faserpelz'],
    ['weste', 'gilet'],
    ['kocher', 'gaskocher', 'campingkocher'],
    ['t-shirt', 'tshirt', 'shirt'],
    ['zelt', 'tarp'],
  ],
}

/** Popular queries per language, with searches per month (the same for both brands). */
export const POPULAR_QUERIES: Record<Language, ReadonlyArray<readonly [query: string, searches: number]>> = {
  en: [
    ['rain jacket', 980], ['hiking boots', 870], ['down jacket', 760], ['tent', 650], ['sleeping bag', 600], ['fleece', 540],
    ['merino', 480], ['daypack', 450], ['trail running shoes', 420], ['waterproof trousers', 380], ['climbing shoes', 300],
    ['backpack', 260], ['harness', 210], ['sandals', 200], ['t-shirt', 190], ['stove', 120], ['helmet', 110], ['duffel', 100],
  ],
  fr: [
    ['veste de pluie', 910], ['chaussures de randonnée', 850], ['doudoune', 800], ['tente', 640], ['sac de couchage', 590],
    ['polaire', 520], ['mérinos', 430], ['sac à dos', 420], ['chaussures de trail', 380], ['pantalon de randonnée', 360],
    ['chaussons d’escalade', 260], ['baudrier', 200], ['sandales', 190], ['t-shirt', 180], ['réchaud', 120], ['casque', 100],
  ],
  de: [
    ['regenjacke', 940], ['wanderschuhe', 880], ['daunenjacke', 780], ['zelt', 660], ['schlafsack', 610], ['fleecejacke', 530],
    ['merino', 470], ['rucksack', 460], ['trailrunning schuhe', 400], ['wanderhose', 370], ['kletterschuhe', 290],
    ['klettergurt', 210], ['sandalen', 190], ['t-shirt', 180], ['gaskocher', 120], ['kletterhelm', 110],
  ],
}
