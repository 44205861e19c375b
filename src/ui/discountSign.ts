// The discount percent's minus sign (spec 002 section 5): a feature flag the root document provides
// (src/site/settings.ts DISCOUNT_MINUS_SIGN), read by product tiles (src/contract/discountLabel.ts).
import { createContext } from 'react'

/** Whether discount percents carry a minus sign ("-20 %" rather than "20 %"); on unless the flag turns it off. */
export const DiscountSignContext = createContext(true)
