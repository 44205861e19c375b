// The reference's review phrase book: review titles and sentences, questions and answers, each in
// English, French and German side by side. The seed writes reviews and questions from it, and the
// reference translation provider (reviews.ts, docs/decisions/0020) translates through it: a sentence
// found here in one language becomes the same entry in another; anything else stays as written.
export type Phrase = { readonly en: string; readonly fr: string; readonly de: string }
export type PhraseLanguage = keyof Phrase
/** What a product is, for the sentences that only fit some products. */
export type ProductKind = 'apparel' | 'footwear' | 'gear'
export type Sentiment = 'positive' | 'mixed' | 'negative'

const p = (en: string, fr: string, de: string): Phrase => ({ en, fr, de })

/** Titles by rating (index 0 = 1 star). */
export const TITLES: ReadonlyArray<ReadonlyArray<Phrase>> = [
  [
    p('Very disappointed', 'Très déçu', 'Sehr enttäuscht'),
    p('Not worth the money', "Ne vaut pas son prix", 'Das Geld nicht wert'),
    p('Sent it back', "Je l'ai renvoyé", 'Zurückgeschickt'),
    p('Fell apart quickly', "S'est abîmé très vite", 'Schnell kaputtgegangen'),
  ],
  [
    p('Expected better', "Je m'attendais à mieux", 'Hatte mehr erwartet'),
    p('Not for me', 'Pas pour moi', 'Nichts für mich'),
    p('Below average', 'En dessous de la moyenne', 'Unter dem Durchschnitt'),
    p('Some real flaws', 'De vrais défauts', 'Einige echte Schwächen'),
  ],
  [
    p('Does the job', 'Fait le travail', 'Erfüllt seinen Zweck'),
    p('Okay for the price', 'Correct pour le prix', 'Okay für den Preis'),
    p('Mixed feelings', 'Un avis mitigé', 'Gemischte Gefühle'),
    p('Good but not great', 'Bien sans plus', 'Gut, aber nicht super'),
  ],
  [
    p('Very good', 'Très bien', 'Sehr gut'),
    p('Happy with it', "J'en suis content", 'Zufrieden damit'),
    p('Solid choice', 'Un choix solide', 'Eine solide Wahl'),
    p('Nearly perfect', 'Presque parfait', 'Fast perfekt'),
    p('Would buy again', 'Je le rachèterais', 'Würde ich wieder kaufen'),
  ],
  [
    p('Love it', "J'adore", 'Ich liebe es'),
    p('Excellent quality', 'Excellente qualité', 'Hervorragende Qualität'),
    p('Best purchase this year', "Meilleur achat de l'année", 'Bester Kauf des Jahres'),
    p('Exactly what I wanted', "Exactement ce que je voulais", 'Genau das, was ich wollte'),
    p('Highly recommend', 'Je recommande vivement', 'Absolut empfehlenswert'),
  ],
]

