// The error catalogue of spec 001 section 8: every error code with its English, French and German
// message (ICU placeholders, filled by src/contract/messageFormat.ts) and where it is shown. Exact texts are
// not given by the spec; these are ours. Codes the spec names but gives no meaning for use the
// generic message. Two codes are ours where the spec has none (`ours`, docs/decisions/0021): GFC429
// (too many wrong gift-card PINs) and BSK409 (the cart changed since the summary the shopper placed from).
import { formatMessage } from './messageFormat'

export type Language = 'en' | 'fr' | 'de'
export const LANGUAGES: ReadonlyArray<Language> = ['en', 'fr', 'de']

/** Where an error is shown: top of the page, at its input, the inline notice at order placement, a persistent toast. */
export type Placement = 'top' | 'input' | 'placementInline' | 'toast'

export type Messages = Readonly<Record<Language, string>>

export interface CatalogueEntry {
  /** `ours`: a code the reference services answer where the spec's catalogue has none (docs/decisions/0025). */
  readonly group: 'session' | 'cart' | 'order' | 'giftCard' | 'payment' | 'promotion' | 'reward' | 'profile' | 'generic' | 'ours' | 'client'
  /** Placement outside order placement. */
  readonly placement: Exclude<Placement, 'placementInline'>
  readonly messages: Messages
  /** Placeholders the message needs; when one is missing the `fallback` message is used. */
  readonly requires?: ReadonlyArray<string>
  readonly fallback?: Messages
  /** Messages for a named situation, e.g. GWP403 on a quantity change. */
  readonly variants?: Readonly<Record<string, Messages>>
  /** A server code of ours, not of spec 001 section 8 (docs/decisions/0021). */
  readonly ours?: true
}

const m = (en: string, fr: string, de: string): Messages => ({ en, fr, de })

export const GENERIC_MESSAGES = m(
  'Something went wrong. Please try again.',
  "Une erreur s'est produite. Veuillez réessayer.",
  'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
)

const credentials = m("The email address or password is incorrect.", "L'adresse e-mail ou le mot de passe est incorrect.", 'E-Mail-Adresse oder Passwort ist falsch.')
const loginInUse = m('An account with this email address already exists.', 'Un compte existe déjà avec cette adresse e-mail.', 'Mit dieser E-Mail-Adresse existiert bereits ein Konto.')
const phoneInUse = m('This phone number is already in use.', 'Ce numéro de téléphone est déjà utilisé.', 'Diese Telefonnummer wird bereits verwendet.')
const samePassword = m('Your new password must be different from your previous password.', 'Votre nouveau mot de passe doit être différent du précédent.', 'Ihr neues Passwort muss sich vom vorherigen unterscheiden.')
const noLongerAvailable = m('Some items are no longer available.', 'Certains articles ne sont plus disponibles.', 'Einige Artikel sind nicht mehr verfügbar.')
const orderNotFound = m("We couldn't find this order.", "Nous n'avons pas trouvé cette commande.", 'Diese Bestellung wurde nicht gefunden.')
const giftNotAvailable = m('This gift is not available.', "Ce cadeau n'est pas disponible.", 'Dieses Geschenk ist nicht verfügbar.')
const addressIncomplete = m('The address is missing or incomplete.', "L'adresse est manquante ou incomplète.", 'Die Adresse fehlt oder ist unvollständig.')
const billingMissing = m('Please add a billing address and phone number.', 'Veuillez ajouter une adresse de facturation et un numéro de téléphone.', 'Bitte fügen Sie eine Rechnungsadresse und eine Telefonnummer hinzu.')
const promoInvalid = m('This promo code is not valid.', "Ce code promo n'est pas valide.", 'Dieser Aktionscode ist ungültig.')
const profileUpdate = m("We couldn't update your profile. Please try again.", "Nous n'avons pas pu mettre à jour votre profil. Veuillez réessayer.", 'Ihr Profil konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.')

