// Seeded content that personalises: the experiences the personalisation service decides (their ids
// end in the components of server/seed/experiments.ts), the home page's segmentation by visitor
// state, the personalised recommendations, and the filter-by sections of the category and product
// pages (shown or hidden by the page's category or product). Texts per site language.
import type { Section } from '../../src/contract/schemas/content.ts'
import type { Brand, LocaleInfo } from '../../src/contract/site/sites.ts'

type Language = LocaleInfo['language']
type Words = Readonly<Record<Language, string>>

const w = (en: string, fr: string, de: string): Words => ({ en, fr, de })

const TEXT = {
  gearTitle: w('Gear first', 'L’équipement d’abord', 'Ausrüstung zuerst'),
  gearText: w(
    'Every jacket, boot and tent we sell is tested on the trails it was made for.',
    'Chaque veste, chaussure et tente que nous vendons est testée sur les sentiers pour lesquels elle a été conçue.',
    'Jede Jacke, jeder Schuh und jedes Zelt wird auf den Wegen getestet, für die es gemacht ist.',
  ),
  trailTitle: w('Stories from the trail', 'Récits de sentier', 'Geschichten vom Weg'),
  trailText: w(
    'Our customers share the routes they love: start with a weekend loop and a light pack.',
    'Nos clients partagent leurs itinéraires préférés : commencez par une boucle d’un week-end et un sac léger.',
    'Unsere Kundinnen und Kunden teilen ihre Lieblingsrouten: Beginnen Sie mit einer Wochenendrunde und leichtem Gepäck.',
  ),
  pickedForYou: w('Picked for you', 'Sélectionnés pour vous', 'Für Sie ausgewählt'),
  welcomeBack: w('Welcome back. Your orders, addresses and saved cards are in your account.', 'Bon retour parmi nous. Vos commandes, adresses et cartes sont dans votre compte.', 'Willkommen zurück. Ihre Bestellungen, Adressen und Karten finden Sie in Ihrem Konto.'),
  member: w('Members earn points on every order: see your balance in your account.', 'Les membres gagnent des points à chaque commande : consultez votre solde dans votre compte.', 'Mitglieder sammeln bei jeder Bestellung Punkte: Ihr Punktestand steht in Ihrem Konto.'),
  employee: w('Associate prices apply to your orders while you are signed in.', 'Les prix collaborateurs s’appliquent à vos commandes tant que vous êtes connecté.', 'Solange Sie angemeldet sind, gelten Mitarbeiterpreise für Ihre Bestellungen.'),
  athlete: w('Athlete credit: your remaining credit shows at checkout.', 'Crédit athlète : votre crédit restant s’affiche au paiement.', 'Athletenguthaben: Ihr restliches Guthaben sehen Sie an der Kasse.'),
  pro: w('Pro programme prices apply once you sign in.', 'Les prix du programme pro s’appliquent une fois connecté.', 'Die Preise des Pro-Programms gelten, sobald Sie angemeldet sind.'),
  cartWaiting: w('Your cart is waiting for you.', 'Votre panier vous attend.', 'Ihr Warenkorb wartet auf Sie.'),
  signInPrompt: w('Sign in for faster checkout and your saved addresses.', 'Connectez-vous pour payer plus vite avec vos adresses enregistrées.', 'Melden Sie sich an, um schneller mit Ihren gespeicherten Adressen zu bezahlen.'),
  account: w('Your account', 'Votre compte', 'Ihr Konto'),
  cart: w('Go to cart', 'Voir le panier', 'Zum Warenkorb'),
  deliveryBanner: w('Free delivery on orders over {amount}.', 'Livraison offerte dès {amount} d’achat.', 'Kostenlose Lieferung ab {amount}.'),
  returnsBanner: w('Changed your mind? Free returns for 60 days.', 'Vous avez changé d’avis ? Retours gratuits pendant 60 jours.', 'Anders überlegt? 60 Tage kostenlose Rückgabe.'),
  jacketGuideTitle: w('How waterproof is waterproof?', 'Quel niveau d’imperméabilité ?', 'Wie wasserdicht ist wasserdicht?'),
  jacketGuideText: w(
    'A rating of 10,000 mm keeps out steady rain; 20,000 mm and more is for days of storm on the hill.',
    'Une colonne d’eau de 10 000 mm protège d’une pluie régulière ; 20 000 mm et plus pour les journées de tempête en montagne.',
    'Eine Wassersäule von 10.000 mm hält Dauerregen ab; ab 20.000 mm sind Sie für Sturmtage am Berg gerüstet.',
  ),
  notJacketsText: w('Need a layer on top? Our jackets are made for the same trails.', 'Besoin d’une couche en plus ? Nos vestes sont faites pour les mêmes sentiers.', 'Noch eine Schicht darüber? Unsere Jacken sind für dieselben Wege gemacht.'),
  staffPick: w('Staff pick: our team takes this one on every trip.', 'Coup de cœur de l’équipe : nous l’emportons à chaque sortie.', 'Team-Favorit: Wir nehmen es auf jede Tour mit.'),
} as const

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const richText = (id: string, name: string, html: string): Section => ({ type: 'richText', id, name, html })
const para = (text: string, link?: { text: string; url: string }) =>
  `<p>${escapeHtml(text)}${link ? ` <a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a>` : ''}</p>`

export interface PersonalisedContentInput {
  readonly siteId: string
  readonly brand: Brand
  readonly locale: string
  readonly language: Language
  /** The free-delivery threshold, formatted for the site. */
  readonly freeDeliveryAmount: string
  /** The site's brand story section (the home experience's baseline). */
  readonly story: Section
  /** Category ids of the brand's jackets (every gender), for the filter-by sections. */
  readonly jacketCategoryIds: ReadonlyArray<string>
  /** A few product ids of the brand for the by-SKU filter. */
  readonly staffPickIds: ReadonlyArray<string>
}