/** Opening sentences by rating (index 0 = 1 star). */
export const OPENINGS: ReadonlyArray<ReadonlyArray<Phrase>> = [
  [
    p('I really wanted to like this, but it let me down.', "Je voulais vraiment l'aimer, mais il m'a déçu.", 'Ich wollte es wirklich mögen, aber es hat mich enttäuscht.'),
    p('This did not live up to the description at all.', 'Cela ne correspond pas du tout à la description.', 'Das entspricht überhaupt nicht der Beschreibung.'),
    p('After two outings it was already showing problems.', 'Après deux sorties, les problèmes étaient déjà là.', 'Nach zwei Touren zeigten sich schon Probleme.'),
  ],
  [
    p('There are some good ideas here, but the execution is lacking.', "Il y a de bonnes idées, mais la réalisation laisse à désirer.", 'Es gibt gute Ideen, aber die Umsetzung hapert.'),
    p('It works, though not as well as I hoped.', "Ça fonctionne, mais moins bien que je l'espérais.", 'Es funktioniert, aber nicht so gut wie erhofft.'),
    p('I have used it a few times and I am not convinced.', "Je l'ai utilisé plusieurs fois et je ne suis pas convaincu.", 'Ich habe es einige Male benutzt und bin nicht überzeugt.'),
  ],
  [
    p('It is a decent product with a few compromises.', "C'est un produit correct avec quelques compromis.", 'Ein ordentliches Produkt mit ein paar Kompromissen.'),
    p('Does what it says, nothing more.', "Il fait ce qu'il annonce, rien de plus.", 'Es tut, was es verspricht, nicht mehr.'),
    p('Fine for occasional use.', 'Bien pour un usage occasionnel.', 'Für gelegentliche Nutzung in Ordnung.'),
  ],
  [
    p('I have used this for a few months now and it has held up well.', "Je l'utilise depuis quelques mois et il tient bien.", 'Ich benutze es seit einigen Monaten und es hält gut.'),
    p('Good quality and well thought out.', 'Bonne qualité et bien pensé.', 'Gute Qualität und durchdacht.'),
    p('A reliable piece of kit for weekend trips.', 'Un équipement fiable pour les sorties du week-end.', 'Ein zuverlässiges Teil für Wochenendtouren.'),
  ],
  [
    p('This is the best one I have owned.', "C'est le meilleur que j'aie jamais eu.", 'Das ist das beste, das ich je hatte.'),
    p('Outstanding from the first day.', 'Remarquable dès le premier jour.', 'Vom ersten Tag an hervorragend.'),
    p('I took it on a week-long trek and it was perfect.', "Je l'ai emporté pour une semaine de trek et il était parfait.", 'Ich hatte es eine Woche auf Trekkingtour dabei und es war perfekt.'),
  ],
]

