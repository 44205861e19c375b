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

const picture = (name: string, alt = name) => ({ src: `/media/hero/${name}.svg`, alt, width: 1600, height: 700 })

export const banner = (variant: 'image' | 'split' | 'thin' | 'overlay' | 'blockBelow') => ({
  type: 'banner',
  id: `banner-${variant}`,
  name: `${variant} banner`,
  variant,
  ...(variant === 'thin' ? {} : { media: picture(`banner-${variant}`, `Banner ${variant}`) }),
  title: `The ${variant} banner`,
  subtitle: 'Made to be repaired.',
  targets: [{ text: 'Learn more', url: '/en-us/pages/returns', style: 'secondary' }],
})

export const espot = { type: 'espot', id: 'espot-1', name: 'Espot', fragmentId: 'spring-sale' }

export const collection = {
  type: 'collection',
  id: 'collection-1',
  name: 'Gear',
  title: 'Gear we love',
  items: ['Tents', 'Sleeping bags', 'Stoves', 'Packs'].map((title, i) => ({ title, media: { src: `/media/c/100${i}.svg`, alt: title, width: 800, height: 800 }, url: `/en-us/c/x-100${i}` })),
  breakpoints: {
    sm: { type: 'carousel', slideWidth: '70%', showIndicators: true, showProgress: true, loop: true, autoplay: true, autorotateTime: 3 },
    md: { type: 'carousel', showArrows: true },
    lg: { type: 'grid', slideWidth: '12rem' },
  },
}

export const verticalList = {
  type: 'verticalList',
  id: 'list-1',
  name: 'Checklist',
  title: 'Before you go',
  items: [{ title: 'Check the forecast', text: 'Weather changes fast.', url: '/en-us/pages/shipping' }, { title: 'Pack water' }],
}

export const ctaButtons = { type: 'ctaButtons', id: 'cta-1', name: 'Buttons', title: 'Ready?', alignment: 'center', equalTargetSize: true, targets: [{ text: 'Shop men', url: '/en-us/c/men-1000' }, { text: 'Shop women', url: '/en-us/c/women-2000', style: 'secondary' }] }

export const dialog = { type: 'dialog', id: 'dialog-1', name: 'Waterproof', modalId: 'waterproof', triggerText: 'What does waterproof mean?', title: 'Waterproof ratings', richText: '<p>10,000 mm keeps out steady rain.</p>' }

export const accordion = { type: 'accordion', id: 'faq-1', name: 'FAQ', title: 'Questions', items: [{ title: 'How should it fit?', richText: '<p>Room for a fleece.</p>' }, { title: 'Returns?', richText: '<p>Within 60 days.</p>' }], openFirst: true }

export const anchor = { type: 'anchor', id: 'anchor-1', name: 'Layers anchor', anchorId: 'layers', label: 'Layers' }

export const benefitBar = { type: 'benefitBar', id: 'benefit-1', name: 'Members', title: 'Members shop free returns', subtitle: 'Join for free.', targets: [{ text: 'Join now', url: '/en-us/sign-in', style: 'link' }], showCloseButton: true, infoIcon: { text: 'Within 60 days on full-price items.' } }

export const footerItems = {
  type: 'footerItems',
  id: 'footer-1',
  name: 'Footer',
  columns: [{ title: 'Help', links: [{ text: 'Returns and exchanges', url: '/en-us/pages/returns' }, { text: 'Size guide', url: '#modal-size-guide' }] }],
  locale: { title: 'Country and language', link: { text: 'Change country or language', url: '/en-us/location-selector' } },
  legal: '© Summit Outfitters.',
}

export const upsell = { type: 'upsell', id: 'upsell-1', name: 'Upsell', title: 'Complete the look', productId: 'AB12CD34', stackedCount: 3 }

