// The reference's gazetteer for the store search (docs/decisions/0020): the towns of the stores and
// other towns of each country with their postcode areas and coordinates, so "Oxford", "OX1 2JD",
// "Aspen" or "74400" find the nearest stores although no store is there. A store's own postcode is
// a place too, so a full postcode beats its area. Real towns, coordinates to about 100 m.
import type { Db } from '../db/db.ts'
import { placeKey } from '../commerce/stores.ts'
import { STORES } from './stores.ts'

type Town = readonly [country: string, name: string, postalArea: string, lat: number, lng: number]

const TOWNS: ReadonlyArray<Town> = [
  ['US', 'Aspen', '816', 39.1911, -106.8175], ['US', 'Colorado Springs', '809', 38.8339, -104.8214], ['US', 'Fort Collins', '805', 40.5853, -105.0844],
  ['US', 'Spokane', '992', 47.6588, -117.426], ['US', 'Eugene', '974', 44.0521, -123.0868], ['US', 'Sacramento', '958', 38.5816, -121.4944],
  ['US', 'San Diego', '921', 32.7157, -117.1611], ['US', 'Las Vegas', '891', 36.1699, -115.1398], ['US', 'Phoenix', '850', 33.4484, -112.074],
  ['US', 'Albuquerque', '871', 35.0844, -106.6504], ['US', 'Missoula', '598', 46.8721, -113.994], ['US', 'Minneapolis', '554', 44.9778, -93.265],
  ['US', 'Philadelphia', '191', 39.9526, -75.1652], ['US', 'Washington', '200', 38.9072, -77.0369], ['US', 'Atlanta', '303', 33.749, -84.388],
  ['US', 'Austin', '787', 30.2672, -97.7431], ['US', 'Portland', '041', 43.6591, -70.2568],
  ['CA', 'Whistler', 'V0N', 50.1163, -122.9574], ['CA', 'Edmonton', 'T5J', 53.5461, -113.4938], ['CA', 'Ottawa', 'K1P', 45.4215, -75.6972],
  ['CA', 'Québec', 'G1R', 46.8139, -71.208], ['CA', 'Victoria', 'V8W', 48.4284, -123.3656], ['CA', 'Halifax', 'B3H', 44.6488, -63.5752],
  ['CA', 'Canmore', 'T1W', 51.0892, -115.3441],
  ['GB', 'Oxford', 'OX1', 51.752, -1.2577], ['GB', 'Cambridge', 'CB2', 52.2053, 0.1218], ['GB', 'Leeds', 'LS1', 53.8008, -1.5491],
  ['GB', 'Liverpool', 'L1', 53.4084, -2.9916], ['GB', 'Birmingham', 'B1', 52.4862, -1.8904], ['GB', 'Cardiff', 'CF10', 51.4816, -3.1791],
  ['GB', 'Inverness', 'IV1', 57.4778, -4.2247], ['GB', 'Aviemore', 'PH22', 57.1957, -3.8257], ['GB', 'Newcastle upon Tyne', 'NE1', 54.9783, -1.6178],
  ['GB', 'Exeter', 'EX1', 50.7184, -3.5339], ['GB', 'Kendal', 'LA9', 54.328, -2.7463],
  ['FR', 'Marseille', '13', 43.2965, 5.3698], ['FR', 'Toulouse', '31', 43.6047, 1.4442], ['FR', 'Nice', '06', 43.7102, 7.262],
  ['FR', 'Nantes', '44', 47.2184, -1.5536], ['FR', 'Strasbourg', '67', 48.5734, 7.7521], ['FR', 'Lille', '59', 50.6292, 3.0573],
  ['FR', 'Clermont-Ferrand', '63', 45.7772, 3.087], ['FR', 'Pau', '64', 43.2951, -0.3708], ['FR', 'Briançon', '05', 44.8986, 6.6436],
  ['FR', 'Rennes', '35', 48.1173, -1.6778],
  ['DE', 'Frankfurt am Main', '60', 50.1109, 8.6821], ['DE', 'Düsseldorf', '40', 51.2277, 6.7735], ['DE', 'Leipzig', '04', 51.3397, 12.3731],
  ['DE', 'Dresden', '01', 51.0504, 13.7373], ['DE', 'Nürnberg', '90', 49.4521, 11.0767], ['DE', 'Hannover', '30', 52.3759, 9.732],
  ['DE', 'Bremen', '28', 53.0793, 8.8017], ['DE', 'Oberstdorf', '87', 47.4099, 10.2797], ['DE', 'Berchtesgaden', '83', 47.6314, 13.0024],
  ['DE', 'Heidelberg', '69', 49.3988, 8.6724],
]

/** A postcode's area: US 3 digits, Canada the forward sortation area, UK the outward code, France and Germany 2 digits. */
export const postalArea = (country: string, postalCode: string): string => {
  if (country === 'GB') return postalCode.split(' ')[0] ?? postalCode
  if (country === 'US' || country === 'CA') return postalCode.replace(/\s/g, '').slice(0, 3)
  return postalCode.slice(0, 2)
}

export interface PlaceRow {
  country: string
  name: string
  name_key: string
  postal_prefix: string
  lat: number
  lng: number
}

export const placeRows = (): PlaceRow[] => {
  const rows: PlaceRow[] = []
  const seen = new Set<string>()
  const add = (country: string, name: string, postal: string, lat: number, lng: number) => {
    const key = `${country}/${placeKey(name)}/${placeKey(postal)}`
    if (seen.has(key)) return
    seen.add(key)
    rows.push({ country, name, name_key: placeKey(name), postal_prefix: placeKey(postal), lat, lng })
  }
  for (const store of STORES) {
    add(store.country, store.city, store.postalCode, store.lat, store.lng)
    add(store.country, store.city, postalArea(store.country, store.postalCode), store.lat, store.lng)
  }
  for (const [country, name, area, lat, lng] of TOWNS) add(country, name, area, lat, lng)
  return rows
}

export const seedPlaces = async (tx: Db): Promise<void> => {
  await tx.query(
    `INSERT INTO places (country, name, name_key, postal_prefix, lat, lng)
     SELECT country, name, name_key, postal_prefix, lat, lng FROM jsonb_to_recordset($1::jsonb)
       AS p(country text, name text, name_key text, postal_prefix text, lat double precision, lng double precision)`,
    [JSON.stringify(placeRows())],
  )
}
