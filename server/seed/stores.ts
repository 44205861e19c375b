// Physical stores of each brand (North America for Summit, Britain, France and Germany for Fjell):
// real cities with their coordinates, invented street addresses.
import type { Brand } from '../../src/contract/site/sites.ts'

export interface StoreDef {
  readonly id: string
  readonly brand: Brand
  readonly name: string
  readonly addressLine1: string
  readonly city: string
  readonly stateRegion: string | null
  readonly postalCode: string
  readonly country: string
  readonly phone: string
  readonly lat: number
  readonly lng: number
}

type Row = readonly [city: string, address: string, state: string | null, postal: string, country: string, phone: string, lat: number, lng: number]

const SUMMIT: ReadonlyArray<Row> = [
  ['Denver', '1520 Wazee Street', 'CO', '80202', 'US', '+1 303 555 0142', 39.7525, -105.0002],
  ['Boulder', '1140 Pearl Street', 'CO', '80302', 'US', '+1 303 555 0178', 40.0176, -105.2797],
  ['Seattle', '410 Pine Street', 'WA', '98101', 'US', '+1 206 555 0110', 47.6114, -122.3379],
  ['Portland', '825 NW 23rd Avenue', 'OR', '97210', 'US', '+1 503 555 0166', 45.5289, -122.6985],
  ['San Francisco', '2145 Union Street', 'CA', '94123', 'US', '+1 415 555 0134', 37.7975, -122.4349],
  ['Los Angeles', '8530 Melrose Avenue', 'CA', '90069', 'US', '+1 310 555 0191', 34.0817, -118.3766],
  ['Salt Lake City', '255 South State Street', 'UT', '84111', 'US', '+1 801 555 0123', 40.7637, -111.8879],
  ['Bend', '945 NW Wall Street', 'OR', '97703', 'US', '+1 541 555 0187', 44.0587, -121.3142],
  ['Bozeman', '32 West Main Street', 'MT', '59715', 'US', '+1 406 555 0102', 45.6795, -111.0386],
  ['Jackson', '145 North Cache Street', 'WY', '83001', 'US', '+1 307 555 0155', 43.4811, -110.7618],
  ['Boise', '812 West Idaho Street', 'ID', '83702', 'US', '+1 208 555 0149', 43.6167, -116.2041],
  ['Flagstaff', '19 North San Francisco Street', 'AZ', '86001', 'US', '+1 928 555 0117', 35.1986, -111.6508],
  ['Chicago', '640 North Michigan Avenue', 'IL', '60611', 'US', '+1 312 555 0163', 41.8937, -87.6244],
  ['New York', '115 Prince Street', 'NY', '10012', 'US', '+1 212 555 0198', 40.7253, -73.9987],
  ['Boston', '331 Newbury Street', 'MA', '02115', 'US', '+1 617 555 0129', 42.3484, -71.0853],
  ['Burlington', '75 Church Street', 'VT', '05401', 'US', '+1 802 555 0140', 44.4782, -73.2127],
  ['Asheville', '42 Haywood Street', 'NC', '28801', 'US', '+1 828 555 0171', 35.5958, -82.5566],
  ['Vancouver', '1025 Robson Street', 'BC', 'V6E 1A9', 'CA', '+1 604 555 0136', 49.2846, -123.1246],
  ['Calgary', '820 17th Avenue SW', 'AB', 'T2T 0A1', 'CA', '+1 403 555 0184', 51.0379, -114.0808],
  ['Banff', '210 Banff Avenue', 'AB', 'T1L 1B4', 'CA', '+1 403 555 0107', 51.1784, -115.5708],
  ['Toronto', '356 Queen Street West', 'ON', 'M5V 2A2', 'CA', '+1 416 555 0152', 43.6497, -79.3936],
  ['Montréal', '1450 Rue Sainte-Catherine Ouest', 'QC', 'H3G 1R3', 'CA', '+1 514 555 0168', 45.4972, -73.5782],
]

