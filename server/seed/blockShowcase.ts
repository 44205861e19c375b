// The outdoor guide (/{locale}/content/outdoor-guide): a content page that uses every family of
// block the storefront has, so each renders from seed content on a page of the running store (the
// home, category, product, cart, search and article pages use them too). With it: the fragments a
// page may place (an espot's, the size guide a #modal link opens) and the site's pop-ups.
import type { CanvasPage, Popup, Section } from '../../src/contract/schemas/content.ts'
import { categoryPath } from '../../src/contract/site/routeRules.ts'
import { LOCALE_INFO, siteIdOf, type Brand, type Locale, type LocaleInfo } from '../../src/contract/site/sites.ts'
import { categoryImage, heroImage, productImage } from '../media/imageRefs.ts'
import type { CategoryRow, ColourRow, ProductRow } from './generate.ts'

type Language = LocaleInfo['language']
type Words = Record<Language, string>
const w = (en: string, fr: string, de: string): Words => ({ en, fr, de })

const T = {
  title: w('The outdoor guide', 'Le guide outdoor', 'Der Outdoor-Ratgeber'),
  description: w('Everything for a day on the hill, from what to wear to what to pack.', 'Tout pour une journée en montagne, de la tenue au sac.', 'Alles für einen Tag am Berg, von der Kleidung bis zum Rucksack.'),
  heroEyebrow: w('Outdoor guide', 'Guide outdoor', 'Outdoor-Ratgeber'),
  heroTitle: w('Ready for any weather', 'Prêt pour toutes les météos', 'Bereit für jedes Wetter'),
  heroSubtitle: w('Three layers, one pack and a plan.', 'Trois couches, un sac et un plan.', 'Drei Schichten, ein Rucksack und ein Plan.'),
  caption: w('Photo: Ridge at dawn', 'Photo : crête à l’aube', 'Foto: Grat im Morgengrauen'),
  heroAlt: w('A ridge above the clouds', 'Une crête au-dessus des nuages', 'Ein Grat über den Wolken'),
  nav: w('On this page', 'Sur cette page', 'Auf dieser Seite'),
  layers: w('Layers', 'Couches', 'Schichten'),
  packing: w('Packing', 'Sac', 'Packen'),
  questions: w('Questions', 'Questions', 'Fragen'),
  benefit: w('Members get free returns and early access', 'Les membres profitent des retours gratuits et des avant-premières', 'Mitglieder erhalten kostenlose Rücksendungen und frühen Zugang'),
  benefitSub: w('Join for free in a minute.', 'Inscription gratuite en une minute.', 'Kostenlos in einer Minute beitreten.'),
  benefitInfo: w('Free returns within 60 days on full-price items.', 'Retours gratuits sous 60 jours sur les articles plein tarif.', 'Kostenlose Rücksendung innerhalb von 60 Tagen für Artikel zum vollen Preis.'),
  join: w('Join now', 'Rejoindre', 'Jetzt beitreten'),
  iconsTitle: w('Why shop with us', 'Pourquoi nous choisir', 'Warum bei uns einkaufen'),
  i1: w('<strong>Free delivery</strong> on orders over the threshold', '<strong>Livraison offerte</strong> au-delà du seuil', '<strong>Kostenloser Versand</strong> ab dem Mindestwert'),
  i2: w('<strong>60-day returns</strong>, no questions asked', '<strong>Retours sous 60 jours</strong>, sans justification', '<strong>60 Tage Rückgabe</strong> ohne Fragen'),
  i3: w('<strong>Repairs</strong> for the life of your kit', '<strong>Réparations</strong> pour toute la vie de votre équipement', '<strong>Reparaturen</strong> ein Ausrüstungsleben lang'),
  i4: w('<strong>Advice</strong> from people who go outside', '<strong>Conseils</strong> de gens qui sortent', '<strong>Beratung</strong> von Leuten, die draußen sind'),
  layersTitle: w('The three layers', 'Les trois couches', 'Die drei Schichten'),
  base: w('Base layer', 'Première couche', 'Basisschicht'),
  baseText: w('Moves sweat away from your skin.', 'Évacue la transpiration.', 'Leitet Schweiß von der Haut weg.'),
  mid: w('Mid layer', 'Couche intermédiaire', 'Mittelschicht'),
  midText: w('Keeps the warmth in.', 'Garde la chaleur.', 'Hält die Wärme.'),
  shell: w('Shell', 'Veste', 'Außenschicht'),
  shellText: w('Keeps wind and rain out.', 'Protège du vent et de la pluie.', 'Hält Wind und Regen ab.'),
  collectionTitle: w('Gear we love', 'Nos coups de cœur', 'Unsere Lieblinge'),
  listTitle: w('Before you go', 'Avant de partir', 'Bevor es losgeht'),
  l1: w('Check the forecast', 'Consultez la météo', 'Wetterbericht prüfen'),
  l1t: w('Mountain weather changes fast.', 'La météo en montagne change vite.', 'Bergwetter ändert sich schnell.'),
  l2: w('Tell someone your route', 'Indiquez votre itinéraire', 'Route mitteilen'),
  l2t: w('And when you plan to be back.', 'Et votre heure de retour.', 'Und wann Sie zurück sein wollen.'),
  l3: w('Pack water and food', 'Prévoyez eau et nourriture', 'Wasser und Essen einpacken'),
  l3t: w('More than you think you need.', 'Plus que nécessaire.', 'Mehr als Sie denken.'),
  cardsTitle: w('Find your adventure', 'Trouvez votre aventure', 'Finden Sie Ihr Abenteuer'),
  hike: w('Hiking', 'Randonnée', 'Wandern'),
  camp: w('Camping', 'Camping', 'Camping'),
  climb: w('Climbing', 'Escalade', 'Klettern'),
  explore: w('Explore', 'Découvrir', 'Entdecken'),
  multiTitle: w('Help with sizing', 'Aide pour les tailles', 'Hilfe bei Größen'),
  sizeGuide: w('Open the size guide', 'Ouvrir le guide des tailles', 'Größentabelle öffnen'),
  faqTitle: w('Questions and answers', 'Questions et réponses', 'Fragen und Antworten'),
  q1: w('How should a jacket fit?', 'Comment doit tomber une veste ?', 'Wie sollte eine Jacke sitzen?'),
  a1: w('<p>Room for a fleece underneath, and sleeves that cover your wrists when you reach up.</p>', '<p>De la place pour une polaire dessous, et des manches qui couvrent les poignets bras levés.</p>', '<p>Platz für ein Fleece darunter und Ärmel, die beim Hochgreifen die Handgelenke bedecken.</p>'),
  q2: w('Can I return worn items?', 'Puis-je retourner un article porté ?', 'Kann ich getragene Artikel zurückgeben?'),
  a2: w('<p>Unworn items within 60 days; see <a href="#modal-size-guide">the size guide</a> to get it right first time.</p>', '<p>Les articles non portés sous 60 jours ; voyez <a href="#modal-size-guide">le guide des tailles</a>.</p>', '<p>Ungetragene Artikel innerhalb von 60 Tagen; siehe <a href="#modal-size-guide">die Größentabelle</a>.</p>'),
  dialogTrigger: w('What does waterproof mean?', 'Que signifie imperméable ?', 'Was bedeutet wasserdicht?'),
  dialogTitle: w('Waterproof ratings', 'Indices d’imperméabilité', 'Wassersäule'),
  dialogText: w('<p>A rating of 10,000 mm keeps out steady rain; 20,000 mm keeps out a storm.</p>', '<p>Un indice de 10 000 mm résiste à une pluie continue ; 20 000 mm à la tempête.</p>', '<p>10.000 mm Wassersäule halten Dauerregen ab, 20.000 mm auch Sturm.</p>'),
  recs: w('Picked for the trail', 'Sélection pour le sentier', 'Für den Weg ausgewählt'),
  upsell: w('Complete the look', 'Complétez la tenue', 'Das passt dazu'),
  gallery: w('Out there with you', 'Dehors avec vous', 'Draußen mit euch'),
  video: w('Layering in two minutes', 'Les couches en deux minutes', 'Zwiebelprinzip in zwei Minuten'),
  videoText: w('How to layer for a cold day on the hill.', 'Comment superposer ses couches par temps froid.', 'So schichten Sie für einen kalten Tag am Berg.'),
  articles: w('From the journal', 'Dans le journal', 'Aus dem Journal'),
  sms: w('Trail alerts by text', 'Alertes par SMS', 'Tipps per SMS'),
  smsText: w('Weekend conditions and offers, once a week.', 'Conditions du week-end et offres, une fois par semaine.', 'Wochenendbedingungen und Angebote, einmal pro Woche.'),
  newsletter: w('Stories and offers in your inbox', 'Récits et offres dans votre boîte mail', 'Geschichten und Angebote per E-Mail'),
  ctaTitle: w('Ready to go?', 'Prêt à partir ?', 'Bereit?'),
  shopMen: w('Shop men', 'Homme', 'Herren'),
  shopWomen: w('Shop women', 'Femme', 'Damen'),
  bannerSplit: w('Built to be repaired', 'Fait pour être réparé', 'Gemacht zum Reparieren'),
  bannerSplitText: w('Send us anything we make, and we will fix it.', 'Envoyez-nous n’importe quel produit, nous le réparerons.', 'Schicken Sie uns alles, was wir herstellen, wir reparieren es.'),
  bannerThin: w('Free repairs on everything we make', 'Réparations gratuites sur tous nos produits', 'Kostenlose Reparaturen für alles, was wir herstellen'),
  bannerOverlay: w('Sleep under the stars', 'Dormir à la belle étoile', 'Unter Sternen schlafen'),
  bannerBelow: w('The camp kitchen', 'La cuisine de camp', 'Die Campingküche'),
  bannerBelowText: w('Stoves, pots and mugs for the trail.', 'Réchauds, popotes et tasses pour le sentier.', 'Kocher, Töpfe und Becher für unterwegs.'),
  bannerImage: w('New packs', 'Nouveaux sacs', 'Neue Rucksäcke'),
  learnMore: w('Learn more', 'En savoir plus', 'Mehr erfahren'),
  espotTitle: w('Spring sale: 20 % off tents', 'Soldes de printemps : -20 % sur les tentes', 'Frühlingsaktion: 20 % auf Zelte'),
  blockBelowHero: w('Made for long days', 'Fait pour les longues journées', 'Für lange Tage gemacht'),
  productOverlay: w('The Ridgeline shell', 'La veste Ridgeline', 'Die Ridgeline-Jacke'),
  popupNewsTitle: w('Get 10% off your first order', '-10 % sur votre première commande', '10 % auf Ihre erste Bestellung'),
  popupNewsMin: w('10% off', '-10 %', '10 % Rabatt'),
  popupNewsDisclaimer: w('One code per customer. Unsubscribe at any time.', 'Un code par client. Désabonnement à tout moment.', 'Ein Code pro Kunde. Jederzeit abbestellbar.'),
  popupAccountTitle: w('Create an account', 'Créer un compte', 'Konto erstellen'),
  popupAccountMin: w('Join us', 'Rejoignez-nous', 'Mitmachen'),
  signIn: w('Sign in', 'Se connecter', 'Anmelden'),
  shipping: w('Delivery times', 'Délais de livraison', 'Lieferzeiten'),
  returns: w('Returns', 'Retours', 'Rücksendungen'),
  privacy: w('Privacy policy', 'Politique de confidentialité', 'Datenschutzerklärung'),
  sizeGuideTitle: w('Size guide', 'Guide des tailles', 'Größentabelle'),
  sizeGuideText: w(
    '<p>Measure your chest at its widest and compare: S 86–91 cm, M 96–101 cm, L 106–111 cm, XL 116–121 cm.</p>',
    '<p>Mesurez votre tour de poitrine : S 86–91 cm, M 96–101 cm, L 106–111 cm, XL 116–121 cm.</p>',
    '<p>Messen Sie Ihren Brustumfang: S 86–91 cm, M 96–101 cm, L 106–111 cm, XL 116–121 cm.</p>',
  ),
}

