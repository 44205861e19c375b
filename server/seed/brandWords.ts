// Per-brand naming: the words that open product names, and the customer handles of the social
// media seed. Summit names come from North American mountains and trails, Fjell from Norway.
import type { Brand } from '../../src/contract/site/sites.ts'

export const NAME_WORDS: Record<Brand, ReadonlyArray<string>> = {
  summit: [
    'Ridgeline', 'Cascade', 'Sierra', 'Granite', 'Timberline', 'Switchback', 'Basecamp', 'Highpoint', 'Redwood', 'Canyon',
    'Boulder', 'Cirrus', 'Tamarack', 'Whitney', 'Shasta', 'Teton', 'Sawtooth', 'Bristlecone', 'Aspen', 'Juniper',
    'Mesa', 'Palisade', 'Horizon', 'Traverse', 'Escarpment', 'Cairn', 'Talus', 'Scree', 'Ponderosa', 'Cottonwood',
    'Olympus', 'Vista', 'Trailhead', 'Alpenglow', 'Saddleback', 'Windward', 'Larkspur', 'Summitline', 'Kestrel', 'Wapiti',
  ],
  fjell: [
    'Lofoten', 'Hardanger', 'Trolltind', 'Nordkapp', 'Fjordline', 'Vidda', 'Birkebein', 'Skarven', 'Isbre', 'Jotun',
    'Rondane', 'Lyngen', 'Senja', 'Varanger', 'Dovre', 'Stryn', 'Sogn', 'Femund', 'Glittertind', 'Kjerag',
    'Reine', 'Svalbard', 'Aurland', 'Hemsedal', 'Geiranger', 'Finse', 'Nordmark', 'Vestland', 'Fjellheim', 'Urke',
    'Runde', 'Telemark', 'Tinden', 'Ulvik', 'Kvitfjell', 'Myrdal', 'Saltfjell', 'Blaafjell', 'Sjodal', 'Rauma',
  ],
}

export const SOCIAL_HANDLES: ReadonlyArray<string> = [
  'trailmix_tess', 'alpinestart_sam', 'ridgerunner', 'camp.coffee.club', 'fjordfinder', 'peakbagger_jo', 'wildcamp_wren',
  'thru.hiker.max', 'bouldering.bea', 'slowhikes', 'mountain.mo', 'sunrise.summits', 'northern.lights.nils', 'weekend.warrior.kai',
]

export const SOCIAL_CAPTIONS: ReadonlyArray<string> = [
  'First light on the ridge, worth every step.',
  'Rain all day and still dry underneath.',
  'Camp with a view. Again.',
  'New kit, old trail.',
  'Three days, two passes, zero regrets.',
  'Cold start, warm hands.',
  'Sunday scramble with the crew.',
  'Packed light, stayed out late.',
  'Fjord views from the top.',
  'This is my happy place.',
]