/** Middle sentences by what the product is and how the reviewer feels. */
export const DETAILS: Readonly<Record<ProductKind, Readonly<Record<Sentiment, ReadonlyArray<Phrase>>>>> = {
  apparel: {
    positive: [
      p('The fit is true to size and the fabric feels great.', 'La coupe taille normalement et le tissu est agréable.', 'Die Passform ist größengerecht und der Stoff fühlt sich toll an.'),
      p('It kept me warm and dry in bad weather.', "Il m'a gardé au chaud et au sec par mauvais temps.", 'Es hat mich bei schlechtem Wetter warm und trocken gehalten.'),
      p('The pockets are in the right places.', 'Les poches sont bien placées.', 'Die Taschen sitzen an der richtigen Stelle.'),
    ],
    mixed: [
      p('It runs a little small, so consider a size up.', 'Il taille un peu petit, prenez une taille au-dessus.', 'Es fällt etwas klein aus, lieber eine Nummer größer nehmen.'),
      p('The colour is slightly different from the photos.', 'La couleur est un peu différente des photos.', 'Die Farbe weicht etwas von den Fotos ab.'),
      p('Comfortable, but the seams could be neater.', 'Confortable, mais les coutures pourraient être plus soignées.', 'Bequem, aber die Nähte könnten sauberer sein.'),
    ],
    negative: [
      p('The zip broke after a few weeks.', "La fermeture éclair a cassé après quelques semaines.", 'Der Reißverschluss ist nach wenigen Wochen kaputtgegangen.'),
      p('It shrank after the first wash.', 'Il a rétréci au premier lavage.', 'Es ist nach der ersten Wäsche eingelaufen.'),
      p('The sizing is way off.', 'Les tailles ne correspondent pas du tout.', 'Die Größen stimmen überhaupt nicht.'),
    ],
  },
  footwear: {
    positive: [
      p('Comfortable straight out of the box, no blisters.', 'Confortables dès la sortie de la boîte, aucune ampoule.', 'Direkt aus dem Karton bequem, keine Blasen.'),
      p('The grip on wet rock is excellent.', "L'adhérence sur rocher mouillé est excellente.", 'Der Grip auf nassem Fels ist hervorragend.'),
      p('Light, supportive and well made.', 'Légères, maintenantes et bien finies.', 'Leicht, stützend und gut verarbeitet.'),
    ],
    mixed: [
      p('They run narrow, so try them on first.', 'Elles taillent étroit, essayez-les avant.', 'Sie fallen schmal aus, also vorher anprobieren.'),
      p('It took a couple of walks to break them in.', "Il a fallu quelques sorties pour les faire à mon pied.", 'Ich musste sie ein paar Mal einlaufen.'),
      p('Good support, but the laces keep coming undone.', 'Bon maintien, mais les lacets se défont sans cesse.', 'Guter Halt, aber die Schnürsenkel gehen ständig auf.'),
    ],
    negative: [
      p('The sole started peeling off within a month.', "La semelle a commencé à se décoller en moins d'un mois.", 'Die Sohle hat sich innerhalb eines Monats gelöst.'),
      p('My feet were soaked after the first stream crossing.', 'Mes pieds étaient trempés au premier passage de ruisseau.', 'Meine Füße waren nach dem ersten Bach klatschnass.'),
      p('Painful on long days, even after breaking them in.', 'Douloureuses sur les longues journées, même une fois faites.', 'An langen Tagen schmerzhaft, selbst nach dem Einlaufen.'),
    ],
  },
  gear: {
    positive: [
      p('Easy to set up and pack away.', 'Facile à installer et à ranger.', 'Leicht aufzubauen und zu verstauen.'),
      p('Sturdy, and lighter than it looks.', "Solide, et plus léger qu'il n'y paraît.", 'Robust und leichter, als es aussieht.'),
      p('Every detail feels carefully designed.', 'Chaque détail semble soigneusement pensé.', 'Jedes Detail wirkt sorgfältig durchdacht.'),
    ],
    mixed: [
      p('The instructions could be clearer.', 'Les instructions pourraient être plus claires.', 'Die Anleitung könnte klarer sein.'),
      p('A bit heavier than I expected.', "Un peu plus lourd que prévu.", 'Etwas schwerer als erwartet.'),
      p('Works well, but the straps feel cheap.', 'Fonctionne bien, mais les sangles font bon marché.', 'Funktioniert gut, aber die Gurte wirken billig.'),
    ],
    negative: [
      p('A buckle snapped on the second trip.', "Une boucle a cassé à la deuxième sortie.", 'Eine Schnalle ist bei der zweiten Tour gebrochen.'),
      p('It leaked in the first heavy rain.', 'Il a pris l’eau à la première grosse pluie.', 'Beim ersten Starkregen war es undicht.'),
      p('The materials feel flimsy for the price.', 'Les matériaux semblent fragiles pour le prix.', 'Die Materialien wirken für den Preis dünn.'),
    ],
  },
}

/** Closing sentences by rating (index 0 = 1 star). */
export const CLOSINGS: ReadonlyArray<ReadonlyArray<Phrase>> = [
  [
    p('I would not recommend it.', 'Je ne le recommande pas.', 'Ich kann es nicht empfehlen.'),
    p('Returned for a refund.', "Retourné et remboursé.", 'Zurückgegeben und Geld erstattet.'),
  ],
  [
    p('I will probably look for something else.', 'Je vais sans doute chercher autre chose.', 'Ich werde mich wohl nach etwas anderem umsehen.'),
    p('Hard to recommend at this price.', 'Difficile à recommander à ce prix.', 'Zu diesem Preis schwer zu empfehlen.'),
  ],
  [
    p('Worth it on sale.', 'Intéressant en promotion.', 'Im Angebot lohnt es sich.'),
    p('Fine if your expectations are modest.', 'Bien si vos attentes sont modestes.', 'In Ordnung, wenn man nicht zu viel erwartet.'),
  ],
  [
    p('I would recommend it to a friend.', 'Je le recommanderais à un ami.', 'Ich würde es einem Freund empfehlen.'),
    p('Great value overall.', 'Un très bon rapport qualité-prix.', 'Insgesamt ein sehr gutes Preis-Leistungs-Verhältnis.'),
  ],
  [
    p('Buy it, you will not regret it.', 'Achetez-le, vous ne le regretterez pas.', 'Kaufen Sie es, Sie werden es nicht bereuen.'),
    p('Already ordered a second one.', "J'en ai déjà commandé un deuxième.", 'Habe schon ein zweites bestellt.'),
  ],
]

