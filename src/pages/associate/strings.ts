// Texts of the in-store employee session (issue 15): the associate login, choosing the store and the
// employee, the connected bar, price adjustments on the cart and the in-store details of an order.
import { formatMessage } from '../../contract/messageFormat'
import type { Language } from '../../contract/errorCatalogue'
import type { StringParams } from '../../ui/strings'

const w = (en: string, fr: string, de: string) => ({ en, fr, de })

export const ASSOCIATE_STRINGS = {
  'login.title': w('Associate sign-in', 'Connexion vendeur', 'Anmeldung für Mitarbeitende'),
  'login.intro': w('Sign in with your store credentials to sell in store.', 'Connectez-vous avec vos identifiants magasin pour vendre en boutique.', 'Melden Sie sich mit Ihren Filialzugangsdaten an, um im Geschäft zu verkaufen.'),
  'login.username': w('Associate e-mail', 'E-mail vendeur', 'E-Mail (Mitarbeitende)'),
  'login.password': w('Password', 'Mot de passe', 'Passwort'),
  'login.submit': w('Sign in', 'Se connecter', 'Anmelden'),
  'login.busy': w('Signing in…', 'Connexion…', 'Anmeldung läuft…'),
  'choose.title': w('Choose your store and name', 'Choisissez votre magasin et votre nom', 'Filiale und Namen wählen'),
  'choose.store': w('Store', 'Magasin', 'Filiale'),
  'choose.employee': w('Employee', 'Employé', 'Mitarbeiter/in'),
  'choose.pick': w('Select…', 'Sélectionner…', 'Auswählen…'),
  'choose.submit': w('Start selling', 'Commencer la vente', 'Verkauf starten'),
  'choose.loading': w('Loading…', 'Chargement…', 'Wird geladen…'),
  'connected.as': w('In store: {store} · {employee}', 'En magasin : {store} · {employee}', 'Im Geschäft: {store} · {employee}'),
  'connected.noStore': w('Associate session: choose a store', 'Session vendeur : choisissez un magasin', 'Mitarbeitersitzung: Filiale wählen'),
  'connected.continue': w('Continue shopping', 'Continuer', 'Weiter einkaufen'),
  'signOut': w('Sign out', 'Se déconnecter', 'Abmelden'),
  'signingOut': w('Signing out…', 'Déconnexion…', 'Abmeldung…'),
  'idle': w('Signed out after {minutes} idle minutes.', 'Déconnecté après {minutes} minutes d’inactivité.', 'Nach {minutes} Minuten Inaktivität abgemeldet.'),
  'reserve.open': w('Reserve for a shopper', 'Réserver pour un client', 'Für Kund/in reservieren'),
  'reserve.title': w('Reserve at {store}', 'Réserver à {store}', 'Reservieren in {store}'),
  'reserve.name': w('Shopper’s name', 'Nom du client', 'Name der Kundin / des Kunden'),
  'reserve.qty': w('Quantity', 'Quantité', 'Menge'),
  'reserve.submit': w('Reserve', 'Réserver', 'Reservieren'),
  'reserve.nameMissing': w('Enter the shopper’s name (up to 100 characters).', 'Saisissez le nom du client (100 caractères au plus).', 'Geben Sie den Namen ein (höchstens 100 Zeichen).'),
  'reserve.done': w(
    'Reserved {qty} for {name} until {until}. Reference {reference}.',
    'Réservé : {qty} pour {name} jusqu’au {until}. Référence {reference}.',
    'Reserviert: {qty} für {name} bis {until}. Referenz {reference}.',
  ),
  'adjust.title': w('Price adjustment', 'Ajustement de prix', 'Preisanpassung'),
  'adjust.type': w('Adjustment type', 'Type d’ajustement', 'Art der Anpassung'),
  'adjust.AMOUNT_OFF': w('Amount off each', 'Montant par article', 'Betrag pro Stück'),
  'adjust.PERCENT_OFF': w('Percent off', 'Pourcentage', 'Prozent'),
  'adjust.value': w('Value', 'Valeur', 'Wert'),
  'adjust.reason': w('Reason', 'Motif', 'Grund'),
  'adjust.DAMAGED': w('Damaged item', 'Article abîmé', 'Beschädigter Artikel'),
  'adjust.PRICE_MATCH': w('Price match', 'Alignement de prix', 'Preisangleichung'),
  'adjust.GOODWILL': w('Goodwill', 'Geste commercial', 'Kulanz'),
  'adjust.MANAGER_APPROVAL': w('Manager approval', 'Accord du responsable', 'Freigabe Filialleitung'),
  'adjust.add': w('Adjust price', 'Ajuster le prix', 'Preis anpassen'),
  'adjust.apply': w('Apply', 'Appliquer', 'Anwenden'),
  'adjust.change': w('Change', 'Modifier', 'Ändern'),
  'adjust.remove': w('Remove adjustment', 'Supprimer l’ajustement', 'Anpassung entfernen'),
  'adjust.cancel': w('Cancel', 'Annuler', 'Abbrechen'),
  'adjust.pending': w('Waiting for the server…', 'En attente du serveur…', 'Warten auf den Server…'),
  'adjust.applied': w('{reason}: −{amount}', '{reason} : −{amount}', '{reason}: −{amount}'),
  'adjust.invalid': w('Enter a value from {min} to {max}.', 'Saisissez une valeur de {min} à {max}.', 'Geben Sie einen Wert von {min} bis {max} ein.'),
} as const

export type AssociateKey = keyof typeof ASSOCIATE_STRINGS

export const at = (language: Language, key: AssociateKey, params?: StringParams): string => formatMessage(ASSOCIATE_STRINGS[key][language], language, params ?? {})
