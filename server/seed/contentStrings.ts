// Text of the seeded content pages in each site language. {amount} is filled with the site's
// free-delivery threshold.
import type { Brand, LocaleInfo } from '../../src/contract/site/sites.ts'

type Language = LocaleInfo['language']

export interface ContentStrings {
  freeDelivery: string
  freeReturns: string
  newSeason: string
  shopNow: string
  heroEyebrow: string
  heroTitle: Record<Brand, string>
  heroSubtitle: Record<Brand, string>
  heroAlt: Record<Brand, string>
  shopMen: string
  shopWomen: string
  shopByCategory: string
  bestsellers: string
  jacketsForecast: string
  cards: Record<'men-jackets' | 'women-jackets' | 'women-hiking-boots' | 'tents' | 'daypacks' | 'kids', string>
  storyTitle: Record<Brand, string>
  storyText: Record<Brand, string>
  notFoundTitle: string
  notFoundText: string
  backHome: string
  popularCategories: string
  footerTitle: string
  footerHelp: string
  footerShop: string
  footerAbout: Record<Brand, string>
  categoryPromo: string
  cartTitle: string
  completeLook: string
  alsoLike: string
  searchTitle: string
  searchBanner: string
  journal: string
  memberBenefit: string
  memberBenefitText: string
  memberBenefitInfo: string
  join: string
  whyUs: string
  reasons: readonly [string, string, string]
}

