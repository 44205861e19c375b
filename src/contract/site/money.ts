// Price formatting: the currency is shown with its code for CAD and with its symbol otherwise (spec 000 section 9).
import { numberFormat } from '../intl'
import { LOCALE_INFO, type Locale } from './sites'

export const formatMoney = (amount: number, locale: Locale, currency: string = LOCALE_INFO[locale].currency): string =>
  numberFormat(LOCALE_INFO[locale].tag, { style: 'currency', currency, currencyDisplay: currency === 'CAD' ? 'code' : 'narrowSymbol' }).format(amount)

/** Percent discount rounded to one decimal (spec 000 section 9). */
export const percentOff = (original: number, current: number): number =>
  original > 0 ? Math.round(((original - current) / original) * 1000) / 10 : 0
