// The seeded articles of every site (guides and stories in the site's language): each is a content
// page `article-{slug}` (kind page, under the `journal` page) holding an article block (hero media,
// eyebrow, title, subtitle, date, tags, text, related articles) and a newsletter form after it. The
// journal page (/{locale}/content/journal) lists them in an article grid. Their search rows
// (content_articles, with a weighted document: title A, eyebrow and tags B, text C) are what the
// content service's search call reads (server/content/articleSearch.ts).
import type { CanvasPage, Section } from '../../src/contract/schemas/content.ts'
import { articlePageSlug } from '../../src/contract/site/routeRules.ts'
import { BRANDS, LOCALES, LOCALE_INFO, siteIdOf, type Brand, type Locale, type LocaleInfo } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import { heroImage } from '../media/imageRefs.ts'

type Language = LocaleInfo['language']
type Words = Record<Language, string>

export const ARTICLE_TAGS = {
  guides: { en: 'Guides', fr: 'Guides', de: 'Ratgeber' },
  hiking: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern' },
  camping: { en: 'Camping', fr: 'Camping', de: 'Camping' },
  climbing: { en: 'Climbing', fr: 'Escalade', de: 'Klettern' },
  care: { en: 'Care and repair', fr: 'Entretien et réparation', de: 'Pflege und Reparatur' },
} as const satisfies Record<string, Words>
export type ArticleTag = keyof typeof ARTICLE_TAGS

interface ArticleDef {
  readonly slug: string
  readonly publishedOn: string
  readonly tags: ReadonlyArray<ArticleTag>
  readonly eyebrow: Words
  readonly title: Words
  readonly subtitle: Words
  readonly paragraphs: Record<Language, ReadonlyArray<string>>
}

