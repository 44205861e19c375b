// Delivery-time wording shared by the reference services and the storefront. Pickup options are
// sorted by the first digit of their delivery-time range, with "same day" counting as 0 and
// anything without a digit as 1 (spec 000 section 9).

export const SAME_DAY = 'same day'

export const deliverySortKey = (deliveryTime: string): number => {
  if (deliveryTime.trim().toLowerCase() === SAME_DAY) return 0
  const digit = /\d/.exec(deliveryTime)
  return digit ? Number(digit[0]) : 1
}

/** Stable sort by delivery time (first digit), then by the given tie-breaker. */
export const sortByDelivery = <T>(items: ReadonlyArray<T>, deliveryTime: (item: T) => string, then: (a: T, b: T) => number = () => 0): T[] =>
  [...items].sort((a, b) => deliverySortKey(deliveryTime(a)) - deliverySortKey(deliveryTime(b)) || then(a, b))

/** Customer notifications of a line's delivery changing (spec 000 section 4); each marks its line. */
export const DELIVERY_TRANSITIONS: ReadonlySet<string> = new Set(['PickupToHome', 'PickupToSts', 'StsToHome', 'StsToPickup', 'HomeToPickup', 'ShippingMethodDowngraded'])
