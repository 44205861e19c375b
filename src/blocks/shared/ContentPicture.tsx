// A content picture: the image-URL helper's transformation (src/ui/imageUrl.ts) on every source, the
// small-screen crop as a <source> when there is one, intrinsic width and height (the box is reserved,
// nothing shifts), eager and high priority above the fold, lazy below. The page's largest picture is
// announced in the head (a high-priority image preload per source, as React does by itself for an
// <img> outside a <picture>): the image-first rewrite (src/pwa/server/imageFirstScripts.ts) then
// holds the page's modules until it has painted.
import { preload } from 'react-dom'
import { imageUrl } from '../../ui/imageUrl'

export interface PictureLike {
  readonly src: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

export interface ContentPictureProps {
  readonly media: PictureLike
  /** Shown below the md breakpoint instead. */
  readonly small?: PictureLike | undefined
  readonly aboveFold?: boolean
  /** The largest image of the page (the hero): fetched first. */
  readonly priority?: boolean
  /** Decorative: the text beside it says it all (alt=""). */
  readonly decorative?: boolean
  readonly className?: string
  readonly pictureClassName?: string
}

const SMALL = '(max-width: 47.99em)'

export function ContentPicture({ media, small, aboveFold = false, priority = false, decorative = false, className, pictureClassName }: ContentPictureProps) {
  if (priority) {
    preload(imageUrl(media.src, media), { as: 'image', fetchPriority: 'high', ...(small ? { media: '(min-width: 48em)' } : {}) })
    if (small) preload(imageUrl(small.src, small), { as: 'image', fetchPriority: 'high', media: SMALL })
  }
  return (
    <picture className={pictureClassName}>
      {small && <source media={SMALL} srcSet={imageUrl(small.src, small)} width={small.width} height={small.height} />}
      <img
        src={imageUrl(media.src, media)}
        alt={decorative ? '' : media.alt}
        width={media.width}
        height={media.height}
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  )
}
