// Carriers' collection points (pick-up/drop-off): two per store city, a parcel locker open around
// the clock and a partner shop with opening hours, a few hundred metres from the store. Invented
// addresses in real cities; deterministic ids `CP-<country>-<n>`.
import type { Db } from '../db/db.ts'
import { STORES } from './stores.ts'

export interface CollectionPointDef {
  readonly id: string
  readonly country: string
  readonly name: string
  readonly carrier: string
  readonly addressLine1: string
  readonly city: string
  readonly postalCode: string
  readonly lat: number
  readonly lng: number
  readonly openingHours: string
}

const cities = [...new Map(STORES.map((s) => [`${s.country}|${s.city}`, s])).values()]

export const COLLECTION_POINTS: ReadonlyArray<CollectionPointDef> = cities.flatMap((store, i) => [
  {
    id: `CP-${store.country}-${i * 2 + 1}`,
    country: store.country,
    name: `ParcelBox ${store.city} Central`,
    carrier: 'ParcelBox',
    addressLine1: '1 Station Square',
    city: store.city,
    postalCode: store.postalCode,
    lat: store.lat + 0.004,
    lng: store.lng - 0.003,
    openingHours: '24/7',
  },
  {
    id: `CP-${store.country}-${i * 2 + 2}`,
    country: store.country,
    name: `${store.city} Corner Shop`,
    carrier: 'PostPoint',
    addressLine1: '48 Market Street',
    city: store.city,
    postalCode: store.postalCode,
    lat: store.lat - 0.006,
    lng: store.lng + 0.005,
    openingHours: 'Mon–Sat 08:00–20:00',
  },
])

export const seedCollectionPoints = async (tx: Db): Promise<void> => {
  for (const p of COLLECTION_POINTS)
    await tx.query(
      `INSERT INTO collection_points (id, country, name, carrier, address_line1, city, postal_code, lat, lng, opening_hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [p.id, p.country, p.name, p.carrier, p.addressLine1, p.city, p.postalCode, p.lat, p.lng, p.openingHours],
    )
}