/** Questions shoppers ask, by what the product is. */
export const QUESTIONS: Readonly<Record<ProductKind, ReadonlyArray<Phrase>>> = {
  apparel: [
    p('Does this run true to size?', 'Est-ce que la coupe taille normalement ?', 'Fällt das größengerecht aus?'),
    p('Is it warm enough for winter hiking?', "Est-ce assez chaud pour la randonnée en hiver ?", 'Ist es warm genug zum Winterwandern?'),
    p('Can it be machine washed?', 'Peut-il être lavé en machine ?', 'Kann man es in der Maschine waschen?'),
    p('Is the hood adjustable?', 'La capuche est-elle réglable ?', 'Ist die Kapuze verstellbar?'),
  ],
  footwear: [
    p('Are these suitable for wide feet?', 'Conviennent-elles aux pieds larges ?', 'Sind die für breite Füße geeignet?'),
    p('Are they fully waterproof?', 'Sont-elles totalement imperméables ?', 'Sind sie komplett wasserdicht?'),
    p('Should I order my usual size?', 'Dois-je prendre ma pointure habituelle ?', 'Soll ich meine übliche Größe bestellen?'),
    p('Can the insoles be replaced?', 'Les semelles intérieures sont-elles remplaçables ?', 'Kann man die Einlegesohlen austauschen?'),
  ],
  gear: [
    p('How much does it weigh?', 'Combien pèse-t-il ?', 'Wie viel wiegt es?'),
    p('Is it covered by a warranty?', 'Est-il couvert par une garantie ?', 'Gibt es eine Garantie?'),
    p('Can spare parts be ordered?', 'Peut-on commander des pièces de rechange ?', 'Kann man Ersatzteile bestellen?'),
    p('Does it come with a storage bag?', 'Est-il livré avec un sac de rangement ?', 'Wird es mit einem Aufbewahrungsbeutel geliefert?'),
  ],
}

