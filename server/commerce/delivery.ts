// Delivery rules of the reference shop: how basket lines group into shipments and which shipping
// methods each shipment offers, with prices per currency and localised labels. Home delivery has
// standard (the shop's flat rate, free from the free-delivery threshold of shopRules.ts), express
// and next-day; digital lines (e-gift cards) go by email, free; pickup shipments (a later feature)
// are free. Pure; amounts in minor units.
import type { ShippingMethodOption, DeliveryType } from '../../src/contract/schemas/cart.ts'
import type { Currency, LocaleInfo } from '../../src/contract/site/sites.ts'
import { decimal } from './present.ts'
import { SHIPPING } from './shopRules.ts'

type Language = LocaleInfo['language']

export interface MethodDef {
  readonly code: string
  readonly label: Record<Language, string>
  readonly deliveryTime: Record<Language, string>
  /** Price in minor units per currency (standard: the flat rate of shopRules). */
  readonly price: (currency: Currency, homeSubtotal: number) => number
}

const HOME_METHODS: ReadonlyArray<MethodDef> = [
  {
    code: 'standard',
    label: { en: 'Standard delivery', fr: 'Livraison standard', de: 'Standardversand' },
    deliveryTime: { en: '3-5 business days', fr: '3-5 jours ouvrés', de: '3-5 Werktage' },
    price: (currency, homeSubtotal) => (homeSubtotal >= SHIPPING[currency].freeFrom ? 0 : SHIPPING[currency].flatRate),
  },
  {
    code: 'express',
    label: { en: 'Express delivery', fr: 'Livraison express', de: 'Expressversand' },
    deliveryTime: { en: '2-3 business days', fr: '2-3 jours ouvrés', de: '2-3 Werktage' },
    price: (currency) => ({ USD: 1495, CAD: 1995, GBP: 995, EUR: 1095 })[currency],
  },
  {
    code: 'next-day',
    label: { en: 'Next-day delivery', fr: 'Livraison le lendemain', de: 'Zustellung am nächsten Tag' },
    deliveryTime: { en: '1 business day', fr: '1 jour ouvré', de: '1 Werktag' },
    price: (currency) => ({ USD: 2495, CAD: 2995, GBP: 1495, EUR: 1695 })[currency],
  },
]

const DIGITAL_METHODS: ReadonlyArray<MethodDef> = [
  {
    code: 'email',
    label: { en: 'Email delivery', fr: 'Envoi par e-mail', de: 'Versand per E-Mail' },
    deliveryTime: { en: 'same day', fr: 'le jour même', de: 'am selben Tag' },
    price: () => 0,
  },
]

const PICKUP_METHODS: ReadonlyArray<MethodDef> = [
  {
    code: 'pickup',
    label: { en: 'Pick up in store', fr: 'Retrait en magasin', de: 'Abholung im Geschäft' },
    deliveryTime: { en: '1-2 days', fr: '1-2 jours', de: '1-2 Tage' },
    price: () => 0,
  },
]

/** Delivery to a carrier's collection point (parcel locker or partner shop). */
const PUDO_METHODS: ReadonlyArray<MethodDef> = [
  {
    code: 'pudo',
    label: { en: 'Collection point', fr: 'Point relais', de: 'Abholstation' },
    deliveryTime: { en: '2-4 days', fr: '2-4 jours', de: '2-4 Tage' },
    price: (currency) => ({ USD: 395, CAD: 495, GBP: 295, EUR: 345 })[currency],
  },
]

export const methodsFor = (type: DeliveryType): ReadonlyArray<MethodDef> =>
  type === 'digital' ? DIGITAL_METHODS : type === 'home' ? HOME_METHODS : type === 'pudo' ? PUDO_METHODS : PICKUP_METHODS

/** The shipment a line belongs to: `home`, `digital`, `pickup-<storeId>`, `sts-<storeId>`, `pudo-<pointId>`. */
export const shippingIdOf = (type: DeliveryType, storeId: string | null): string =>
  (type === 'pickup' || type === 'sts' || type === 'pudo') && storeId ? `${type}-${storeId}` : type

export interface PricedMethod {
  readonly option: ShippingMethodOption
  readonly priceMinor: number
}

export const pricedMethods = (type: DeliveryType, currency: Currency, language: Language, homeSubtotal: number): PricedMethod[] =>
  methodsFor(type).map((m) => {
    const priceMinor = m.price(currency, homeSubtotal)
    return { priceMinor, option: { code: m.code, label: m.label[language], deliveryTime: m.deliveryTime[language], price: { amount: decimal(priceMinor) } } }
  })