const FJELL: ReadonlyArray<Row> = [
  ['London', '27 Long Acre', null, 'WC2E 9LA', 'GB', '+44 20 7946 0321', 51.5123, -0.1248],
  ['Manchester', '58 King Street', null, 'M2 4LY', 'GB', '+44 161 496 0734', 53.4815, -2.2452],
  ['Edinburgh', '112 George Street', null, 'EH2 4LH', 'GB', '+44 131 496 0519', 55.9529, -3.2005],
  ['Glasgow', '205 Buchanan Street', null, 'G1 2JZ', 'GB', '+44 141 496 0277', 55.8627, -4.2543],
  ['Keswick', '14 Main Street', null, 'CA12 5JD', 'GB', '+44 17687 0845', 54.6008, -3.1356],
  ['Ambleside', '3 Rydal Road', null, 'LA22 9AN', 'GB', '+44 15394 0632', 54.4323, -2.9636],
  ['Fort William', '96 High Street', null, 'PH33 6AD', 'GB', '+44 1397 0915', 56.8177, -5.1124],
  ['Bristol', '41 Park Street', null, 'BS1 5NH', 'GB', '+44 117 496 0488', 51.4549, -2.6022],
  ['Sheffield', '180 Division Street', null, 'S1 4GF', 'GB', '+44 114 496 0153', 53.3794, -1.4767],
  ['Paris', '48 rue de Rennes', null, '75006', 'FR', '+33 1 70 36 42 18', 48.8497, 2.3295],
  ['Lyon', '22 rue de la République', null, '69002', 'FR', '+33 4 72 10 33 57', 45.7616, 4.8357],
  ['Chamonix-Mont-Blanc', '91 rue Joseph Vallot', null, '74400', 'FR', '+33 4 50 53 21 64', 45.9241, 6.8689],
  ['Grenoble', '7 place Grenette', null, '38000', 'FR', '+33 4 76 44 12 90', 45.1901, 5.7281],
  ['Annecy', '15 rue Royale', null, '74000', 'FR', '+33 4 50 45 78 23', 45.8999, 6.1251],
  ['Bordeaux', '120 rue Sainte-Catherine', null, '33000', 'FR', '+33 5 56 81 47 02', 44.8387, -0.5736],
  ['München', 'Sendlinger Straße 37', 'BY', '80331', 'DE', '+49 89 2154 6630', 48.1346, 11.5693],
  ['Berlin', 'Rosenthaler Straße 44', 'BE', '10178', 'DE', '+49 30 2093 4417', 52.5265, 13.4019],
  ['Hamburg', 'Mönckebergstraße 11', 'HH', '20095', 'DE', '+49 40 3250 8821', 53.5506, 9.9984],
  ['Garmisch-Partenkirchen', 'Ludwigstraße 52', 'BY', '82467', 'DE', '+49 8821 7309 15', 47.4931, 11.0982],
  ['Freiburg im Breisgau', 'Kaiser-Joseph-Straße 190', 'BW', '79098', 'DE', '+49 761 3896 220', 47.9959, 7.8494],
  ['Köln', 'Ehrenstraße 78', 'NW', '50672', 'DE', '+49 221 2578 904', 50.9388, 6.9397],
  ['Stuttgart', 'Königstraße 26', 'BW', '70173', 'DE', '+49 711 2264 318', 48.7775, 9.1771],
]

const build = (brand: Brand, prefix: number, label: string, rows: ReadonlyArray<Row>): StoreDef[] =>
  rows.map(([city, addressLine1, stateRegion, postalCode, country, phone, lat, lng], i) => ({
    id: String(prefix + i + 1),
    brand,
    name: `${label} ${city}`,
    addressLine1,
    city,
    stateRegion,
    postalCode,
    country,
    phone,
    lat,
    lng,
  }))

export const STORES: ReadonlyArray<StoreDef> = [...build('summit', 1000, 'Summit Outfitters', SUMMIT), ...build('fjell', 2000, 'Fjell & Fjord', FJELL)]
