// The one helper every content image's URL goes through (spec 002 section 9): quality 50, sharpen 60,
// format auto, and the device pixel ratio 2 (the width and height asked for are doubled), as query
// parameters an image CDN reads (the reference media service draws SVG and ignores them). A URL that
// cannot be read is logged and returned as it was; an empty one gives an empty string (spec 002
// section 8: "Image URL problems: logged; original returned, or empty string").
export const IMAGE_TRANSFORM = { quality: 50, sharpen: 60, format: 'auto', devicePixelRatio: 2 } as const

export interface ImageSize {
  /** The size the image is laid out at, in CSS pixels (doubled for the device pixel ratio). */
  readonly width?: number
  readonly height?: number
}

const BASE = 'https://relative.invalid'

/**
 * The URLs made lately, by source and size: a page shows the same images as the pages before it
 * (a product's gallery, the tiles and recommendations of its category), and parsing each as a URL
 * took about 5 µs (0.7 % of a product page's server render, issue 17). Bounded: cleared when full,
 * and a source longer than an address usually is (a data: URL) is not kept. A source that cannot be
 * read is logged when it is first met, not on every render.
 */
const made = new Map<string, string>()
const MADE_MAX = 4096
const KEPT_SOURCE_MAX = 2048

export const imageUrl = (src: string, size: ImageSize = {}): string => {
  if (src.length > KEPT_SOURCE_MAX) return transformed(src, size)
  const key = `${size.width ?? ''} ${size.height ?? ''} ${src}`
  let url = made.get(key)
  if (url === undefined) {
    url = transformed(src, size)
    if (made.size >= MADE_MAX) made.clear()
    made.set(key, url)
  }
  return url
}

const transformed = (src: string, size: ImageSize): string => {
  if (src.trim() === '') {
    console.warn('content image without a URL')
    return ''
  }
  if (/^(?:data|blob):/i.test(src)) return src
  try {
    const url = new URL(src, BASE)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`unsupported protocol ${url.protocol}`)
    const { quality, sharpen, format, devicePixelRatio } = IMAGE_TRANSFORM
    if (size.width) url.searchParams.set('w', String(Math.round(size.width * devicePixelRatio)))
    if (size.height) url.searchParams.set('h', String(Math.round(size.height * devicePixelRatio)))
    url.searchParams.set('q', String(quality))
    url.searchParams.set('sharpen', String(sharpen))
    url.searchParams.set('fm', format)
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href
  } catch (error) {
    console.warn(`content image URL ${src} could not be transformed`, error)
    return src
  }
}