/** The home page's personalised sections: a segmentation by visitor state, personalised recommendations and the story experience. */
export const homePersonalisedSections = (input: PersonalisedContentInput): { segmentation: Section; recommendations: Section; story: Section } => {
  const { siteId, locale, language: l } = input
  const id = (suffix: string) => `${siteId}-home-${suffix}`
  return {
    segmentation: {
      type: 'segmentation',
      id: id('segments'),
      name: 'Home visitor message',
      segments: [
        { id: 'loyalty-logged-in', targets: [richText(id('seg-loyalty'), 'Members message', para(TEXT.member[l], { text: TEXT.account[l], url: `/${locale}/account` }))] },
        { id: 'employee-logged-in', targets: [richText(id('seg-employee'), 'Associates message', para(TEXT.employee[l]))] },
        { id: 'athletes-logged-in', targets: [richText(id('seg-athletes'), 'Athletes message', para(TEXT.athlete[l]))] },
        { id: 'ipa-wranx-non-logged-in', targets: [richText(id('seg-pro'), 'Pro programme message', para(TEXT.pro[l], { text: TEXT.account[l], url: `/${locale}/sign-in` }))] },
        { id: 'logged-in', targets: [richText(id('seg-welcome'), 'Welcome back message', para(TEXT.welcomeBack[l], { text: TEXT.account[l], url: `/${locale}/account` }))] },
        { id: 'cart-not-empty', targets: [richText(id('seg-cart'), 'Cart reminder', para(TEXT.cartWaiting[l], { text: TEXT.cart[l], url: `/${locale}/cart` }))] },
      ],
      // The link reads "Your account", not "Sign in": the header's account link already says that.
      baselines: [richText(id('seg-baseline'), 'Sign-in prompt', para(TEXT.signInPrompt[l], { text: TEXT.account[l], url: `/${locale}/sign-in` }))],
    },
    story: {
      type: 'experience',
      id: id('story-experience'),
      name: 'Home story experience',
      experienceId: 'exp_home_homestory',
      trackingEvent: 'home-story-click',
      baselines: [input.story],
      variants: [
        { name: 'Gear first', variantId: 'variant-a', targets: [richText(id('story-gear'), 'Gear first story', `<h2>${escapeHtml(TEXT.gearTitle[l])}</h2>${para(TEXT.gearText[l])}`)] },
        { name: 'Trail stories', variantId: 'variant-b', targets: [richText(id('story-trail'), 'Trail stories', `<h2>${escapeHtml(TEXT.trailTitle[l])}</h2>${para(TEXT.trailText[l])}`)] },
      ],
    },
    recommendations: {
      type: 'productRecommendations',
      id: id('picked-for-you'),
      name: 'Home personalised recommendations',
      title: TEXT.pickedForYou[l],
      limit: 12,
      source: 'personalisation',
      experienceId: 'exp_home_homerecs',
    },
  }
}

/** Sections of every category page: the banner experience and the jackets guide shown on jackets categories only. */
export const categoryPersonalisedSections = (input: PersonalisedContentInput, categoryId: string): Section[] => {
  const { siteId, language: l } = input
  const id = (suffix: string) => `${siteId}-category-${categoryId}-${suffix}`
  return [
    {
      type: 'experience',
      id: id('banner-experience'),
      name: 'Category banner experience',
      experienceId: 'exp_category_catbanner',
      baselines: [richText(id('banner-delivery'), 'Category delivery banner', para(TEXT.deliveryBanner[l].replace('{amount}', input.freeDeliveryAmount)))],
      variants: [{ name: 'Free returns', variantId: 'variant-a', targets: [richText(id('banner-returns'), 'Category returns banner', para(TEXT.returnsBanner[l]))] }],
    },
    {
      type: 'filterBy',
      id: id('jackets-guide'),
      name: 'Jackets guide on jackets categories',
      operator: 'IN',
      variant: 'by-category',
      values: [...input.jacketCategoryIds],
      targets: [richText(id('jackets-guide-text'), 'Jackets guide', `<h2>${escapeHtml(TEXT.jacketGuideTitle[l])}</h2>${para(TEXT.jacketGuideText[l])}`)],
    },
  ]
}

/** The content of every product page: the jackets guide (IN jackets), a cross-sell line (NOT IN jackets) and a staff pick (IN a few SKUs). */
export const productPersonalisedSections = (input: PersonalisedContentInput): Section[] => {
  const { siteId, language: l } = input
  const id = (suffix: string) => `${siteId}-product-${suffix}`
  return [
    {
      type: 'filterBy',
      id: id('jackets-guide'),
      name: 'Jackets guide on jacket pages',
      operator: 'IN',
      variant: 'by-category',
      values: [...input.jacketCategoryIds],
      targets: [richText(id('jackets-guide-text'), 'Jackets guide', `<h2>${escapeHtml(TEXT.jacketGuideTitle[l])}</h2>${para(TEXT.jacketGuideText[l])}`)],
    },
    {
      type: 'filterBy',
      id: id('not-jackets'),
      name: 'Jackets cross-sell on other product pages',
      operator: 'NOT IN',
      variant: 'by-category',
      values: [...input.jacketCategoryIds],
      targets: [richText(id('not-jackets-text'), 'Jackets cross-sell', para(TEXT.notJacketsText[l]))],
    },
    {
      type: 'filterBy',
      id: id('staff-pick'),
      name: 'Staff pick',
      operator: 'IN',
      variant: 'by-sku',
      values: [...input.staffPickIds],
      targets: [richText(id('staff-pick-text'), 'Staff pick', para(TEXT.staffPick[l]))],
    },
  ]
}