const ARTICLES: ReadonlyArray<ArticleDef> = [
  {
    slug: 'layering-guide',
    publishedOn: '2025-10-02',
    tags: ['guides', 'hiking'],
    eyebrow: { en: 'Guide', fr: 'Guide', de: 'Ratgeber' },
    title: { en: 'How to layer for a cold hike', fr: 'Bien superposer ses couches pour une randonnée par temps froid', de: 'Das Zwiebelprinzip für kalte Wandertage' },
    subtitle: {
      en: 'Base layer, fleece and a waterproof jacket: what each layer does and when to take it off.',
      fr: 'Sous-vêtement technique, polaire et veste imperméable : le rôle de chaque couche et quand la retirer.',
      de: 'Funktionswäsche, Fleece und Regenjacke: was jede Schicht leistet und wann man sie auszieht.',
    },
    paragraphs: {
      en: [
        'Start with a merino base layer that moves sweat away from your skin. Cotton stays wet and cold.',
        'Add a fleece as your warm mid layer, and keep a waterproof jacket in your pack for wind and rain.',
        'Take a layer off before you sweat on the climb, and put it back on at the top before you cool down.',
      ],
      fr: [
        'Commencez par un sous-vêtement technique en mérinos qui évacue la transpiration. Le coton reste humide et froid.',
        'Ajoutez une polaire comme couche chaude, et gardez une veste imperméable dans le sac contre le vent et la pluie.',
        'Retirez une couche avant de transpirer dans la montée, et remettez-la au sommet avant de vous refroidir.',
      ],
      de: [
        'Beginnen Sie mit Funktionswäsche aus Merinowolle, die Schweiß von der Haut wegleitet. Baumwolle bleibt nass und kalt.',
        'Darüber kommt eine Fleecejacke als wärmende Schicht; die Regenjacke gegen Wind und Regen bleibt im Rucksack.',
        'Ziehen Sie vor dem Anstieg eine Schicht aus, bevor Sie schwitzen, und am Gipfel wieder an, bevor Sie auskühlen.',
      ],
    },
  },
  {
    slug: 'choosing-a-sleeping-bag',
    publishedOn: '2025-09-12',
    tags: ['guides', 'camping'],
    eyebrow: { en: 'Guide', fr: 'Guide', de: 'Ratgeber' },
    title: { en: 'Choosing a sleeping bag', fr: 'Choisir son sac de couchage', de: 'Den richtigen Schlafsack wählen' },
    subtitle: {
      en: 'Comfort ratings, down or synthetic fill, and the shape that keeps you warm.',
      fr: 'Températures de confort, garnissage en duvet ou synthétique, et la forme qui garde au chaud.',
      de: 'Komforttemperatur, Daune oder Kunstfaser und die Form, die warm hält.',
    },
    paragraphs: {
      en: [
        'Pick a sleeping bag by its comfort temperature, not its limit: the comfort figure is the night you sleep well.',
        'Down packs smaller and weighs less; synthetic fill stays warm when it gets damp.',
        'A mummy shape with a hood and a draught collar keeps the warmth in on cold nights.',
      ],
      fr: [
        'Choisissez un sac de couchage selon sa température de confort, pas sa limite : c’est celle d’une bonne nuit.',
        'Le duvet se compresse mieux et pèse moins ; le synthétique garde sa chaleur même humide.',
        'Une forme sarcophage avec capuche et collerette garde la chaleur les nuits froides.',
      ],
      de: [
        'Wählen Sie einen Schlafsack nach seiner Komforttemperatur, nicht nach dem Grenzwert: Bei ihr schläft man gut.',
        'Daune lässt sich kleiner packen und wiegt weniger; Kunstfaser wärmt auch, wenn sie feucht wird.',
        'Eine Mumienform mit Kapuze und Wärmekragen hält in kalten Nächten die Wärme im Schlafsack.',
      ],
    },
  },
  {
    slug: 'first-multi-day-trek',
    publishedOn: '2025-08-21',
    tags: ['hiking', 'camping'],
    eyebrow: { en: 'Story', fr: 'Récit', de: 'Geschichte' },
    title: { en: 'Packing for your first multi-day trek', fr: 'Préparer son premier trek de plusieurs jours', de: 'Packliste für die erste Mehrtagestour' },
    subtitle: {
      en: 'A tent, a stove and a pack that fits: what we carried over three days in the mountains.',
      fr: 'Une tente, un réchaud et un sac à dos bien réglé : ce que nous avons porté pendant trois jours en montagne.',
      de: 'Zelt, Kocher und ein passender Rucksack: was wir drei Tage lang in den Bergen getragen haben.',
    },
    paragraphs: {
      en: [
        'A backpacking pack of 50 to 65 litres holds a tent, a sleeping bag and food for three days.',
        'A compact gas stove and a titanium pot set boil water for dinner and coffee in minutes.',
        'Break in your hiking boots before the trip, and pack a rain jacket whatever the forecast says.',
      ],
      fr: [
        'Un sac de trekking de 50 à 65 litres contient une tente, un sac de couchage et trois jours de nourriture.',
        'Un réchaud à gaz compact et une popote en titane font bouillir l’eau du dîner et du café en quelques minutes.',
        'Faites vos chaussures de randonnée avant de partir, et emportez une veste de pluie quelle que soit la météo.',
      ],
      de: [
        'Ein Trekkingrucksack mit 50 bis 65 Litern fasst Zelt, Schlafsack und Essen für drei Tage.',
        'Ein kompakter Gaskocher und ein Titan-Topfset bringen Wasser für Abendessen und Kaffee in Minuten zum Kochen.',
        'Laufen Sie die Wanderschuhe vor der Tour ein und packen Sie eine Regenjacke ein, egal was die Vorhersage sagt.',
      ],
    },
  },
  {
    slug: 'waterproof-jacket-care',
    publishedOn: '2025-07-30',
    tags: ['care'],
    eyebrow: { en: 'Care', fr: 'Entretien', de: 'Pflege' },
    title: { en: 'Washing and reproofing a waterproof jacket', fr: 'Laver et réimperméabiliser une veste imperméable', de: 'Regenjacke waschen und neu imprägnieren' },
    subtitle: {
      en: 'Dirt and oil stop a membrane from breathing. A wash brings it back.',
      fr: 'La saleté empêche la membrane de respirer. Un lavage lui rend ses qualités.',
      de: 'Schmutz und Fett hindern die Membran am Atmen. Eine Wäsche bringt sie zurück.',
    },
    paragraphs: {
      en: [
        'Wash your jacket with a technical cleaner, never with fabric softener, and rinse it twice.',
        'Tumble dry on low heat to reactivate the water-repellent finish, or reproof it with a spray.',
      ],
      fr: [
        'Lavez votre veste avec une lessive technique, jamais avec un adoucissant, et rincez-la deux fois.',
        'Un séchage en machine à basse température réactive le traitement déperlant ; sinon, utilisez un spray.',
      ],
      de: [
        'Waschen Sie die Jacke mit einem Funktionswaschmittel, nie mit Weichspüler, und spülen Sie zweimal.',
        'Im Trockner bei niedriger Temperatur wird die Imprägnierung reaktiviert; sonst hilft ein Imprägnierspray.',
      ],
    },
  },
  {
    slug: 'climbing-shoe-fit',
    publishedOn: '2025-06-18',
    tags: ['climbing', 'guides'],
    eyebrow: { en: 'Guide', fr: 'Guide', de: 'Ratgeber' },
    title: { en: 'How a climbing shoe should fit', fr: "Comment doit chausser un chausson d'escalade", de: 'Wie ein Kletterschuh sitzen sollte' },
    subtitle: {
      en: 'Snug, not painful: sizing climbing shoes for the gym and the crag.',
      fr: 'Ajusté sans faire mal : choisir la taille de ses chaussons pour la salle et la falaise.',
      de: 'Eng, aber nicht schmerzhaft: die richtige Größe für Halle und Fels.',
    },
    paragraphs: {
      en: [
        'Your toes should touch the end of the shoe and curl slightly, without pressure on the joints.',
        'An all-round climbing shoe with a flat last suits long routes; a downturned shoe suits steep bouldering.',
      ],
      fr: [
        "Les orteils touchent le bout du chausson et se replient légèrement, sans pression sur les articulations.",
        "Un chausson d'escalade polyvalent et plat convient aux grandes voies ; un chausson cambré au bloc en dévers.",
      ],
      de: [
        'Die Zehen berühren die Schuhspitze und sind leicht gekrümmt, ohne Druck auf die Gelenke.',
        'Ein flacher Allround-Kletterschuh passt zu langen Routen, ein vorgespannter Schuh zum steilen Bouldern.',
      ],
    },
  },
  {
    slug: 'family-camping-checklist',
    publishedOn: '2025-05-27',
    tags: ['camping'],
    eyebrow: { en: 'Checklist', fr: 'Liste', de: 'Checkliste' },
    title: { en: 'A checklist for family camping', fr: 'La liste du camping en famille', de: 'Checkliste für das Familiencamping' },
    subtitle: {
      en: 'A family tent, warm sleeping bags and a camp kitchen that feeds everyone.',
      fr: 'Une tente familiale, des sacs de couchage chauds et une cuisine de camping pour tout le monde.',
      de: 'Ein Familienzelt, warme Schlafsäcke und eine Campingküche, die alle satt macht.',
    },
    paragraphs: {
      en: [
        'A family tent with two rooms and a big porch keeps wet boots and bags out of the bedroom.',
        'Bring a sleeping bag per person rated for the coldest night, an insulated mug each and a camp kettle.',
      ],
      fr: [
        'Une tente familiale à deux chambres avec un grand auvent garde les chaussures mouillées hors de la chambre.',
        "Prévoyez un sac de couchage par personne adapté à la nuit la plus froide, un mug isotherme chacun et une bouilloire.",
      ],
      de: [
        'Ein Familienzelt mit zwei Kabinen und großem Vorraum hält nasse Schuhe und Taschen aus dem Schlafraum.',
        'Nehmen Sie pro Person einen Schlafsack für die kälteste Nacht mit, je einen Isolierbecher und einen Campingkessel.',
      ],
    },
  },
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const RELATED: Words = { en: 'Keep reading', fr: 'À lire aussi', de: 'Weiterlesen' }
const JOURNAL: Words = { en: 'Journal', fr: 'Journal', de: 'Journal' }
const JOURNAL_TEXT: Words = {
  en: 'Guides and stories from the trail: how to layer, what to pack and how to look after your kit.',
  fr: 'Guides et récits de terrain : superposer ses couches, préparer son sac et entretenir son équipement.',
  de: 'Ratgeber und Geschichten vom Weg: Zwiebelprinzip, Packlisten und Pflege der Ausrüstung.',
}
const LATEST: Words = { en: 'Latest articles', fr: 'Derniers articles', de: 'Neueste Artikel' }

export interface ContentPageRow {
  site_id: string
  kind: string
  slug: string
  body: CanvasPage
}

/** An article's page: its article block, then the site's newsletter form. */
const articlePage = (brand: Brand, locale: Locale, a: ArticleDef): ContentPageRow => {
  const language = LOCALE_INFO[locale].language
  const siteId = siteIdOf(brand, locale)
  const sections: Section[] = [
    {
      type: 'articlePage',
      id: `${siteId}-article-${a.slug}`,
      name: `Article ${a.slug}`,
      articleId: a.slug,
      eyebrow: a.eyebrow[language],
      title: a.title[language],
      subtitle: a.subtitle[language],
      date: a.publishedOn,
      media: heroImage(`article-${a.slug}`, a.title[language]),
      tags: a.tags.map((id) => ({ id, label: ARTICLE_TAGS[id][language] })),
      richText: a.paragraphs[language].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      relatedTitle: RELATED[language],
    },
    { type: 'newsletterForm', id: `${siteId}-article-${a.slug}-newsletter`, name: 'Article newsletter form' },
  ]
  return {
    site_id: siteId,
    kind: 'page',
    slug: articlePageSlug(a.slug),
    body: { id: `${siteId}:page:${articlePageSlug(a.slug)}`, siteId, page: 'article', title: a.title[language], description: a.subtitle[language], parent: 'journal', sections },
  }
}

/** The journal: every article in a grid, filtered by tags. */
const journalPage = (brand: Brand, locale: Locale): ContentPageRow => {
  const language = LOCALE_INFO[locale].language
  const siteId = siteIdOf(brand, locale)
  return {
    site_id: siteId,
    kind: 'page',
    slug: 'journal',
    body: {
      id: `${siteId}:page:journal`,
      siteId,
      page: 'journal',
      title: JOURNAL[language],
      description: JOURNAL_TEXT[language],
      sections: [
        { type: 'richText', id: `${siteId}-journal-intro`, name: 'Journal intro', html: `<h2>${escapeHtml(JOURNAL[language])}</h2><p>${escapeHtml(JOURNAL_TEXT[language])}</p>` },
        { type: 'articleGrid', id: 'journal', name: 'Journal grid', title: LATEST[language], rows: 2, columns: { sm: 1, md: 2, lg: 3 }, showFacets: true },
      ],
    },
  }
}

/** Every site's article pages and its journal page. */
export const buildArticlePages = (): ContentPageRow[] =>
  BRANDS.flatMap((brand) => LOCALES.flatMap((locale) => [journalPage(brand, locale), ...ARTICLES.map((a) => articlePage(brand, locale, a))]))

/** The slugs of the seeded articles (tests). */
export const ARTICLE_SLUGS: ReadonlyArray<string> = ARTICLES.map((a) => a.slug)

const CONFIG: Record<Language, string> = { en: 'search_en', fr: 'search_fr', de: 'search_de' }

/** Writes every site's searchable article rows (the pages themselves are content pages, buildArticlePages). */
export const seedArticles = async (tx: Db): Promise<void> => {
  const rows = BRANDS.flatMap((brand) =>
    LOCALES.flatMap((locale) => {
      const language = LOCALE_INFO[locale].language
      const siteId = siteIdOf(brand, locale)
      return ARTICLES.map((a, position) => ({
        site_id: siteId,
        slug: a.slug,
        title: a.title[language],
        eyebrow: a.eyebrow[language],
        published_on: a.publishedOn,
        picture: heroImage(`article-${a.slug}`, a.title[language]),
        tags: a.tags.map((id) => ({ id, label: ARTICLE_TAGS[id][language] })),
        position,
        config: CONFIG[language],
        text: `${a.subtitle[language]} ${a.paragraphs[language].join(' ')}`,
      }))
    }),
  )
  await tx.query(
    `INSERT INTO content_articles (site_id, slug, title, eyebrow, published_on, picture, tags, position, document)
     SELECT r.site_id, r.slug, r.title, r.eyebrow, r.published_on, r.picture, r.tags, r.position,
       setweight(to_tsvector(r.config::regconfig, r.title), 'A')
       || setweight(to_tsvector(r.config::regconfig, concat_ws(' ', r.eyebrow, (SELECT string_agg(t ->> 'label', ' ') FROM jsonb_array_elements(r.tags) t))), 'B')
       || setweight(to_tsvector(r.config::regconfig, r.text), 'C')
     FROM jsonb_to_recordset($1::jsonb) AS r(site_id text, slug text, title text, eyebrow text, published_on date, picture jsonb, tags jsonb, position int, config text, text text)`,
    [JSON.stringify(rows)],
  )
}