export const ERROR_CATALOGUE = {
  // Session and sign-in
  AUT498: { group: 'session', placement: 'toast', messages: m('Your session is no longer valid. The page will reload.', "Votre session n'est plus valide. La page va être rechargée.", 'Ihre Sitzung ist nicht mehr gültig. Die Seite wird neu geladen.') },
  AUT401: { group: 'session', placement: 'toast', messages: credentials },
  AUT418: { group: 'session', placement: 'toast', messages: credentials },
  AUT437: { group: 'session', placement: 'toast', messages: credentials },
  AUT438: { group: 'session', placement: 'toast', messages: credentials },
  AUT402: { group: 'session', placement: 'toast', messages: m('This reset link has expired. Please request a new one.', 'Ce lien de réinitialisation a expiré. Veuillez en demander un nouveau.', 'Dieser Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.') },
  AUT403: { group: 'session', placement: 'toast', messages: m("We couldn't verify that you're not a robot. Please try again.", "Nous n'avons pas pu vérifier que vous n'êtes pas un robot. Veuillez réessayer.", 'Wir konnten nicht bestätigen, dass Sie kein Roboter sind. Bitte versuchen Sie es erneut.') },
  AUT404: { group: 'session', placement: 'toast', messages: m("We couldn't sign you in right now.", 'Nous ne pouvons pas vous connecter pour le moment.', 'Die Anmeldung ist gerade nicht möglich.') },
  AUT409: { group: 'session', placement: 'toast', messages: m('Your session was already renewed. Please try again.', 'Votre session a déjà été renouvelée. Veuillez réessayer.', 'Ihre Sitzung wurde bereits erneuert. Bitte versuchen Sie es erneut.') },
  AUT423: { group: 'session', placement: 'toast', messages: m('Your account is locked. Please reset your password.', 'Votre compte est verrouillé. Veuillez réinitialiser votre mot de passe.', 'Ihr Konto ist gesperrt. Bitte setzen Sie Ihr Passwort zurück.') },
  AUT426: { group: 'session', placement: 'toast', messages: m('This is your last sign-in attempt before your account is locked.', "Il s'agit de votre dernière tentative avant le verrouillage de votre compte.", 'Dies ist Ihr letzter Anmeldeversuch, bevor Ihr Konto gesperrt wird.') },
  AUT432: { group: 'session', placement: 'toast', messages: m('Authorisation failed. Please sign in again.', "L'autorisation a échoué. Veuillez vous reconnecter.", 'Die Autorisierung ist fehlgeschlagen. Bitte melden Sie sich erneut an.') },
  AUT439: { group: 'session', placement: 'toast', messages: loginInUse },
  PRO400: { group: 'session', placement: 'toast', messages: loginInUse },
  AUT440: { group: 'session', placement: 'toast', messages: m("We couldn't find your account for this store.", "Nous n'avons pas trouvé votre compte pour cette boutique.", 'Wir konnten Ihr Konto für diesen Shop nicht finden.') },
  AUT441: { group: 'session', placement: 'toast', messages: m('Your account has been locked. Please contact customer service.', 'Votre compte a été verrouillé. Veuillez contacter le service client.', 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an den Kundenservice.') },
  AUT442: { group: 'session', placement: 'toast', messages: phoneInUse },
  AUT444: { group: 'session', placement: 'toast', messages: phoneInUse },
  AUT450: { group: 'session', placement: 'toast', messages: m('Your current password is incorrect.', 'Votre mot de passe actuel est incorrect.', 'Ihr aktuelles Passwort ist falsch.') },
  AUT451: { group: 'session', placement: 'toast', messages: samePassword },
  AUT452: { group: 'session', placement: 'toast', messages: samePassword },
  AUT453: { group: 'session', placement: 'toast', messages: m('Please enter a valid email address.', 'Veuillez saisir une adresse e-mail valide.', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.') },
  AUT500: { group: 'session', placement: 'toast', messages: m('Sign-in is unavailable right now. Please try again later.', 'La connexion est momentanément indisponible. Veuillez réessayer plus tard.', 'Die Anmeldung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.') },

  // Cart and inventory
  BSK404: { group: 'cart', placement: 'toast', messages: m("We couldn't find your cart.", "Nous n'avons pas trouvé votre panier.", 'Ihr Warenkorb wurde nicht gefunden.') },
  BSK409: {
    group: 'cart',
    placement: 'toast',
    ours: true,
    messages: m(
      'Your cart changed since you reviewed it. Please check the new total and place your order again.',
      'Votre panier a changé depuis que vous l’avez vérifié. Veuillez vérifier le nouveau total et passer à nouveau votre commande.',
      'Ihr Warenkorb hat sich seit Ihrer Prüfung geändert. Bitte prüfen Sie die neue Summe und bestellen Sie erneut.',
    ),
  },
  PRC400: { group: 'cart', placement: 'toast', messages: m("This item's price is not valid.", "Le prix de cet article n'est pas valide.", 'Der Preis dieses Artikels ist ungültig.') },
  INV700: {
    group: 'cart',
    placement: 'toast',
    messages: m('This item is out of stock.', 'Cet article est en rupture de stock.', 'Dieser Artikel ist nicht vorrätig.'),
    variants: {
      // Moving a saved item back to an out-of-stock cart line (spec 001 section 8).
      moveToCart: m('This item could not be moved to cart.', "Cet article n'a pas pu être remis dans le panier.", 'Dieser Artikel konnte nicht in den Warenkorb gelegt werden.'),
    },
  },
  INV406: { group: 'cart', placement: 'toast', messages: m('Some items are out of stock.', 'Certains articles sont en rupture de stock.', 'Einige Artikel sind nicht vorrätig.') },
  INV701: { group: 'cart', placement: 'toast', messages: m('There is no stock for this item.', "Il n'y a pas de stock pour cet article.", 'Für diesen Artikel ist kein Bestand vorhanden.') },
  INV702: { group: 'cart', placement: 'toast', messages: m("This item has no price and can't be added.", "Cet article n'a pas de prix et ne peut pas être ajouté.", 'Dieser Artikel hat keinen Preis und kann nicht hinzugefügt werden.') },
  INV405: { group: 'cart', placement: 'toast', messages: noLongerAvailable },
  INV407: { group: 'cart', placement: 'toast', messages: noLongerAvailable },
  INV408: {
    group: 'cart',
    placement: 'toast',
    messages: m(
      'You can add at most {maxAllowedQty} of this item.',
      'Vous pouvez ajouter au maximum {maxAllowedQty} exemplaires de cet article.',
      'Sie können höchstens {maxAllowedQty} Stück dieses Artikels hinzufügen.',
    ),
    requires: ['maxAllowedQty'],
    fallback: m('You have added the maximum quantity of this item.', 'Vous avez ajouté la quantité maximale de cet article.', 'Sie haben die maximale Menge dieses Artikels hinzugefügt.'),
  },
  INV409: { group: 'cart', placement: 'toast', messages: m('Some products have no inventory.', "Certains produits n'ont pas de stock.", 'Für einige Produkte ist kein Bestand vorhanden.') },
  GWP403: {
    group: 'cart',
    placement: 'toast',
    messages: m("Gift-with-purchase items can't be added to the cart.", 'Les cadeaux offerts ne peuvent pas être ajoutés au panier.', 'Gratisartikel können nicht in den Warenkorb gelegt werden.'),
    variants: {
      quantityChange: m(
        'This is the maximum quantity of this item while it is in your cart.',
        'Vous avez atteint la quantité maximale de cet article dans votre panier.',
        'Das ist die maximale Menge dieses Artikels in Ihrem Warenkorb.',
      ),
    },
  },
  PLP400: { group: 'cart', placement: 'toast', messages: m('This product could not be found.', 'Ce produit est introuvable.', 'Dieses Produkt wurde nicht gefunden.') },

  // Order
  ORD404: { group: 'order', placement: 'toast', messages: m('An item in your order is not available.', "Un article de votre commande n'est pas disponible.", 'Ein Artikel Ihrer Bestellung ist nicht verfügbar.') },
  ORD430: { group: 'order', placement: 'toast', messages: m('An item in your cart is no longer available.', "Un article de votre panier n'est plus disponible.", 'Ein Artikel in Ihrem Warenkorb ist nicht mehr verfügbar.') },
  ORD415: { group: 'order', placement: 'toast', messages: m("We couldn't calculate your order totals. Please try again.", "Nous n'avons pas pu calculer le total de votre commande. Veuillez réessayer.", 'Die Gesamtsumme Ihrer Bestellung konnte nicht berechnet werden. Bitte versuchen Sie es erneut.') },
  ORD516: { group: 'order', placement: 'toast', messages: m('Some items were changed to home delivery.', 'Certains articles ont été passés en livraison à domicile.', 'Einige Artikel wurden auf Lieferung nach Hause umgestellt.') },
  ORD517: { group: 'order', placement: 'toast', messages: m('Some items were changed to store pickup.', 'Certains articles ont été passés en retrait en magasin.', 'Einige Artikel wurden auf Abholung im Geschäft umgestellt.') },
  ORD518: { group: 'order', placement: 'toast', messages: m('Some items were changed to ship to store.', 'Certains articles ont été passés en livraison en magasin.', 'Einige Artikel wurden auf Lieferung ins Geschäft umgestellt.') },
  ORD400: { group: 'order', placement: 'toast', messages: m('Please enter a valid email address for your order.', 'Veuillez saisir une adresse e-mail valide pour votre commande.', 'Bitte geben Sie eine gültige E-Mail-Adresse für Ihre Bestellung ein.') },
  ORD409: { group: 'order', placement: 'toast', messages: orderNotFound },
  OHS4004: { group: 'order', placement: 'toast', messages: orderNotFound },
  RTN500: { group: 'order', placement: 'toast', messages: m("We couldn't create your return. Please try again later.", "Nous n'avons pas pu créer votre retour. Veuillez réessayer plus tard.", 'Ihre Rücksendung konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.') },
  GFS800: { group: 'order', placement: 'toast', messages: giftNotAvailable },
  GFO404: { group: 'order', placement: 'toast', messages: giftNotAvailable },
  GFO405: { group: 'order', placement: 'toast', messages: m("This gift card can't be used for this order.", 'Cette carte cadeau ne peut pas être utilisée pour cette commande.', 'Diese Geschenkkarte kann für diese Bestellung nicht verwendet werden.') },

  // Gift cards (only GFC700, GFC725, GFC740 and GFC755 of the spec show at the input: DECISIONS 4;
  // our GFC429 too, as the spec shows gift card errors at the input)
  GFC400: { group: 'giftCard', placement: 'toast', messages: m('Please enter a gift card number.', 'Veuillez saisir un numéro de carte cadeau.', 'Bitte geben Sie eine Geschenkkartennummer ein.') },
  GFC410: { group: 'giftCard', placement: 'toast', messages: m('You have reached the maximum number of gift cards.', 'Vous avez atteint le nombre maximal de cartes cadeaux.', 'Sie haben die maximale Anzahl an Geschenkkarten erreicht.') },
  GFC700: { group: 'giftCard', placement: 'input', messages: m('This gift card number is not valid.', "Ce numéro de carte cadeau n'est pas valide.", 'Diese Geschenkkartennummer ist ungültig.') },
  GFC725: { group: 'giftCard', placement: 'input', messages: m("This gift card can't be used here.", 'Cette carte cadeau ne peut pas être utilisée ici.', 'Diese Geschenkkarte kann hier nicht verwendet werden.') },
  GFC740: { group: 'giftCard', placement: 'input', messages: m('This gift card has no balance left.', "Cette carte cadeau n'a plus de solde.", 'Diese Geschenkkarte hat kein Guthaben mehr.') },
  GFC755: { group: 'giftCard', placement: 'input', messages: m('This gift card has already been applied.', 'Cette carte cadeau a déjà été appliquée.', 'Diese Geschenkkarte wurde bereits eingelöst.') },
  GFC429: {
    group: 'giftCard',
    placement: 'input',
    ours: true,
    requires: ['minutes'],
    messages: m(
      'Too many attempts with a wrong gift card number or PIN. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      'Trop de tentatives avec un numéro ou un code PIN de carte cadeau erroné. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
      'Zu viele Versuche mit einer falschen Geschenkkartennummer oder PIN. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
    ),
    fallback: m(
      'Too many attempts with a wrong gift card number or PIN. Please try again later.',
      'Trop de tentatives avec un numéro ou un code PIN de carte cadeau erroné. Veuillez réessayer plus tard.',
      'Zu viele Versuche mit einer falschen Geschenkkartennummer oder PIN. Bitte versuchen Sie es später erneut.',
    ),
  },
  GFC760: { group: 'giftCard', placement: 'toast', messages: m("This gift card can't be applied.", 'Cette carte cadeau ne peut pas être appliquée.', 'Diese Geschenkkarte kann nicht angewendet werden.') },
  GFC800: { group: 'giftCard', placement: 'toast', messages: m('This gift card is not valid.', "Cette carte cadeau n'est pas valide.", 'Diese Geschenkkarte ist ungültig.') },
  GFC812: { group: 'giftCard', placement: 'toast', messages: m('This gift card has expired.', 'Cette carte cadeau a expiré.', 'Diese Geschenkkarte ist abgelaufen.') },
  GFC799: { group: 'giftCard', placement: 'toast', messages: m("We couldn't check this gift card's balance. Please try again.", "Nous n'avons pas pu vérifier le solde de cette carte cadeau. Veuillez réessayer.", 'Das Guthaben dieser Geschenkkarte konnte nicht geprüft werden. Bitte versuchen Sie es erneut.') },

  // Payment and address
  PYT300: {
    group: 'payment',
    placement: 'toast',
    messages: m('This card is already saved to your account.', 'Cette carte est déjà enregistrée dans votre compte.', 'Diese Karte ist bereits in Ihrem Konto gespeichert.'),
    variants: {
      saveFailed: m("Your credit card couldn't be saved.", "Votre carte de crédit n'a pas pu être enregistrée.", 'Ihre Kreditkarte konnte nicht gespeichert werden.'),
      giftCard: m('This gift card already exists.', 'Cette carte cadeau existe déjà.', 'Diese Geschenkkarte existiert bereits.'),
    },
  },
  PYT400: { group: 'payment', placement: 'toast', messages: m("Your payment doesn't cover the order total.", 'Votre paiement ne couvre pas le total de la commande.', 'Ihre Zahlung deckt den Bestellbetrag nicht.') },
  PYT402: { group: 'payment', placement: 'top', messages: m("We couldn't verify your payment. Please use another payment method.", "Nous n'avons pas pu vérifier votre paiement. Veuillez utiliser un autre moyen de paiement.", 'Ihre Zahlung konnte nicht verifiziert werden. Bitte verwenden Sie eine andere Zahlungsart.') },
  PYT404: { group: 'payment', placement: 'toast', messages: m('This payment method could not be found.', 'Ce moyen de paiement est introuvable.', 'Diese Zahlungsart wurde nicht gefunden.') },
  PYT405: { group: 'payment', placement: 'toast', messages: addressIncomplete },
  PYT406: { group: 'payment', placement: 'toast', messages: addressIncomplete },
  PAY400: { group: 'payment', placement: 'top', messages: m('There was a problem with your payment. Please try again.', 'Un problème est survenu avec votre paiement. Veuillez réessayer.', 'Bei Ihrer Zahlung ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.') },
  PAY401: { group: 'payment', placement: 'top', messages: m("We can't ship to this address.", 'Nous ne pouvons pas livrer à cette adresse.', 'An diese Adresse können wir nicht liefern.') },
  FE309: { group: 'payment', placement: 'toast', messages: m("The card's expiry date is not valid.", "La date d'expiration de la carte n'est pas valide.", 'Das Ablaufdatum der Karte ist ungültig.') },
  BIL400: { group: 'payment', placement: 'toast', messages: billingMissing },
  BILL410: { group: 'payment', placement: 'toast', messages: billingMissing },
  TAX309: { group: 'payment', placement: 'toast', messages: m("We couldn't calculate the tax for your order.", "Nous n'avons pas pu calculer les taxes de votre commande.", 'Die Steuern für Ihre Bestellung konnten nicht berechnet werden.') },
  TAX310: { group: 'payment', placement: 'toast', messages: m('The tax on your order has been updated.', 'Les taxes de votre commande ont été mises à jour.', 'Die Steuern Ihrer Bestellung wurden aktualisiert.') },
  CHK320: { group: 'payment', placement: 'toast', messages: m('This address is not valid.', "Cette adresse n'est pas valide.", 'Diese Adresse ist ungültig.') },
  CHK380: { group: 'payment', placement: 'toast', messages: m('Your shipping address is not valid.', "Votre adresse de livraison n'est pas valide.", 'Ihre Lieferadresse ist ungültig.') },
  SHP404: { group: 'payment', placement: 'toast', messages: m('This shipping method is not available.', "Ce mode de livraison n'est pas disponible.", 'Diese Versandart ist nicht verfügbar.') },
  SHP410: { group: 'payment', placement: 'toast', messages: m('Please enter a phone number.', 'Veuillez saisir un numéro de téléphone.', 'Bitte geben Sie eine Telefonnummer ein.') },
  SHP500: { group: 'payment', placement: 'toast', messages: m("We can't deliver to PO boxes.", 'Nous ne livrons pas les boîtes postales.', 'An Postfächer können wir nicht liefern.') },

  // Promotions (meanings in the spec's order; the exact pairing is not shown)
  PRM130: { group: 'promotion', placement: 'toast', messages: promoInvalid },
  PRM135: { group: 'promotion', placement: 'toast', messages: m('This promo code is not available right now.', "Ce code promo n'est pas disponible pour le moment.", 'Dieser Aktionscode ist derzeit nicht verfügbar.') },
  PRM140: { group: 'promotion', placement: 'toast', messages: m('This promo code has reached its usage limit.', "Ce code promo a atteint sa limite d'utilisation.", 'Dieser Aktionscode hat sein Nutzungslimit erreicht.') },
  PRM150: { group: 'promotion', placement: 'toast', messages: m('This promo code has already been redeemed.', 'Ce code promo a déjà été utilisé.', 'Dieser Aktionscode wurde bereits eingelöst.') },
  PRM155: { group: 'promotion', placement: 'toast', messages: m('This promo code has expired.', 'Ce code promo a expiré.', 'Dieser Aktionscode ist abgelaufen.') },
  PRM160: { group: 'promotion', placement: 'toast', messages: promoInvalid },
  PRM175: { group: 'promotion', placement: 'toast', messages: m("We couldn't apply this promo code.", "Nous n'avons pas pu appliquer ce code promo.", 'Dieser Aktionscode konnte nicht angewendet werden.') },
  PRM416: { group: 'promotion', placement: 'toast', messages: m('This promo code is already applied.', 'Ce code promo est déjà appliqué.', 'Dieser Aktionscode wurde bereits angewendet.') },

  // Rewards
  REW401: { group: 'reward', placement: 'toast', messages: m('Please sign in to use your rewards.', 'Veuillez vous connecter pour utiliser vos récompenses.', 'Bitte melden Sie sich an, um Ihre Prämien zu nutzen.') },
  REW130: { group: 'reward', placement: 'toast', messages: m('Rewards are available to loyalty members only.', 'Les récompenses sont réservées aux membres du programme de fidélité.', 'Prämien gibt es nur für Mitglieder des Treueprogramms.') },
  REW135: { group: 'reward', placement: 'toast', messages: m('Please confirm your loyalty membership to use rewards.', 'Veuillez confirmer votre adhésion au programme de fidélité pour utiliser vos récompenses.', 'Bitte bestätigen Sie Ihre Mitgliedschaft im Treueprogramm, um Prämien zu nutzen.') },
  REW140: { group: 'reward', placement: 'toast', messages: m("You don't have enough points for this reward.", "Vous n'avez pas assez de points pour cette récompense.", 'Sie haben nicht genügend Punkte für diese Prämie.') },

  // Profile and account
  PRO404: { group: 'profile', placement: 'toast', messages: m("We couldn't find your profile.", "Nous n'avons pas trouvé votre profil.", 'Ihr Profil wurde nicht gefunden.') },
  PRO410: { group: 'profile', placement: 'toast', messages: m("The date of birth doesn't meet the age requirement.", "La date de naissance ne respecte pas la condition d'âge.", 'Das Geburtsdatum erfüllt die Altersvoraussetzung nicht.') },
  PRO411: { group: 'profile', placement: 'toast', messages: m('Please enter your date of birth.', 'Veuillez saisir votre date de naissance.', 'Bitte geben Sie Ihr Geburtsdatum ein.') },
  PRO412: { group: 'profile', placement: 'toast', messages: profileUpdate },
  PRO418: { group: 'profile', placement: 'toast', messages: profileUpdate },
  PRO414: { group: 'profile', placement: 'toast', messages: m("This billing address can't be deleted.", 'Cette adresse de facturation ne peut pas être supprimée.', 'Diese Rechnungsadresse kann nicht gelöscht werden.') },
  PRO415: { group: 'profile', placement: 'toast', messages: m("We couldn't change your password. Please try again.", "Nous n'avons pas pu modifier votre mot de passe. Veuillez réessayer.", 'Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.') },
  FE340: { group: 'profile', placement: 'toast', messages: m('The passwords do not match.', 'Les mots de passe ne correspondent pas.', 'Die Passwörter stimmen nicht überein.') },
  FE872: { group: 'profile', placement: 'toast', messages: m('Your password is too short.', 'Votre mot de passe est trop court.', 'Ihr Passwort ist zu kurz.') },
  CCA400: { group: 'profile', placement: 'toast', messages: m('This address already exists.', 'Cette adresse existe déjà.', 'Diese Adresse existiert bereits.') },
  CCA401: { group: 'profile', placement: 'toast', messages: m('This address could not be found.', 'Cette adresse est introuvable.', 'Diese Adresse wurde nicht gefunden.') },
  CCN404: { group: 'profile', placement: 'toast', messages: m("We couldn't find this customer.", "Nous n'avons pas trouvé ce client.", 'Dieser Kunde wurde nicht gefunden.') },
  '4044': { group: 'profile', placement: 'toast', messages: m('No loyalty member was found with this email address.', "Aucun membre du programme de fidélité n'a été trouvé avec cette adresse e-mail.", 'Mit dieser E-Mail-Adresse wurde kein Mitglied des Treueprogramms gefunden.') },
  STR404: { group: 'profile', placement: 'toast', messages: m("We couldn't find the employee's store.", "Nous n'avons pas trouvé le magasin de cet employé.", 'Die Filiale dieses Mitarbeiters wurde nicht gefunden.') },

  // Generic and request (internal faults: the shopper sees the generic message)
  API400: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  API404: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  API405: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  API406: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  API415: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  GEN500: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  ATTR100: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  ATTR200: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  ATTR300: { group: 'generic', placement: 'toast', messages: GENERIC_MESSAGES },
  REV410: {
    group: 'generic',
    placement: 'toast',
    messages: m(
      'Your text is too long: {max} characters at most.',
      'Votre texte est trop long : {max} caractères au maximum.',
      'Ihr Text ist zu lang: höchstens {max} Zeichen.',
    ),
    requires: ['max'],
    fallback: m('Your review is too long.', 'Votre avis est trop long.', 'Ihre Bewertung ist zu lang.'),
    variants: {
      question: m(
        'Your question is too long: {max} characters at most.',
        'Votre question est trop longue : {max} caractères au maximum.',
        'Ihre Frage ist zu lang: höchstens {max} Zeichen.',
      ),
    },
  },

  // Ours: situations of the account the spec's catalogue has no code for (docs/decisions/0025)
  ORD410: { group: 'ours', placement: 'toast', messages: m('This order can no longer be cancelled.', 'Cette commande ne peut plus être annulée.', 'Diese Bestellung kann nicht mehr storniert werden.'),
    variants: {
      digital: m('Orders with an e-gift card cannot be cancelled: the card was sent when you ordered.', 'Les commandes contenant une carte cadeau électronique ne peuvent pas être annulées : la carte a été envoyée lors de la commande.', 'Bestellungen mit einer E-Geschenkkarte können nicht storniert werden: Die Karte wurde bei der Bestellung versendet.'),
    },
  },
  ORD411: { group: 'ours', placement: 'toast', messages: m('The invoice is available once your order is paid.', 'La facture est disponible une fois votre commande payée.', 'Die Rechnung ist verfügbar, sobald Ihre Bestellung bezahlt ist.') },
  RTN410: { group: 'ours', placement: 'toast', messages: m("This order can't be returned.", 'Cette commande ne peut pas être retournée.', 'Diese Bestellung kann nicht zurückgesendet werden.'),
    variants: {
      status: m('A return label is available once your order has shipped.', "Une étiquette de retour est disponible dès l'expédition de votre commande.", 'Ein Rücksendeetikett ist verfügbar, sobald Ihre Bestellung versandt wurde.'),
      expired: m('The return period for this order has ended.', 'Le délai de retour de cette commande est dépassé.', 'Die Rückgabefrist für diese Bestellung ist abgelaufen.'),
    },
  },
  REQ429: { group: 'ours', placement: 'toast', messages: m('Too many attempts. Please wait a few minutes and try again.', 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.', 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.') },
  FAV400: { group: 'ours', placement: 'toast', messages: m('Your favourites list is full. Remove a product to add another.', 'Votre liste de favoris est pleine. Retirez un produit pour en ajouter un autre.', 'Ihre Favoritenliste ist voll. Entfernen Sie ein Produkt, um ein anderes hinzuzufügen.') },

  // Client-side failures (not server codes): what a command failure reports when no response came back
  NETWORK: { group: 'client', placement: 'toast', messages: m('You seem to be offline. Please check your connection.', 'Vous semblez être hors ligne. Veuillez vérifier votre connexion.', 'Sie scheinen offline zu sein. Bitte prüfen Sie Ihre Verbindung.') },
  TIMEOUT: { group: 'client', placement: 'toast', messages: m('The request took too long. Please try again.', 'La requête a pris trop de temps. Veuillez réessayer.', 'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.') },
  DECODE: { group: 'client', placement: 'toast', messages: GENERIC_MESSAGES },
  BOT_PROTECTION: { group: 'client', placement: 'toast', messages: m('We need to check your request. Please try again.', 'Nous devons vérifier votre demande. Veuillez réessayer.', 'Wir müssen Ihre Anfrage prüfen. Bitte versuchen Sie es erneut.') },
  GENERIC: { group: 'client', placement: 'toast', messages: GENERIC_MESSAGES },
} as const satisfies Record<string, CatalogueEntry>

export type ErrorCode = keyof typeof ERROR_CATALOGUE
const entryOf = (code: ErrorCode): CatalogueEntry => ERROR_CATALOGUE[code]
/** Server codes of ours where the spec has none (docs/decisions/0021, 0025). */
const isOurs = (code: ErrorCode): boolean => entryOf(code).ours === true || entryOf(code).group === 'ours'
/** Codes of spec 001 section 8 (the client-side codes and ours excluded). */
export const SPEC_ERROR_CODES = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((c) => entryOf(c).group !== 'client' && !isOurs(c))
export const OUR_ERROR_CODES = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter(isOurs)

/** The code reported when a failed response has no errorId (the generic error). */
export const GENERIC_CODE = 'GENERIC' satisfies ErrorCode

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code)

export const catalogueEntry = (code: string): CatalogueEntry | undefined => (isErrorCode(code) ? ERROR_CATALOGUE[code] : undefined)

/** At order placement these show in the inline notice at the top of the summary step (spec 001 section 8, DECISIONS 4). */
export const INLINE_AT_ORDER_PLACEMENT: ReadonlySet<string> = new Set(['FE309', 'PYT404', 'PYT405', 'PYT406', 'PAY400', 'PAY401', 'PYT402', 'BSK404', 'SHP500', 'INV701', 'BSK409'])

export type PlacementContext = 'page' | 'orderPlacement'

export const placementOf = (code: string, context: PlacementContext = 'page'): Placement => {
  if (context === 'orderPlacement' && INLINE_AT_ORDER_PLACEMENT.has(code)) return 'placementInline'
  return catalogueEntry(code)?.placement ?? 'toast'
}

export type MessageParams = Readonly<Record<string, string | number>>

const format = (pattern: string, language: Language, params: MessageParams): string => formatMessage(pattern, language, params)

/**
 * The shopper-facing message of a code in a language, placeholders filled from params. A message
 * whose placeholders are missing uses the entry's fallback; an unknown code uses `serverMessage`
 * when given, else the generic message.
 */
export const messageFor = (code: string, language: Language, params: MessageParams = {}, options: { variant?: string; serverMessage?: string } = {}): string => {
  const entry = catalogueEntry(code)
  if (!entry) return options.serverMessage || GENERIC_MESSAGES[language]
  const variant = options.variant ? entry.variants?.[options.variant] : undefined
  if (variant) return format(variant[language], language, params)
  const missing = entry.requires?.some((name) => params[name] === undefined || params[name] === '') ?? false
  const messages = missing ? (entry.fallback ?? GENERIC_MESSAGES) : entry.messages
  try {
    return format(messages[language], language, params)
  } catch {
    return options.serverMessage || GENERIC_MESSAGES[language]
  }
}

/**
 * A failure's text, worked out at render from its facts (the catalogue code, its values, the server's
 * message as data, the catalogue variant) in the reader's language: the shopper's on the page, the
 * engineer's when a log is replayed (`npm run replay`, the engine inspector). The one place a failure
 * is localized.
 */
/** What localizing a failure needs (any failure-shaped value: an event payload, state, a toast, a dispatch error). */
export interface FailureToLocalize {
  readonly code: string
  readonly params?: MessageParams | undefined
  readonly serverMessage?: string | undefined
  readonly variant?: string | undefined
}

/** The failure's message in `language` (the server's own message only for a code the catalogue does not know). */
export const failureText = (failure: FailureToLocalize, language: Language): string => {
  const options: { variant?: string; serverMessage?: string } = {}
  if (failure.variant) options.variant = failure.variant
  if (failure.serverMessage) options.serverMessage = failure.serverMessage
  return messageFor(failure.code, language, failure.params ?? {}, options)
}
