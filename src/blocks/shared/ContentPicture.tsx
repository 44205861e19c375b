// A content picture: the image-URL helper's transformation (src/ui/imageUrl.ts) on every source, the
// small-screen crop as a <source> when there is one, intrinsic width and height (the box is reserved,
// nothing shifts), eager and high priority above the fold, lazy below.
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

export function ContentPicture({ media, small, aboveFold = false, priority = false, decorative = false, className, pictureClassName }: ContentPictureProps) {
  return (
    <picture className={pictureClassName}>
      {small && <source media="(max-width: 47.99em)" srcSet={imageUrl(small.src, small)} width={small.width} height={small.height} />}
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
