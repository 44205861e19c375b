// Image references handed out in responses; the media service (server/media/mediaService.ts)
// draws them. Product photos are portrait 800×1000, category cards square, heroes landscape.
import type { Image } from '../../src/contract/schemas/common.ts'

export const PRODUCT_IMAGE = { width: 800, height: 1000 } as const
export const CATEGORY_IMAGE = { width: 800, height: 800 } as const
export const HERO_IMAGE = { width: 1600, height: 700 } as const

export const productImage = (styleId: string, colourCode: string, view: number, alt: string): Image => ({
  src: `/media/p/${styleId}/${colourCode}/${view}.svg`,
  alt,
  ...PRODUCT_IMAGE,
})

export const categoryImage = (categoryId: string, alt: string): Image => ({ src: `/media/c/${categoryId}.svg`, alt, ...CATEGORY_IMAGE })

export const heroImage = (name: string, alt: string): Image => ({ src: `/media/hero/${name}.svg`, alt, ...HERO_IMAGE })
