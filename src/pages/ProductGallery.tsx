// Product images of the selected colour: the first large and eager (it is the page's LCP), the rest
// as thumbnails that swap the main image.
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { Image } from '../contract/schemas/common'

export function ProductGallery({ images }: { images: ReadonlyArray<Image> }) {
  const [index, setIndex] = useState(0)
  const main = images[Math.min(index, images.length - 1)]
  if (!main) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <img
        key={main.src}
        src={main.src}
        alt={main.alt}
        width={main.width}
        height={main.height}
        fetchPriority="high"
        className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', rounded: 'lg', bg: 'bg.subtle' })}
      />
      {images.length > 1 && (
        <ul className={css({ display: 'flex', gap: '2' })}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={image.alt}
                className={cx(css({ display: 'block', w: '20', rounded: 'md', overflow: 'hidden', borderWidth: '2px' }), i === index ? css({ borderColor: 'accent' }) : css({ borderColor: 'transparent' }))}
              >
                <img src={image.src} alt="" width={80} height={100} loading="lazy" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 5', objectFit: 'cover' })} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