export const linkedCards = {
  type: 'linkedCards',
  id: 'linked-1',
  name: 'Layers',
  title: 'The three layers',
  cards: [
    { title: 'Base layer', subtitle: 'Moves sweat away.', url: '/en-us/c/base-1001', media: { src: '/media/c/1001.svg', alt: 'Base layers', width: 800, height: 800 }, responsiveLayout: { sm: { layout: 'overlay-bottom' }, lg: { layout: 'overlay', alignment: 'center' } } },
    { title: 'Shell', url: '/en-us/c/shell-1002', media: { src: '/media/c/1002.svg', alt: 'Shells', width: 800, height: 800 }, badge: { url: '/media/hero/badge.svg', alt: 'New' } },
  ],
}

export const iconText = (count: number, variant: 'icon-above-text' | 'icon-left' | 'one-column' = 'icon-left') => ({
  type: 'iconText',
  id: `icons-${count}-${variant}`,
  name: 'Reasons',
  title: 'Why shop with us',
  variant,
  iconSize: 'large',
  items: Array.from({ length: count }, (_, i) => ({ icon: { name: (['truck', 'return', 'shield', 'chat', 'leaf'] as const)[i % 5] }, richText: `<p><strong>Reason ${i + 1}</strong></p>` })),
})

export const multiLinkCard = { type: 'multiLinkCard', id: 'multi-1', name: 'Sizing', title: 'Help with sizing', titleTarget: '/en-us/pages/returns', targets: [{ text: 'Open the size guide', url: '#modal-size-guide' }, { text: 'Returns', url: '/en-us/pages/returns' }] }

export const secondaryNav = { type: 'secondaryNav', id: 'nav-1', name: 'On this page', title: 'On this page', targets: [{ text: 'Layers', url: '#layers' }, { text: 'Packing', url: '#packing' }], alignment: 'right', divider: true }

export const spacer = { type: 'spacer', id: 'spacer-1', name: 'Spacer', bottomMargins: { sm: 'sm', lg: 'xl' }, backgroundColor: '#f5f5f0' }

export const photoGallery = { type: 'photoGallery', id: 'gallery-1', name: 'Photos', containerId: 'product-gallery', filter: { productId: '{productId}' }, limit: 4 }

export const videoPlayer = {
  type: 'videoPlayer',
  id: 'video-1',
  name: 'Layering video',
  title: 'Layering in two minutes',
  media: { sm: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', seoTitle: 'Layering', poster: picture('video', 'Layering') }, lg: { url: '/media/video/layering.mp4', seoTitle: 'Layering' } },
  playerSettings: { muted: true, loop: true },
}

export const articlePage = {
  type: 'articlePage',
  id: 'article-1',
  name: 'Article',
  articleId: 'layering-guide',
  eyebrow: 'Guide',
  title: 'How to layer for a cold hike',
  subtitle: 'Base layer, fleece and a waterproof jacket.',
  date: '2025-10-02',
  media: picture('article-layering-guide', 'How to layer'),
  tags: [{ id: 'guides', label: 'Guides' }, { id: 'hiking', label: 'Hiking' }],
  richText: '<p>Start with a merino base layer.</p>',
  relatedTitle: 'Keep reading',
}

export const articleGrid = { type: 'articleGrid', id: 'journal', name: 'Journal', title: 'Latest articles', rows: 2, columns: { sm: 1, md: 2, lg: 3 }, showFacets: true }

export const newsletterForm = { type: 'newsletterForm', id: 'news-1', name: 'Newsletter', title: 'Stories in your inbox' }

export const smsSubscription = { type: 'smsSubscription', id: 'sms-1', name: 'SMS', title: 'Trail alerts by text' }

/** An article as the article search answers it. */
export const article = (id: string, tags: ReadonlyArray<string>, date = '2025-09-01') => ({
  id,
  title: `Article ${id}`,
  url: `/en-us/articles/${id}`,
  picture: { url: `/media/hero/article-${id}.svg`, alt: id, width: 1600, height: 700 },
  tags: tags.map((tag) => ({ id: tag, label: tag.charAt(0).toUpperCase() + tag.slice(1) })),
  eyebrow: 'Guide',
  date,
})
