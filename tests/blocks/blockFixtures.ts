// Content sections as the content service sends them, for block tests; `decoded` turns them into
// what the content queries hand to the blocks (src/blocks/sections.ts).
import type { Site } from '../../src/api/queries'
import type { Section } from '../../src/contract/schemas/content'
import type { RecommendationsResponse } from '../../src/contract/schemas/products'
import { decodeSections } from '../../src/blocks/sections'

export const SITE: Site = { brand: 'summit', locale: 'en-us' }

export const promoBar = {
  type: 'promoBar',
  id: 'promo-1',
  name: 'Home promo bar',
  messages: [{ text: 'Free delivery over $75' }, { text: 'New season jackets', link: { text: 'Shop now', url: '/en-us/c/jackets-1001' } }],
}

export const hero = {
  type: 'hero',
  id: 'hero-1',
  name: 'Home hero',
  eyebrowText: 'Autumn 2025',
  title: 'Made for the long way up',
  subtitle: 'Layers that keep up with you.',
  media: { src: '/media/hero/summit-home.svg', alt: 'A hiker on a ridge at dawn', width: 1600, height: 700 },
  gradientStyle: 'focused',
  targets: [
    { text: 'Shop men', url: '/en-us/c/men-1000', style: 'primary' },
    { text: 'Shop women', url: '/en-us/c/women-2000', style: 'secondary' },
  ],
}

export const categoryCards = {
  type: 'categoryCards',
  id: 'cards-1',
  name: 'Home category cards',
  title: 'Shop by category',
  cards: [
    { title: 'Jackets', url: '/en-us/c/jackets-1001', image: { src: '/media/c/1001.svg', alt: 'Jackets', width: 800, height: 800 } },
    { title: 'Tents', url: '/en-us/c/tents-1002', image: { src: '/media/c/1002.svg', alt: 'Tents', width: 800, height: 800 } },
  ],
}

export const richText = {
  type: 'richText',
  id: 'story-1',
  name: 'Brand story',
  html: '<h2>Our story</h2><p>Since 1987.</p>',
}

export const recommendations = {
  type: 'productRecommendations',
  id: 'recs-1',
  name: 'Home bestsellers',
  title: 'Bestsellers',
  limit: 12,
}

export const recommendationsData: RecommendationsResponse = {
  items: [
    {
      id: 'AB12CD34',
      sku: 'AB12CD34-BLK-M',
      title: 'Ridgeline Shell Jacket',
      image: { src: '/media/p/AB12CD34/BLK/1.svg', alt: 'Ridgeline Shell Jacket in black', width: 800, height: 1000 },
      price: { lowCurrent: 180, highCurrent: 180, lowOriginal: 240, highOriginal: 240 },
      url: '/en-us/p/ridgeline-shell-jacket-AB12CD34',
      recommendationId: 'rec-1',
      rating: { showScore: true, score: 4.6 },
    },
    {
      id: 'EF56GH78',
      sku: 'EF56GH78-MOS-S',
      title: 'Trailhead Fleece',
      image: { src: '/media/p/EF56GH78/MOS/1.svg', alt: 'Trailhead Fleece in moss', width: 800, height: 1000 },
      price: { lowCurrent: 79, highCurrent: 89, lowOriginal: 79, highOriginal: 89 },
      url: '/en-us/p/trailhead-fleece-EF56GH78',
      recommendationId: 'rec-2',
      rating: { showScore: false, score: 4.1 },
    },
  ],
}

/** Raw sections as the content queries prepare them: decoded, the bad ones dropped. */
export const decoded = (...raw: ReadonlyArray<unknown>): ReadonlyArray<Section> => decodeSections(raw)
