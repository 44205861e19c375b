// Texts of the shoppers' roles (spec 000 section 6; docs/decisions/0030): the employee discount terms
// dialog, the associate discount banner (employee), the athlete credit banner and payment, the
// professional programmes' banners (WRANX, IPA) and the rewards payment. Money is formatted by the
// caller in the site's locale and filled in as a parameter; React escapes what is rendered.
import { formatMessage } from '../../contract/messageFormat'
import type { Language } from '../../contract/errorCatalogue'
import type { StringParams } from '../../ui/strings'

const w = (en: string, fr: string, de: string) => ({ en, fr, de })

export const ROLE_STRINGS = {
  'terms.title': w('Employee discount terms', 'Conditions de la remise employé', 'Bedingungen des Mitarbeiterrabatts'),
  'terms.body': w(
    'As an employee you get a discount on your own purchases, up to an annual spending cap. The discount is for you alone: purchases for resale or for others are not allowed, and misuse may lead to the discount being withdrawn.',
    'En tant qu’employé, vous bénéficiez d’une remise sur vos achats personnels, dans la limite d’un plafond annuel. Cette remise vous est personnelle : les achats pour revente ou pour des tiers ne sont pas autorisés, et tout abus peut entraîner son retrait.',
    'Als Mitarbeiter/in erhalten Sie Rabatt auf Ihre eigenen Einkäufe, bis zu einer jährlichen Obergrenze. Der Rabatt gilt nur für Sie: Käufe zum Weiterverkauf oder für andere sind nicht erlaubt, und Missbrauch kann zum Entzug des Rabatts führen.',
  ),
  'terms.accept': w('Accept the terms', 'Accepter les conditions', 'Bedingungen akzeptieren'),
  'terms.accepting': w('Accepting…', 'Acceptation…', 'Wird akzeptiert…'),
  'terms.later': w('Not now', 'Plus tard', 'Später'),
  'terms.close': w('Close', 'Fermer', 'Schließen'),
  'banner.label': w('Your discounts', 'Vos remises', 'Ihre Rabatte'),
  'banner.employee': w(
    'Associate discount: {spend} spent of your {cap} annual cap.',
    'Remise employé : {spend} dépensés sur votre plafond annuel de {cap}.',
    'Mitarbeiterrabatt: {spend} von Ihrer Jahresgrenze von {cap} ausgegeben.',
  ),
  'banner.athlete': w(
    'Athlete credit: {remaining} left of your {credit} annual credit.',
    'Crédit athlète : il vous reste {remaining} sur votre crédit annuel de {credit}.',
    'Athletenguthaben: {remaining} von Ihrem Jahresguthaben von {credit} übrig.',
  ),
  'banner.WRANX': w(
    'WRANX member: your professional discount is applied to eligible items.',
    'Membre WRANX : votre remise professionnelle s’applique aux articles éligibles.',
    'WRANX-Mitglied: Ihr Profirabatt gilt für berechtigte Artikel.',
  ),
  'banner.IPA': w(
    'IPA member: enjoy your programme pricing on eligible items.',
    'Membre IPA : profitez des prix de votre programme sur les articles éligibles.',
    'IPA-Mitglied: Ihre Programmpreise gelten für berechtigte Artikel.',
  ),
  'athlete.title': w('Athlete credit', 'Crédit athlète', 'Athletenguthaben'),
  'athlete.remaining': w('Credit remaining: {remaining}.', 'Crédit restant : {remaining}.', 'Verbleibendes Guthaben: {remaining}.'),
  'athlete.use': w('Pay {amount} with athlete credit', 'Payer {amount} avec le crédit athlète', '{amount} mit Athletenguthaben bezahlen'),
  'athlete.applied': w('Athlete credit applied: {amount}.', 'Crédit athlète appliqué : {amount}.', 'Athletenguthaben angewendet: {amount}.'),
  'athlete.remove': w('Remove athlete credit', 'Retirer le crédit athlète', 'Athletenguthaben entfernen'),
  'athlete.none': w('No athlete credit left this year.', 'Plus de crédit athlète cette année.', 'Kein Athletenguthaben mehr in diesem Jahr.'),
  'rewards.legend': w('Nothing left to pay', 'Plus rien à payer', 'Nichts mehr zu bezahlen'),
  'rewards.option': w('Pay with rewards', 'Payer avec les récompenses', 'Mit Prämien bezahlen'),
  'rewards.none': w('No further payment', 'Aucun autre paiement', 'Keine weitere Zahlung'),
  'rewards.summary': w('Rewards', 'Récompenses', 'Prämien'),
} as const

export type RoleStringKey = keyof typeof ROLE_STRINGS

/** A role text in the shopper's language with its parameters filled in. */
export const rt = (language: Language, key: RoleStringKey, params?: StringParams): string => formatMessage(ROLE_STRINGS[key][language], language, params ?? {})
