// Texts of the sign-in and account pages, in the three languages of the UI. A table of its own (like
// ../checkout/strings.ts) so that only those pages carry it; `t` here covers every table they use.
import { t as checkoutText, type Language, type StringKey as CheckoutKey } from '../../commerce/strings'
import { extendTexts, type StringParams } from '../../ui/strings'
import { ENROLLMENT_STRINGS, type EnrollmentKey } from './enrollment/enrollmentStrings'

export type { Language } from '../../ui/strings'

export const ACCOUNT_STRINGS = {
  'signIn.title': { en: 'Sign in', fr: 'Connexion', de: 'Anmelden' },
  'signIn.intro': {
    en: 'Sign in to use your saved addresses and cards, your loyalty points and express checkout.',
    fr: 'Connectez-vous pour utiliser vos adresses et cartes enregistrées, vos points de fidélité et le paiement express.',
    de: 'Melden Sie sich an, um Ihre gespeicherten Adressen und Karten, Ihre Treuepunkte und die Express-Kasse zu nutzen.',
  },
  'signIn.email': { en: 'Email', fr: 'E-mail', de: 'E-Mail' },
  'signIn.password': { en: 'Password', fr: 'Mot de passe', de: 'Passwort' },
  'signIn.submit': { en: 'Sign in', fr: 'Se connecter', de: 'Anmelden' },
  'signIn.busy': { en: 'Signing in…', fr: 'Connexion…', de: 'Anmeldung…' },
  'signIn.emailInvalid': { en: 'Email is not valid', fr: "L'adresse e-mail n'est pas valide", de: 'Die E-Mail-Adresse ist ungültig' },
  'signIn.passwordRequired': { en: 'Enter your password', fr: 'Saisissez votre mot de passe', de: 'Geben Sie Ihr Passwort ein' },
  'signIn.offline': {
    en: 'You are offline. Signing in needs a connection; your cart is kept.',
    fr: 'Vous êtes hors ligne. La connexion nécessite un réseau ; votre panier est conservé.',
    de: 'Sie sind offline. Zum Anmelden ist eine Verbindung nötig; Ihr Warenkorb bleibt erhalten.',
  },
  'signIn.cartKept': {
    en: 'Your cart comes with you: its items join your account when you sign in.',
    fr: 'Votre panier vous suit : ses articles rejoignent votre compte à la connexion.',
    de: 'Ihr Warenkorb kommt mit: Seine Artikel werden bei der Anmeldung Ihrem Konto hinzugefügt.',
  },
  'account.title': { en: 'Your account', fr: 'Votre compte', de: 'Ihr Konto' },
  'account.hello': { en: 'Hello, {name}', fr: 'Bonjour {name}', de: 'Hallo {name}' },
  'account.signedOut': { en: 'You are not signed in.', fr: "Vous n'êtes pas connecté.", de: 'Sie sind nicht angemeldet.' },
  'account.loading': { en: 'Loading your account…', fr: 'Chargement de votre compte…', de: 'Ihr Konto wird geladen…' },
  'account.details': { en: 'Your details', fr: 'Vos informations', de: 'Ihre Daten' },
  'account.addresses': { en: 'Addresses', fr: 'Adresses', de: 'Adressen' },
  'account.noAddresses': { en: 'No saved addresses yet.', fr: "Aucune adresse enregistrée pour l'instant.", de: 'Noch keine gespeicherten Adressen.' },
  'account.shippingMain': { en: 'Main delivery address', fr: 'Adresse de livraison principale', de: 'Hauptlieferadresse' },
  'account.billingMain': { en: 'Main billing address', fr: 'Adresse de facturation principale', de: 'Hauptrechnungsadresse' },
  'account.cards': { en: 'Saved cards', fr: 'Cartes enregistrées', de: 'Gespeicherte Karten' },
  'account.noCards': {
    en: 'No saved cards. Tick "Save this card" at checkout to add one.',
    fr: 'Aucune carte enregistrée. Cochez « Enregistrer cette carte » lors du paiement pour en ajouter une.',
    de: 'Keine gespeicherten Karten. Wählen Sie an der Kasse „Diese Karte speichern“, um eine hinzuzufügen.',
  },
  'account.cardMain': { en: 'Main card', fr: 'Carte principale', de: 'Hauptkarte' },
  'account.makeMain': { en: 'Make main card', fr: 'Définir comme carte principale', de: 'Als Hauptkarte festlegen' },
  'account.removeCard': { en: 'Remove', fr: 'Supprimer', de: 'Entfernen' },
  'account.cardExpired': { en: 'Expired', fr: 'Expirée', de: 'Abgelaufen' },
  'account.loyalty': { en: 'Loyalty', fr: 'Fidélité', de: 'Treueprogramm' },
  'account.points': { en: '{points, plural, one {# point} other {# points}}', fr: '{points, plural, one {# point} other {# points}}', de: '{points, plural, one {# Punkt} other {# Punkte}}' },
  'account.notMember': { en: 'Not a loyalty member.', fr: 'Non membre du programme de fidélité.', de: 'Kein Mitglied des Treueprogramms.' },
  'account.unconfirmed': { en: 'Membership not confirmed yet.', fr: 'Adhésion pas encore confirmée.', de: 'Mitgliedschaft noch nicht bestätigt.' },
  'account.editProfile': { en: 'Edit profile', fr: 'Modifier le profil', de: 'Profil bearbeiten' },
  'account.signOut': { en: 'Sign out', fr: 'Se déconnecter', de: 'Abmelden' },
  'account.signingOut': { en: 'Signing out…', fr: 'Déconnexion…', de: 'Abmeldung…' },
  'account.signedOutDone': { en: 'You have signed out.', fr: 'Vous êtes déconnecté.', de: 'Sie haben sich abgemeldet.' },
} as const satisfies Record<string, Record<Language, string>>

export type AccountKey = keyof typeof ACCOUNT_STRINGS
export type StringKey = CheckoutKey | AccountKey | EnrollmentKey

export const t: (language: Language, key: StringKey, params?: StringParams) => string = extendTexts(ACCOUNT_STRINGS, extendTexts(ENROLLMENT_STRINGS, checkoutText))