export const STRINGS: Record<Language, ContentStrings> = {
  en: {
    freeDelivery: 'Free standard delivery on orders over {amount}',
    freeReturns: 'Free returns within 30 days',
    newSeason: 'New season jackets are here',
    shopNow: 'Shop now',
    heroEyebrow: 'Autumn/Winter 2025',
    heroTitle: { summit: 'Built for the long way up', fjell: 'Made for northern weather' },
    heroSubtitle: {
      summit: 'Layers, boots and packs tested on ridgelines from the Sierra to the Rockies.',
      fjell: 'Warm, weatherproof clothing designed on the coast and in the mountains of Norway.',
    },
    heroAlt: { summit: 'Mountain ridges at sunrise', fjell: 'A fjord between snowy mountains at dusk' },
    shopMen: 'Shop men',
    shopWomen: 'Shop women',
    shopByCategory: 'Shop by category',
    bestsellers: 'Bestsellers',
    jacketsForecast: 'Jackets for every forecast',
    cards: {
      'men-jackets': "Men's jackets",
      'women-jackets': "Women's jackets",
      'women-hiking-boots': "Women's hiking boots",
      tents: 'Tents',
      daypacks: 'Daypacks',
      kids: 'Kids',
    },
    storyTitle: { summit: 'Gear for every ascent', fjell: 'Nordic outdoor clothing' },
    storyText: {
      summit: 'We design for long days outside: repairable, tested in the field and built to be worn for years.',
      fjell: 'Designed between fjord and fell, our clothing is made to keep you out in the weather for longer.',
    },
    notFoundTitle: 'Page not found',
    notFoundText: "We couldn't find the page you were looking for. It may have moved, or the link may be out of date.",
    backHome: 'Back to the home page',
    popularCategories: 'Popular categories',
    footerTitle: 'Footer',
    footerHelp: 'Help',
    footerShop: 'Shop',
    footerAbout: {
      summit: 'Summit Outfitters: gear for every ascent since 1987.',
      fjell: 'Fjell & Fjord: Nordic outdoor clothing since 1979.',
    },
    categoryPromo: 'Free standard delivery on orders over {amount}',
    cartTitle: 'Your cart',
    completeLook: 'Pairs well with',
    alsoLike: 'You may also like',
    searchTitle: 'Search',
    searchBanner: 'Looking for advice? Read our guides.',
    journal: 'Visit the journal',
    memberBenefit: 'Members shop free returns all year',
    memberBenefitText: 'Join for free and collect points on every order.',
    memberBenefitInfo: 'Free returns within 60 days on full-price items for signed-in members.',
    join: 'Join now',
    whyUs: 'Why shop with us',
    reasons: ['<p><strong>Free delivery</strong> over the threshold</p>', '<p><strong>60-day returns</strong></p>', '<p><strong>Repairs</strong> for life</p>'],
  },
  fr: {
    freeDelivery: 'Livraison standard offerte dès {amount} d’achat',
    freeReturns: 'Retours gratuits sous 30 jours',
    newSeason: 'Les vestes de la nouvelle saison sont arrivées',
    shopNow: 'Découvrir',
    heroEyebrow: 'Automne/Hiver 2025',
    heroTitle: { summit: 'Conçu pour les longues ascensions', fjell: 'Fait pour la météo du Nord' },
    heroSubtitle: {
      summit: 'Couches, chaussures et sacs testés sur les crêtes, de la Sierra aux Rocheuses.',
      fjell: 'Des vêtements chauds et imperméables, conçus sur la côte et dans les montagnes de Norvège.',
    },
    heroAlt: { summit: 'Crêtes de montagne au lever du soleil', fjell: 'Un fjord entre des montagnes enneigées au crépuscule' },
    shopMen: 'Homme',
    shopWomen: 'Femme',
    shopByCategory: 'Acheter par catégorie',
    bestsellers: 'Meilleures ventes',
    jacketsForecast: 'Des vestes pour toutes les météos',
    cards: {
      'men-jackets': 'Vestes homme',
      'women-jackets': 'Vestes femme',
      'women-hiking-boots': 'Chaussures de randonnée femme',
      tents: 'Tentes',
      daypacks: 'Sacs de randonnée',
      kids: 'Enfant',
    },
    storyTitle: { summit: 'De l’équipement pour chaque ascension', fjell: 'Vêtements outdoor nordiques' },
    storyText: {
      summit: 'Nous concevons pour les longues journées dehors : réparable, testé sur le terrain et fait pour durer.',
      fjell: 'Conçus entre fjord et montagne, nos vêtements vous gardent dehors plus longtemps, quel que soit le temps.',
    },
    notFoundTitle: 'Page introuvable',
    notFoundText: 'Nous n’avons pas trouvé la page demandée. Elle a peut-être été déplacée, ou le lien n’est plus à jour.',
    backHome: 'Retour à l’accueil',
    popularCategories: 'Catégories populaires',
    footerTitle: 'Pied de page',
    footerHelp: 'Aide',
    footerShop: 'Boutique',
    footerAbout: {
      summit: 'Summit Outfitters : de l’équipement pour chaque ascension depuis 1987.',
      fjell: 'Fjell & Fjord : vêtements outdoor nordiques depuis 1979.',
    },
    categoryPromo: 'Livraison standard offerte dès {amount} d’achat',
    cartTitle: 'Votre panier',
    completeLook: 'Se porte bien avec',
    alsoLike: 'Vous aimerez aussi',
    searchTitle: 'Recherche',
    searchBanner: 'Besoin de conseils ? Lisez nos guides.',
    journal: 'Voir le journal',
    memberBenefit: 'Retours gratuits toute l’année pour les membres',
    memberBenefitText: 'Inscription gratuite, des points à chaque commande.',
    memberBenefitInfo: 'Retours gratuits sous 60 jours sur les articles plein tarif pour les membres connectés.',
    join: 'Rejoindre',
    whyUs: 'Pourquoi nous choisir',
    reasons: ['<p><strong>Livraison offerte</strong> au-delà du seuil</p>', '<p><strong>Retours sous 60 jours</strong></p>', '<p><strong>Réparations</strong> à vie</p>'],
  },
  de: {
    freeDelivery: 'Kostenloser Standardversand ab {amount}',
    freeReturns: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
    newSeason: 'Die Jacken der neuen Saison sind da',
    shopNow: 'Jetzt entdecken',
    heroEyebrow: 'Herbst/Winter 2025',
    heroTitle: { summit: 'Gemacht für den langen Weg nach oben', fjell: 'Gemacht für das Wetter im Norden' },
    heroSubtitle: {
      summit: 'Schichten, Schuhe und Rucksäcke, getestet auf Graten von der Sierra bis zu den Rockies.',
      fjell: 'Warme, wetterfeste Kleidung, entworfen an der Küste und in den Bergen Norwegens.',
    },
    heroAlt: { summit: 'Bergkämme bei Sonnenaufgang', fjell: 'Ein Fjord zwischen verschneiten Bergen in der Dämmerung' },
    shopMen: 'Herren',
    shopWomen: 'Damen',
    shopByCategory: 'Nach Kategorie einkaufen',
    bestsellers: 'Bestseller',
    jacketsForecast: 'Jacken für jedes Wetter',
    cards: {
      'men-jackets': 'Herrenjacken',
      'women-jackets': 'Damenjacken',
      'women-hiking-boots': 'Damen-Wanderschuhe',
      tents: 'Zelte',
      daypacks: 'Tagesrucksäcke',
      kids: 'Kinder',
    },
    storyTitle: { summit: 'Ausrüstung für jeden Aufstieg', fjell: 'Nordische Outdoor-Bekleidung' },
    storyText: {
      summit: 'Wir entwickeln für lange Tage draußen: reparierbar, im Gelände getestet und gemacht für viele Jahre.',
      fjell: 'Zwischen Fjord und Fjell entworfen, damit du bei jedem Wetter länger draußen bleiben kannst.',
    },
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Wir konnten die gesuchte Seite nicht finden. Vielleicht wurde sie verschoben oder der Link ist veraltet.',
    backHome: 'Zur Startseite',
    popularCategories: 'Beliebte Kategorien',
    footerTitle: 'Fußzeile',
    footerHelp: 'Hilfe',
    footerShop: 'Shop',
    footerAbout: {
      summit: 'Summit Outfitters: Ausrüstung für jeden Aufstieg seit 1987.',
      fjell: 'Fjell & Fjord: nordische Outdoor-Bekleidung seit 1979.',
    },
    categoryPromo: 'Kostenloser Standardversand ab {amount}',
    cartTitle: 'Dein Warenkorb',
    completeLook: 'Das passt dazu',
    alsoLike: 'Das könnte Ihnen auch gefallen',
    searchTitle: 'Suche',
    searchBanner: 'Auf der Suche nach Rat? Lesen Sie unsere Ratgeber.',
    journal: 'Zum Journal',
    memberBenefit: 'Mitglieder senden das ganze Jahr kostenlos zurück',
    memberBenefitText: 'Kostenlos beitreten und mit jeder Bestellung Punkte sammeln.',
    memberBenefitInfo: 'Kostenlose Rücksendung innerhalb von 60 Tagen für Artikel zum vollen Preis für angemeldete Mitglieder.',
    join: 'Jetzt beitreten',
    whyUs: 'Warum bei uns einkaufen',
    reasons: ['<p><strong>Kostenloser Versand</strong> ab dem Mindestwert</p>', '<p><strong>60 Tage Rückgabe</strong></p>', '<p><strong>Reparaturen</strong> ein Leben lang</p>'],
  },
}
