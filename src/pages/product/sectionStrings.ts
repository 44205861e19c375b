// Texts of the product page's sections and dialogs (reviews, questions, the ask-question dialog,
// customer photos, product sets, the size guide, back in stock), in the three languages, as ICU
// messages. They load with the sections (./LazySection.tsx); `text` also covers the UI kit's table.
import { formatMessage } from '../../contract/messageFormat'
import { t as uiText, type Language, type StringKey as UiKey } from '../../ui/strings'
import { dateTimeFormat } from '../../contract/intlDates'

export const SECTION_STRINGS = {
  'close': { en: 'Close', fr: 'Fermer', de: 'Schließen' },
  'reviews.average': { en: '{average} out of 5', fr: '{average} sur 5', de: '{average} von 5' },
  'reviews.basedOn': { en: 'Based on {count, plural, one {# review} other {# reviews}}', fr: 'Sur la base de {count, plural, one {# avis} other {# avis}}', de: 'Basierend auf {count, plural, one {# Bewertung} other {# Bewertungen}}' },
  'reviews.distribution': { en: 'Ratings', fr: 'Répartition des notes', de: 'Verteilung der Bewertungen' },
  'reviews.filter': {
    en: '{starCount, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}',
    fr: '{starCount, plural, one {# étoile} other {# étoiles}} : {count, plural, one {# avis} other {# avis}}',
    de: '{starCount, plural, one {# Stern} other {# Sterne}}: {count, plural, one {# Bewertung} other {# Bewertungen}}',
  },
  'reviews.filterHint': { en: 'Choose a rating to show only those reviews.', fr: 'Choisissez une note pour n’afficher que ces avis.', de: 'Wählen Sie eine Bewertung, um nur diese anzuzeigen.' },
  'reviews.showing': { en: 'Showing {shown} of {total}', fr: '{shown} sur {total} affichés', de: '{shown} von {total} angezeigt' },
  'reviews.clearFilter': { en: 'Show all reviews', fr: 'Afficher tous les avis', de: 'Alle Bewertungen anzeigen' },
  'reviews.sort': { en: 'Sort reviews', fr: 'Trier les avis', de: 'Bewertungen sortieren' },
  'reviews.sort.newest': { en: 'Newest', fr: 'Plus récents', de: 'Neueste' },
  'reviews.sort.oldest': { en: 'Oldest', fr: 'Plus anciens', de: 'Älteste' },
  'reviews.sort.highest': { en: 'Highest rated', fr: 'Meilleures notes', de: 'Beste Bewertung' },
  'reviews.sort.lowest': { en: 'Lowest rated', fr: 'Moins bonnes notes', de: 'Schlechteste Bewertung' },
  'reviews.sort.helpful': { en: 'Most helpful', fr: 'Plus utiles', de: 'Hilfreichste' },
  'reviews.more': { en: 'Show more reviews', fr: "Afficher plus d'avis", de: 'Weitere Bewertungen anzeigen' },
  'reviews.none': { en: 'No reviews yet.', fr: "Pas encore d'avis.", de: 'Noch keine Bewertungen.' },
  'reviews.verified': { en: 'Verified purchase', fr: 'Achat vérifié', de: 'Verifizierter Kauf' },
  'reviews.meta': { en: '{author} · {date}', fr: '{author} · {date}', de: '{author} · {date}' },
  'reviews.metaPlace': { en: '{author}, {place} · {date}', fr: '{author}, {place} · {date}', de: '{author}, {place} · {date}' },
  'vote.reviewQuestion': { en: 'Was this review helpful?', fr: 'Cet avis vous a-t-il été utile ?', de: 'War diese Bewertung hilfreich?' },
  'vote.answerQuestion': { en: 'Was this answer helpful?', fr: 'Cette réponse vous a-t-elle été utile ?', de: 'War diese Antwort hilfreich?' },
  'vote.yes': { en: 'Yes ({count})', fr: 'Oui ({count})', de: 'Ja ({count})' },
  'vote.no': { en: 'No ({count})', fr: 'Non ({count})', de: 'Nein ({count})' },
  'vote.pending': { en: 'Saving your vote…', fr: 'Enregistrement de votre vote…', de: 'Ihre Stimme wird gespeichert…' },
  'vote.thanks': { en: 'Thank you for your vote.', fr: 'Merci pour votre vote.', de: 'Danke für Ihre Stimme.' },
  'flag.report': { en: 'Report', fr: 'Signaler', de: 'Melden' },
  'flag.title': { en: 'Report this review', fr: 'Signaler cet avis', de: 'Diese Bewertung melden' },
  'flag.reason': { en: 'Why are you reporting it?', fr: 'Pourquoi le signalez-vous ?', de: 'Warum melden Sie sie?' },
  'flag.reason.inappropriate': { en: 'Offensive or inappropriate', fr: 'Offensant ou inapproprié', de: 'Beleidigend oder unangemessen' },
  'flag.reason.spam': { en: 'Spam or advertising', fr: 'Spam ou publicité', de: 'Spam oder Werbung' },
  'flag.reason.offTopic': { en: 'Not about this product', fr: 'Ne concerne pas ce produit', de: 'Nicht zu diesem Produkt' },
  'flag.reason.other': { en: 'Something else', fr: 'Autre chose', de: 'Etwas anderes' },
  'flag.comment': { en: 'Anything to add? (optional)', fr: 'Quelque chose à ajouter ? (facultatif)', de: 'Möchten Sie etwas ergänzen? (optional)' },
  'flag.send': { en: 'Send report', fr: 'Envoyer le signalement', de: 'Meldung senden' },
  'flag.cancel': { en: 'Cancel', fr: 'Annuler', de: 'Abbrechen' },
  'flag.pending': { en: 'Sending your report…', fr: 'Envoi du signalement…', de: 'Meldung wird gesendet…' },
  'flag.done': { en: 'Reported. Our moderators will look at this review.', fr: 'Signalé. Nos modérateurs examineront cet avis.', de: 'Gemeldet. Unsere Moderatoren prüfen diese Bewertung.' },
  'translate.action': { en: 'Translate into English', fr: 'Traduire en français', de: 'Auf Deutsch übersetzen' },
  'translate.original': { en: 'Show the original', fr: 'Afficher l’original', de: 'Original anzeigen' },
  'translate.from.en': { en: 'Translated from English.', fr: 'Traduit de l’anglais.', de: 'Aus dem Englischen übersetzt.' },
  'translate.from.fr': { en: 'Translated from French.', fr: 'Traduit du français.', de: 'Aus dem Französischen übersetzt.' },
  'translate.from.de': { en: 'Translated from German.', fr: 'Traduit de l’allemand.', de: 'Aus dem Deutschen übersetzt.' },
  'translate.partial': { en: 'Some sentences could not be translated.', fr: 'Certaines phrases n’ont pas pu être traduites.', de: 'Einige Sätze konnten nicht übersetzt werden.' },
  'questions.count': { en: '{count, plural, one {# question} other {# questions}}', fr: '{count, plural, one {# question} other {# questions}}', de: '{count, plural, one {# Frage} other {# Fragen}}' },
  'questions.ask': { en: 'Ask a question', fr: 'Poser une question', de: 'Frage stellen' },
  'questions.none': { en: 'No questions yet. Be the first to ask.', fr: 'Aucune question pour le moment. Soyez le premier à en poser une.', de: 'Noch keine Fragen. Stellen Sie die erste.' },
  'questions.unanswered': { en: 'Not answered yet.', fr: 'Pas encore de réponse.', de: 'Noch nicht beantwortet.' },
  'questions.staff': { en: 'Team answer', fr: 'Réponse de l’équipe', de: 'Antwort des Teams' },
  'questions.asked': { en: 'Asked by {author} · {date}', fr: 'Posée par {author} · {date}', de: 'Gefragt von {author} · {date}' },
  'questions.answered': { en: 'Answered by {author} · {date}', fr: 'Réponse de {author} · {date}', de: 'Beantwortet von {author} · {date}' },
  'questions.more': { en: 'Show more questions', fr: 'Afficher plus de questions', de: 'Weitere Fragen anzeigen' },
  'questions.yours': {
    en: '{count, plural, one {Your question is} other {Your # questions are}} waiting for an answer.',
    fr: '{count, plural, one {Votre question attend} other {Vos # questions attendent}} une réponse.',
    de: '{count, plural, one {Ihre Frage wartet} other {Ihre # Fragen warten}} auf eine Antwort.',
  },
  'ask.title': { en: 'Ask a question', fr: 'Poser une question', de: 'Frage stellen' },
  'ask.intro': { en: 'About {product}. Our team and other customers can answer.', fr: 'À propos de {product}. Notre équipe et d’autres clients peuvent répondre.', de: 'Zu {product}. Unser Team und andere Kunden können antworten.' },
  'ask.question': { en: 'Your question', fr: 'Votre question', de: 'Ihre Frage' },
  'ask.counter': { en: '{count} of {max} characters', fr: '{count} caractères sur {max}', de: '{count} von {max} Zeichen' },
  'ask.tooShort': { en: 'Please write at least {min} characters.', fr: 'Veuillez écrire au moins {min} caractères.', de: 'Bitte schreiben Sie mindestens {min} Zeichen.' },
  'ask.tooLong': { en: 'Please keep it to {max} characters.', fr: 'Limitez-vous à {max} caractères.', de: 'Bitte höchstens {max} Zeichen.' },
  'ask.nickname': { en: 'Name shown with your question', fr: 'Nom affiché avec votre question', de: 'Name, der mit Ihrer Frage angezeigt wird' },
  'ask.nicknameMissing': { en: 'Please enter a name.', fr: 'Veuillez indiquer un nom.', de: 'Bitte geben Sie einen Namen ein.' },
  'ask.submit': { en: 'Submit question', fr: 'Envoyer la question', de: 'Frage senden' },
  'ask.sending': { en: 'Sending…', fr: 'Envoi…', de: 'Wird gesendet…' },
  'ask.successTitle': { en: 'Thank you for your question', fr: 'Merci pour votre question', de: 'Vielen Dank für Ihre Frage' },
  'ask.successText': {
    en: 'We will publish it with an answer, usually within two working days.',
    fr: 'Nous la publierons avec une réponse, en général sous deux jours ouvrés.',
    de: 'Wir veröffentlichen sie mit einer Antwort, meist innerhalb von zwei Werktagen.',
  },
  'photos.by': { en: 'Photo by @{username}', fr: 'Photo de @{username}', de: 'Foto von @{username}' },
  'photos.fromCategory': { en: 'No photos of this product yet. From the community in {category}:', fr: 'Pas encore de photo de ce produit. La communauté dans {category} :', de: 'Noch keine Fotos dieses Produkts. Aus der Community in {category}:' },
  'photos.none': { en: 'No customer photos yet.', fr: 'Pas encore de photos de clients.', de: 'Noch keine Kundenfotos.' },
  'photos.of': { en: 'Shows {product}', fr: 'Montre {product}', de: 'Zeigt {product}' },
  'sets.together': { en: '{count, plural, one {# item} other {# items}} together:', fr: '{count, plural, one {# article} other {# articles}} ensemble :', de: '{count, plural, one {# Artikel} other {# Artikel}} zusammen:' },
  'sets.choose': { en: 'Sets with this product', fr: 'Ensembles avec ce produit', de: 'Sets mit diesem Produkt' },
  'size.size': { en: 'Size', fr: 'Taille', de: 'Größe' },
  'size.unit': { en: 'Body measurements in cm.', fr: 'Mensurations en cm.', de: 'Körpermaße in cm.' },
  'size.footTitle': { en: 'Shoe size conversion', fr: 'Correspondance des pointures', de: 'Umrechnung der Schuhgrößen' },
  'size.eu': { en: 'EU', fr: 'EU', de: 'EU' },
  'size.uk': { en: 'UK', fr: 'UK', de: 'UK' },
  'size.usMen': { en: 'US men', fr: 'US homme', de: 'US Herren' },
  'size.usWomen': { en: 'US women', fr: 'US femme', de: 'US Damen' },
  'size.foot': { en: 'Foot length (cm)', fr: 'Longueur du pied (cm)', de: 'Fußlänge (cm)' },
  'size.thisProduct': { en: 'Sizes of this product are highlighted.', fr: 'Les tailles de ce produit sont mises en évidence.', de: 'Die Größen dieses Produkts sind hervorgehoben.' },
  'backInStock.size': { en: 'Sold-out size', fr: 'Taille épuisée', de: 'Ausverkaufte Größe' },
  'backInStock.email': { en: 'Email', fr: 'E-mail', de: 'E-Mail' },
  'backInStock.submit': { en: 'Notify me', fr: 'Me prévenir', de: 'Benachrichtigen' },
  'backInStock.sending': { en: 'Signing you up…', fr: 'Inscription…', de: 'Anmeldung…' },
  'backInStock.done': { en: 'Done: we will email {email} when size {size} is back.', fr: 'C’est noté : nous écrirons à {email} dès le retour de la taille {size}.', de: 'Erledigt: Wir schreiben an {email}, sobald Größe {size} wieder da ist.' },
  'backInStock.waiting': { en: 'You will get an email when size {size} is back.', fr: 'Vous recevrez un e-mail au retour de la taille {size}.', de: 'Sie erhalten eine E-Mail, sobald Größe {size} wieder da ist.' },
  'backInStock.already': { en: '{email} is already on the list for size {size}.', fr: '{email} est déjà inscrit pour la taille {size}.', de: '{email} steht schon auf der Liste für Größe {size}.' },
} as const satisfies Record<string, Record<Language, string>>

export type SectionKey = keyof typeof SECTION_STRINGS

const isSectionKey = (key: SectionKey | UiKey): key is SectionKey => Object.hasOwn(SECTION_STRINGS, key)

/** A text of the sections' table or of the UI kit's. */
export const text = (language: Language, key: SectionKey | UiKey, params?: Record<string, string | number>): string => {
  if (!isSectionKey(key)) return uiText(language, key, params)
  const message = SECTION_STRINGS[key][language]
  return params ? formatMessage(message, language, params) : message
}

/** A date in the site's language ("12 March 2025"). */
export const dateText = (iso: string, locale: string): string => dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