export interface ShowcaseRow {
  site_id: string
  kind: string
  slug: string
  body: CanvasPage | { siteId: string; popups: Popup[] }
}

export const buildShowcase = (brand: Brand, locale: Locale, categories: ReadonlyArray<CategoryRow>, products: ReadonlyArray<ProductRow>, colours: ReadonlyArray<ColourRow>): ShowcaseRow[] => {
  const siteId = siteIdOf(brand, locale)
  const language = LOCALE_INFO[locale].language
  const l = (words: Words) => words[language]
  const id = (name: string) => `${siteId}-guide-${name}`
  const own = categories.filter((c) => c.brand === brand)
  const byKey = (key: string) => {
    const found = own.find((c) => c.key === key)
    if (!found) throw new Error(`no category ${key} for ${brand}`)
    return found
  }
  const url = (key: string) => {
    const c = byKey(key)
    return categoryPath(locale, c.slugs[language], c.id)
  }
  const jacket = products.find((p) => p.brand === brand && p.category_id === byKey(brand === 'summit' ? 'men-jackets' : 'women-jackets').id)
  if (!jacket) throw new Error(`no jacket for ${brand}`)
  const jacketColour = colours.find((c) => c.product_id === jacket.id)?.code ?? 'BLK'
  const card = (key: string, title: string) => ({ title, url: url(key), media: categoryImage(byKey(key).id, title) })

  const sections: Section[] = [
    {
      type: 'hero',
      id: id('hero'),
      name: 'Guide hero',
      eyebrowText: l(T.heroEyebrow),
      title: l(T.heroTitle),
      subtitle: l(T.heroSubtitle),
      media: heroImage(`${brand}-guide`, l(T.heroAlt)),
      gradientStyle: 'full',
      overlayLarge: 'center-center-bottom',
      overlaySmall: 'center-below',
      captionText: l(T.caption),
      captionPosition: 'top',
      overlayWidth: 'lg',
      richText: `<p>${l(T.description)}</p>`,
      targets: [
        { text: l(T.shopMen), url: url('men'), style: 'primary' },
        { text: l(T.shopWomen), url: url('women'), style: 'secondary' },
      ],
      equalTargetSize: true,
    },
    {
      type: 'secondaryNav',
      id: id('nav'),
      name: 'Guide navigation',
      title: l(T.nav),
      targets: [
        { text: l(T.layers), url: '#layers' },
        { text: l(T.packing), url: '#packing' },
        { text: l(T.questions), url: '#questions' },
      ],
      alignment: 'left',
      divider: true,
    },
    { type: 'benefitBar', id: id('benefit'), name: 'Guide benefit bar', title: l(T.benefit), subtitle: l(T.benefitSub), targets: [{ text: l(T.join), url: `/${locale}/sign-in`, style: 'link' }], showCloseButton: true, infoIcon: { text: l(T.benefitInfo) }, alignment: 'left' },
    {
      type: 'iconText',
      id: id('icons'),
      name: 'Guide reasons',
      title: l(T.iconsTitle),
      variant: 'icon-left',
      iconSize: 'large',
      items: [
        { icon: { name: 'truck' }, richText: `<p>${l(T.i1)}</p>` },
        { icon: { name: 'return' }, richText: `<p>${l(T.i2)}</p>` },
        { icon: { name: 'shield' }, richText: `<p>${l(T.i3)}</p>` },
        { icon: { name: 'chat' }, richText: `<p>${l(T.i4)}</p>`, target: { text: l(T.learnMore), url: `/${locale}/pages/returns` } },
      ],
    },
    { type: 'anchor', id: id('anchor-layers'), name: 'Layers anchor', anchorId: 'layers', label: l(T.layers) },
    {
      type: 'linkedCards',
      id: id('layers'),
      name: 'Guide layers',
      title: l(T.layersTitle),
      cards: [
        { eyebrowText: '1', title: l(T.base), subtitle: l(T.baseText), url: url(brand === 'summit' ? 'men-base-layers' : 'women-base-layers'), media: categoryImage(byKey('men-base-layers').id, l(T.base)), responsiveLayout: { sm: { layout: 'overlay-bottom', alignment: 'left' } } },
        { eyebrowText: '2', title: l(T.mid), subtitle: l(T.midText), url: url('men-fleece'), media: categoryImage(byKey('men-fleece').id, l(T.mid)), responsiveLayout: { sm: { layout: 'overlay-bottom' }, lg: { layout: 'overlay', alignment: 'center' } } },
        { eyebrowText: '3', title: l(T.shell), subtitle: l(T.shellText), url: url('men-jackets'), media: categoryImage(byKey('men-jackets').id, l(T.shell)), badge: { url: heroImage('badge-new', 'New').src, alt: 'New' }, responsiveLayout: { sm: { layout: 'overlay-top' } } },
      ],
    },
    {
      type: 'collection',
      id: id('collection'),
      name: 'Guide collection',
      title: l(T.collectionTitle),
      items: ['tents', 'sleeping-bags', 'camp-kitchen', 'daypacks', 'backpacking-packs', 'helmets'].map((key) => ({ title: byKey(key).names[language], media: categoryImage(byKey(key).id, byKey(key).names[language]), url: url(key) })),
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '70%', showArrows: false, showIndicators: true, showProgress: true, loop: true },
        md: { type: 'carousel', slideWidth: '32%', showArrows: true, showIndicators: true, autoplay: true, autorotateTime: 6, loop: true },
        lg: { type: 'grid', slideWidth: '12rem', margin: '1.5rem' },
      },
    },
    { type: 'anchor', id: id('anchor-packing'), name: 'Packing anchor', anchorId: 'packing', label: l(T.packing) },
    {
      type: 'verticalList',
      id: id('list'),
      name: 'Guide checklist',
      title: l(T.listTitle),
      items: [
        { title: l(T.l1), text: l(T.l1t), media: heroImage('forecast', l(T.l1)) },
        { title: l(T.l2), text: l(T.l2t) },
        { title: l(T.l3), text: l(T.l3t), url: url('camp-kitchen') },
      ],
    },
    { type: 'banner', id: id('banner-thin'), name: 'Repairs thin banner', variant: 'thin', title: l(T.bannerThin), targets: [{ text: l(T.learnMore), url: `/${locale}/pages/returns`, style: 'link' }] },
    { type: 'banner', id: id('banner-split'), name: 'Repairs split banner', variant: 'split', media: heroImage(`${brand}-repairs`, l(T.bannerSplit)), title: l(T.bannerSplit), subtitle: l(T.bannerSplitText), mediaPosition: 'right', targets: [{ text: l(T.learnMore), url: `/${locale}/pages/returns`, style: 'secondary' }] },
    { type: 'banner', id: id('banner-overlay'), name: 'Tents overlay banner', variant: 'overlay', media: heroImage(`${brand}-stars`, l(T.bannerOverlay)), title: l(T.bannerOverlay), targets: [{ text: l(T.explore), url: url('tents'), style: 'primary' }] },
    { type: 'banner', id: id('banner-below'), name: 'Kitchen block-below banner', variant: 'blockBelow', media: heroImage(`${brand}-kitchen`, l(T.bannerBelow)), title: l(T.bannerBelow), subtitle: l(T.bannerBelowText), targets: [{ text: l(T.explore), url: url('camp-kitchen'), style: 'primary' }] },
    { type: 'banner', id: id('banner-image'), name: 'Packs image banner', variant: 'image', media: heroImage(`${brand}-packs`, l(T.bannerImage)), url: url('daypacks') },
    { type: 'espot', id: id('espot'), name: 'Guide espot', fragmentId: 'spring-sale' },
    {
      type: 'hero',
      id: id('hero-below'),
      name: 'Block-below hero',
      variant: 'blockBelow',
      title: l(T.blockBelowHero),
      titleStyle: 'heading.lg',
      subtitle: l(T.heroSubtitle),
      media: heroImage(`${brand}-long-days`, l(T.blockBelowHero)),
      mediaList: [heroImage(`${brand}-long-days-2`, l(T.blockBelowHero))],
      backgroundColor: '#1f3a2e',
      textColor: '#ffffff',
      responsiveLayout: { sm: { layout: 'below', alignment: 'left' }, lg: { layout: 'below-2media', alignment: 'center' } },
      targets: [{ text: l(T.explore), url: url('men'), style: 'primary' }],
    },
    {
      type: 'hero',
      id: id('hero-product'),
      name: 'Product-overlay hero',
      variant: 'productOverlay',
      title: l(T.productOverlay),
      media: heroImage(`${brand}-shell-backdrop`, l(T.productOverlay)),
      overlayPicture: productImage(jacket.id, jacketColour, 1, jacket.name),
      overlayPictureSize: 'large',
      responsiveLayout: { sm: { layout: 'below', alignment: 'left' }, md: { layout: 'overlay', alignment: 'left' } },
      linkType: 'No-CTA',
      mediaTarget: `/${locale}/p/${jacket.slug}-${jacket.id}`,
      targets: [],
    },
    { type: 'productRecommendations', id: id('recs'), name: 'Guide recommendations', title: l(T.recs), categoryId: byKey('men-jackets').id, limit: 6, variant: '3-cards' },
    { type: 'upsell', id: id('upsell'), name: 'Guide upsell', title: l(T.upsell), productId: jacket.id, stackedCount: 3 },
    {
      type: 'multiLinkCard',
      id: id('multilink'),
      name: 'Sizing help',
      title: l(T.multiTitle),
      titleTarget: `/${locale}/pages/returns`,
      media: heroImage('sizing', l(T.multiTitle)),
      targets: [
        { text: l(T.sizeGuide), url: '#modal-size-guide' },
        { text: l(T.shipping), url: `/${locale}/pages/shipping` },
        { text: l(T.returns), url: `/${locale}/pages/returns` },
      ],
    },
    { type: 'anchor', id: id('anchor-questions'), name: 'Questions anchor', anchorId: 'questions', label: l(T.questions) },
    { type: 'accordion', id: id('faq'), name: 'Guide questions', title: l(T.faqTitle), items: [{ title: l(T.q1), richText: l(T.a1) }, { title: l(T.q2), richText: l(T.a2) }], openFirst: true },
    { type: 'dialog', id: id('dialog'), name: 'Waterproof dialog', modalId: 'waterproof', triggerText: l(T.dialogTrigger), title: l(T.dialogTitle), richText: l(T.dialogText) },
    { type: 'spacer', id: id('spacer'), name: 'Guide spacer', bottomMargins: { sm: 'sm', md: 'md', lg: 'lg' } },
    { type: 'photoGallery', id: id('gallery'), name: 'Guide customer photos', variant: 'widget', containerId: 'guide-gallery', title: l(T.gallery), limit: 8 },
    {
      type: 'videoPlayer',
      id: id('video'),
      name: 'Layering video',
      title: l(T.video),
      media: {
        sm: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', seoTitle: l(T.video), seoDescription: l(T.videoText), poster: heroImage('layering-video', l(T.video)), width: 16, height: 9 },
        lg: { url: 'https://vimeo.com/76979871', seoTitle: l(T.video), seoDescription: l(T.videoText), poster: heroImage('layering-video', l(T.video)), width: 16, height: 9, cloudinaryAsset: { cloudName: 'summit-outdoor', publicId: 'guides/layering' }, duration: 125 },
      },
      playerSettings: { autoplay: false, muted: true },
    },
    { type: 'articleGrid', id: 'guide', name: 'Guide articles', title: l(T.articles), rows: 3, columns: { sm: 1, md: 3, lg: 3 }, initialTags: ['guides'], showFacets: true },
    { type: 'ctaButtons', id: id('cta'), name: 'Guide buttons', title: l(T.ctaTitle), alignment: 'center', equalTargetSize: true, targets: [{ text: l(T.shopMen), url: url('men'), style: 'primary' }, { text: l(T.shopWomen), url: url('women'), style: 'secondary' }] },
    { type: 'newsletterForm', id: id('newsletter'), name: 'Guide newsletter', title: l(T.newsletter), policyLink: { text: l(T.privacy), url: `/${locale}/pages/privacy` } },
    { type: 'smsSubscription', id: id('sms'), name: 'Guide SMS', title: l(T.sms), text: l(T.smsText) },
    { type: 'categoryCards', id: id('cards'), name: 'Guide activities', title: l(T.cardsTitle), cards: [card('daypacks', l(T.hike)), card('tents', l(T.camp)), card('harnesses', l(T.climb))].map((c) => ({ title: c.title, url: c.url, image: c.media })) },
  ]

  const page: CanvasPage = { id: `${siteId}:page:outdoor-guide`, siteId, page: 'outdoor-guide', title: l(T.title), description: l(T.description), sections }

  const fragments: CanvasPage[] = [
    {
      id: `${siteId}:fragment:spring-sale`,
      siteId,
      page: 'spring-sale',
      title: l(T.espotTitle),
      sections: [{ type: 'banner', id: `${siteId}-fragment-spring-sale`, name: 'Spring sale espot', variant: 'thin', title: l(T.espotTitle), backgroundColor: '#fde68a', textColor: '#171714', targets: [{ text: l(T.explore), url: url('tents'), style: 'link' }] }],
    },
    {
      id: `${siteId}:fragment:size-guide`,
      siteId,
      page: 'size-guide',
      title: l(T.sizeGuideTitle),
      sections: [{ type: 'richText', id: `${siteId}-fragment-size-guide`, name: 'Size guide', html: l(T.sizeGuideText) }],
    },
  ]

  const popups: Popup[] = [
    { id: 'newsletter-10', name: 'Newsletter sign-up', delay: 2000, title: l(T.popupNewsTitle), minimizedTitle: l(T.popupNewsMin), disclaimer: l(T.popupNewsDisclaimer), targets: [], pathPrefixes: ['content/', 'articles/'] },
    { id: 'create-account', name: 'Account registration', delay: 2000, title: l(T.popupAccountTitle), minimizedTitle: l(T.popupAccountMin), targets: [{ text: l(T.signIn), url: `/${locale}/sign-in`, style: 'primary' }], pathPrefixes: ['content/', 'articles/'] },
  ]

  return [
    { site_id: siteId, kind: 'page', slug: 'outdoor-guide', body: page },
    ...fragments.map((fragment) => ({ site_id: siteId, kind: 'fragment', slug: fragment.page, body: fragment })),
    { site_id: siteId, kind: 'popups', slug: 'popups', body: { siteId, popups } },
  ]
}