/** Answers, by the question they answer (same index as QUESTIONS), from the brand's team or shoppers. */
export const ANSWERS: Readonly<Record<ProductKind, ReadonlyArray<ReadonlyArray<Phrase>>>> = {
  apparel: [
    [p('Yes, it fits true to size; between sizes, take the larger one for layering.', "Oui, la coupe est normale ; entre deux tailles, prenez la plus grande pour superposer.", 'Ja, es fällt größengerecht aus; zwischen zwei Größen lieber die größere für Lagen darunter.'), p('I am usually a medium and the medium fits well.', "Je fais habituellement du M et le M me va bien.", 'Ich trage normalerweise M und M passt gut.')],
    [p('With a warm layer underneath it works down to about minus ten.', "Avec une couche chaude dessous, il convient jusqu'à environ moins dix.", 'Mit einer warmen Schicht darunter reicht es bis etwa minus zehn Grad.'), p('I wore it in the Alps in January and was comfortable.', "Je l'ai porté dans les Alpes en janvier et j'étais bien.", 'Ich habe es im Januar in den Alpen getragen und mich wohlgefühlt.')],
    [p('Yes, at 30 degrees on a gentle cycle; do not tumble dry.', 'Oui, à 30 degrés en cycle délicat ; pas de sèche-linge.', 'Ja, bei 30 Grad im Schonwaschgang; nicht in den Trockner.')],
    [p('Yes, it adjusts at the back and at both sides.', "Oui, elle se règle à l'arrière et sur les côtés.", 'Ja, sie lässt sich hinten und an beiden Seiten verstellen.')],
  ],
  footwear: [
    [p('They have a medium width; shoppers with wide feet often go half a size up.', "Elles ont une largeur moyenne ; avec des pieds larges, prenez une demi-pointure de plus.", 'Sie haben eine mittlere Weite; bei breiten Füßen oft eine halbe Nummer größer.'), p('I have wide feet and they were fine after a few walks.', "J'ai les pieds larges et elles allaient bien après quelques sorties.", 'Ich habe breite Füße und nach ein paar Touren passten sie gut.')],
    [p('Yes, they have a waterproof membrane up to the collar.', "Oui, elles ont une membrane imperméable jusqu'au col.", 'Ja, sie haben eine wasserdichte Membran bis zum Schaftrand.')],
    [p('Yes, order your usual size; our foot size chart helps if you are unsure.', 'Oui, prenez votre pointure habituelle ; notre guide des pointures vous aidera en cas de doute.', 'Ja, bestellen Sie Ihre übliche Größe; unsere Größentabelle hilft im Zweifel.')],
    [p('Yes, the insoles are removable and standard shaped.', 'Oui, les semelles sont amovibles et de forme standard.', 'Ja, die Einlegesohlen sind herausnehmbar und haben eine Standardform.')],
  ],
  gear: [
    [p('The weight is listed in the product details; it is one of the lightest in its class.', "Le poids figure dans la description ; c'est l'un des plus légers de sa catégorie.", 'Das Gewicht steht in den Produktdetails; es gehört zu den leichtesten seiner Klasse.')],
    [p('Yes, it has a two-year warranty against manufacturing defects.', "Oui, il est garanti deux ans contre les défauts de fabrication.", 'Ja, es gibt zwei Jahre Garantie auf Herstellungsfehler.')],
    [p('Yes, our customer service can order most spare parts.', 'Oui, notre service client peut commander la plupart des pièces.', 'Ja, unser Kundenservice kann die meisten Ersatzteile bestellen.')],
    [p('Yes, a storage bag is included.', 'Oui, un sac de rangement est fourni.', 'Ja, ein Aufbewahrungsbeutel ist dabei.'), p('Mine came with one, and it is a good size.', "Le mien en avait un, et il est de bonne taille.", 'Meiner hatte einen, und er ist gut bemessen.')],
  ],
}

const LANGUAGES: ReadonlyArray<PhraseLanguage> = ['en', 'fr', 'de']

const everyPhrase = (): Phrase[] => [
  ...TITLES.flat(),
  ...OPENINGS.flat(),
  ...Object.values(DETAILS).flatMap((bySentiment) => Object.values(bySentiment).flat()),
  ...CLOSINGS.flat(),
  ...Object.values(QUESTIONS).flat(),
  ...Object.values(ANSWERS).flat(2),
]

/** Each language's phrases, longest first (so a longer phrase wins over one it begins with). */
const BOOK: ReadonlyMap<PhraseLanguage, ReadonlyArray<readonly [string, Phrase]>> = new Map(
  LANGUAGES.map((language) => [language, everyPhrase().map((phrase) => [phrase[language], phrase] as const).sort((a, b) => b[0].length - a[0].length)]),
)

/**
 * A text of the phrase book in `from`, in `to`: phrase by phrase, separated by white space. What the
 * book does not know is kept as written, and `complete` says whether everything was found.
 */
export const translatePhrases = (text: string, from: PhraseLanguage, to: PhraseLanguage): { readonly text: string; readonly complete: boolean } => {
  if (from === to) return { text, complete: true }
  const phrases = BOOK.get(from) ?? []
  const out: string[] = []
  let complete = true
  let rest = text.trim()
  while (rest !== '') {
    const found = phrases.find(([source]) => rest.startsWith(source) && (rest.length === source.length || /\s/.test(rest[source.length] ?? '')))
    if (found) {
      out.push(found[1][to])
      rest = rest.slice(found[0].length).trimStart()
      continue
    }
    // Not in the book: keep the next sentence (up to its end mark) as written.
    const end = /^.*?[.!?](\s|$)/.exec(rest)
    const sentence = end ? end[0].trim() : rest
    out.push(sentence)
    complete = false
    rest = rest.slice(end ? end[0].length : rest.length).trimStart()
  }
  return { text: out.join(' '), complete }
}
