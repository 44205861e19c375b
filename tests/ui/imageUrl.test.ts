// The one image-URL helper (spec 002 sections 8, 9): quality 50, sharpen 60, format auto, the size
// asked for doubled (device pixel ratio 2); an empty URL gives '' and an unreadable one comes back
// as it was, both logged.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageUrl } from '../../src/ui/imageUrl'

afterEach(() => vi.restoreAllMocks())

describe('imageUrl', () => {
  it('adds the transformation to site paths and absolute URLs, keeping their own query', () => {
    expect(imageUrl('/media/hero/x.svg', { width: 800, height: 350 })).toBe('/media/hero/x.svg?w=1600&h=700&q=50&sharpen=60&fm=auto')
    expect(imageUrl('https://cdn.example/img.jpg?v=2')).toBe('https://cdn.example/img.jpg?v=2&q=50&sharpen=60&fm=auto')
    expect(imageUrl('/a.svg?w=10', { width: 100 })).toBe('/a.svg?w=200&q=50&sharpen=60&fm=auto')
  })

  it('logs and answers an empty string for an empty URL, the original for one it cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(imageUrl('  ')).toBe('')
    expect(imageUrl('ftp://files.example/x.png')).toBe('ftp://files.example/x.png')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })

  it('answers the same URL again for the same source and size, and another for another size', () => {
    const first = imageUrl('/media/p/X1/BLK/1.svg', { width: 320, height: 400 })
    expect(imageUrl('/media/p/X1/BLK/1.svg', { width: 320, height: 400 })).toBe(first)
    expect(imageUrl('/media/p/X1/BLK/1.svg', { width: 160, height: 200 })).toBe('/media/p/X1/BLK/1.svg?w=320&h=400&q=50&sharpen=60&fm=auto')
    expect(imageUrl('/media/p/X1/BLK/1.svg')).toBe('/media/p/X1/BLK/1.svg?q=50&sharpen=60&fm=auto')
    const long = `/media/${'a'.repeat(3000)}.svg`
    expect(imageUrl(long, { width: 10 })).toBe(`${long}?w=20&q=50&sharpen=60&fm=auto`)
  })
})
