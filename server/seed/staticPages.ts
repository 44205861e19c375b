// The static pages the internal interface serves by name (GET /fapi/pages/{page}): shipping, returns,
// terms and privacy, per brand and language. Plain HTML written by the retailer's editors; the
// storefront sanitises it before rendering like any content.
import type { Db } from '../db/db.ts'
import { BRANDS, BRAND_INFO } from '../../src/contract/site/sites.ts'

type Language = 'en' | 'fr' | 'de'
interface PageText {
  readonly title: string
  readonly html: (brand: string) => string
}

const PAGES: Record<string, Record<Language, PageText>> = {
  shipping: {
    en: {
      title: 'Shipping',
      html: (b) => `<p>${b} ships every order from our own warehouses.</p>
<h2>Delivery options</h2>
<ul><li><strong>Standard</strong>: 3 to 5 working days.</li><li><strong>Express</strong>: next working day when ordered before 2 pm.</li><li><strong>Pickup in store</strong>: free, usually ready within two hours.</li></ul>
<p>You receive a tracking link by email as soon as your parcel leaves the warehouse.</p>`,
    },
    fr: {
      title: 'Livraison',
      html: (b) => `<p>${b} expédie chaque commande depuis ses propres entrepôts.</p>
<h2>Modes de livraison</h2>
<ul><li><strong>Standard</strong> : 3 à 5 jours ouvrés.</li><li><strong>Express</strong> : le jour ouvré suivant pour toute commande passée avant 14 h.</li><li><strong>Retrait en magasin</strong> : gratuit, généralement prêt en deux heures.</li></ul>
<p>Vous recevez un lien de suivi par e-mail dès que votre colis quitte l’entrepôt.</p>`,
    },
    de: {
      title: 'Versand',
      html: (b) => `<p>${b} versendet jede Bestellung aus eigenen Lagern.</p>
<h2>Lieferoptionen</h2>
<ul><li><strong>Standard</strong>: 3 bis 5 Werktage.</li><li><strong>Express</strong>: am nächsten Werktag bei Bestellung vor 14 Uhr.</li><li><strong>Abholung im Geschäft</strong>: kostenlos, meist innerhalb von zwei Stunden bereit.</li></ul>
<p>Sobald Ihr Paket das Lager verlässt, erhalten Sie per E-Mail einen Link zur Sendungsverfolgung.</p>`,
    },
  },
  returns: {
    en: {
      title: 'Returns and exchanges',
      html: (b) => `<p>Not the right fit? Return unworn items to ${b} within 60 days for a full refund.</p>
<h2>How to return</h2>
<ol><li>Start a return from your account’s order history, or bring the item to any store.</li><li>Pack the item with its tags.</li><li>Drop the parcel at a collection point; the label is free.</li></ol>
<p>Refunds reach your original payment method within 5 working days of our receiving the parcel.</p>`,
    },
    fr: {
      title: 'Retours et échanges',
      html: (b) => `<p>La taille ne convient pas ? Retournez vos articles non portés à ${b} sous 60 jours pour un remboursement intégral.</p>
<h2>Comment retourner un article</h2>
<ol><li>Lancez le retour depuis l’historique de commandes de votre compte, ou rapportez l’article en magasin.</li><li>Emballez l’article avec ses étiquettes.</li><li>Déposez le colis dans un point relais ; l’étiquette est gratuite.</li></ol>
<p>Le remboursement arrive sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception du colis.</p>`,
    },
    de: {
      title: 'Rückgabe und Umtausch',
      html: (b) => `<p>Passt nicht? Senden Sie ungetragene Artikel innerhalb von 60 Tagen an ${b} zurück und erhalten Sie den vollen Betrag.</p>
<h2>So funktioniert die Rückgabe</h2>
<ol><li>Starten Sie die Rückgabe in der Bestellübersicht Ihres Kontos oder bringen Sie den Artikel in ein Geschäft.</li><li>Verpacken Sie den Artikel mit Etiketten.</li><li>Geben Sie das Paket an einer Annahmestelle ab; das Etikett ist kostenlos.</li></ol>
<p>Die Erstattung erfolgt innerhalb von 5 Werktagen nach Eingang des Pakets auf Ihr ursprüngliches Zahlungsmittel.</p>`,
    },
  },
  terms: {
    en: {
      title: 'Terms of sale',
      html: (b) => `<p>These terms apply to every order placed with ${b} online or in store.</p>
<h2>Prices and payment</h2>
<p>Prices include the taxes of the country you order from. We charge your card when your order ships; gift cards and loyalty rewards are applied first.</p>
<h2>Warranty</h2>
<p>Every product carries a two-year warranty against manufacturing defects.</p>`,
    },
    fr: {
      title: 'Conditions générales de vente',
      html: (b) => `<p>Ces conditions s’appliquent à toute commande passée auprès de ${b} en ligne ou en magasin.</p>
<h2>Prix et paiement</h2>
<p>Les prix incluent les taxes du pays de commande. Votre carte est débitée à l’expédition ; les cartes cadeaux et récompenses de fidélité sont appliquées en premier.</p>
<h2>Garantie</h2>
<p>Chaque produit bénéficie d’une garantie de deux ans contre les défauts de fabrication.</p>`,
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      html: (b) => `<p>Diese Bedingungen gelten für jede Bestellung bei ${b}, online oder im Geschäft.</p>
<h2>Preise und Zahlung</h2>
<p>Die Preise enthalten die Steuern des Bestelllandes. Ihre Karte wird beim Versand belastet; Geschenkkarten und Treueprämien werden zuerst angerechnet.</p>
<h2>Garantie</h2>
<p>Auf jedes Produkt gewähren wir zwei Jahre Garantie auf Herstellungsfehler.</p>`,
    },
  },
  privacy: {
    en: {
      title: 'Privacy',
      html: (b) => `<p>${b} keeps only what it needs to serve you: your orders, your account and, with your consent, your preferences.</p>
<p>Your cart stays on your device until you check out. You can ask for a copy of your data, or for its deletion, from your account at any time.</p>`,
    },
    fr: {
      title: 'Confidentialité',
      html: (b) => `<p>${b} ne conserve que ce dont elle a besoin pour vous servir : vos commandes, votre compte et, avec votre accord, vos préférences.</p>
<p>Votre panier reste sur votre appareil jusqu’au paiement. Vous pouvez demander une copie de vos données, ou leur suppression, depuis votre compte à tout moment.</p>`,
    },
    de: {
      title: 'Datenschutz',
      html: (b) => `<p>${b} speichert nur, was für Ihren Einkauf nötig ist: Ihre Bestellungen, Ihr Konto und, mit Ihrer Zustimmung, Ihre Vorlieben.</p>
<p>Ihr Warenkorb bleibt bis zur Kasse auf Ihrem Gerät. Eine Kopie oder die Löschung Ihrer Daten können Sie jederzeit in Ihrem Konto anfordern.</p>`,
    },
  },
}

export const seedStaticPages = async (tx: Db): Promise<void> => {
  const rows = BRANDS.flatMap((brand) =>
    Object.entries(PAGES).flatMap(([name, byLanguage]) =>
      (Object.entries(byLanguage) as Array<[Language, PageText]>).map(([language, page]) => ({ brand, language, name, title: page.title, html: page.html(BRAND_INFO[brand].name) })),
    ),
  )
  await tx.query(
    `INSERT INTO static_pages (brand, language, name, title, html) SELECT brand, language, name, title, html FROM jsonb_to_recordset($1::jsonb) AS r(brand text, language text, name text, title text, html text)`,
    [JSON.stringify(rows)],
  )
}
