// Hero: photography (or a looping video) with eyebrow, title, subtitle, rich text, caption and
// call-to-action buttons. Where the copy goes is worked out per screen range (./heroLayout.ts) and
// written as data attributes the stylesheet below reads: over the media at one of the overlay
// positions, on a scrim (full 35 %, focused 50 %, off none), or below it on a colour band (the
// block-below variant, and phones by default: guaranteed contrast, nothing cropped behind text).
// The product-overlay variant lays a product picture over the media; a `2media` layout shows two
// media side by side. Without buttons (linkType No-CTA) the whole hero is one link to mediaTarget.
// The media box has an aspect ratio, so nothing shifts as images load; above the fold the image
// loads eagerly with high priority.
import type { CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import type { HeroSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import { imageUrl } from '../../ui/imageUrl'
import type { BlockProps } from '../registry'
import { ContentPicture } from '../shared/ContentPicture'
import { RichHtml } from '../shared/RichHtml'
import { TargetButtons } from '../shared/TargetButtons'
import { HeroVideo } from './HeroVideo'
import { GRADIENT_STRENGTH, OVERLAY_PICTURE_SIZES, heroPlacements, showsCaption, type Placement } from './heroLayout'

const TONES = { dark: '8 14 11', light: '255 255 255' } as const

/** The scrim behind copy placed over the media: its strength from gradientStyle, its direction from where the copy sits. */
export const scrimOf = (style: 'full' | 'focused' | 'off', tone: 'dark' | 'light', placement: Placement): string | undefined => {
  if (style === 'off' || placement.place === 'below') return undefined
  const rgb = TONES[tone]
  const strength = GRADIENT_STRENGTH[style]
  if (style === 'full') return `linear-gradient(rgb(${rgb} / ${strength}), rgb(${rgb} / ${strength}))`
  const direction = placement.y === 'bottom' ? 'to top' : placement.y === 'top' ? 'to bottom' : placement.x === 'right' ? 'to left' : placement.x === 'left' ? 'to right' : undefined
  if (!direction) return `radial-gradient(circle at center, rgb(${rgb} / ${strength}) 0%, rgb(${rgb} / ${strength * 0.4}) 75%)`
  return `linear-gradient(${direction}, rgb(${rgb} / ${strength}) 0%, rgb(${rgb} / ${strength}) 35%, rgb(${rgb} / 0) 80%)`
}

const OVERLAY_WIDTHS = { xs: '20rem', sm: '28rem', md: '36rem', lg: '44rem' } as const
const TITLE_STYLES = {
  display: css({ textStyle: 'display' }),
  'heading.lg': css({ textStyle: 'heading.lg' }),
  'heading.md': css({ textStyle: 'heading.md' }),
  'heading.sm': css({ textStyle: 'heading.sm' }),
} as const

// One stylesheet for every placement: the root's data attributes choose (sm: below md; lg: md up).
const root = css({
  position: 'relative',
  overflow: 'hidden',
  '--band-bg': 'token(colors.brand)',
  '--band-fg': 'token(colors.brand.fg)',
  '& [data-hero-copy]': { display: 'flex', px: { base: '4', md: '6' }, py: { base: '7', md: '10' } },
  '& [data-hero-box]': { display: 'flex', flexDirection: 'column', gap: { base: '3', md: '4' } },
  '&[data-sm-place=below] [data-hero-copy]': { position: 'relative', bg: 'var(--band-bg)', color: 'var(--band-fg)' },
  '&[data-sm-place=overlay] [data-hero-copy]': { position: 'absolute', inset: '0', color: 'var(--over-fg)' },
  '&[data-sm-place=below] [data-scrim=sm], &[data-sm-place=overlay] [data-scrim=lg]': { display: 'none' },
  '&[data-sm-x=left] [data-hero-copy]': { justifyContent: 'flex-start' },
  '&[data-sm-x=center] [data-hero-copy]': { justifyContent: 'center' },
  '&[data-sm-x=right] [data-hero-copy]': { justifyContent: 'flex-end' },
  '&[data-sm-y=top] [data-hero-copy]': { alignItems: 'flex-start' },
  '&[data-sm-y=middle] [data-hero-copy]': { alignItems: 'center' },
  '&[data-sm-y=bottom] [data-hero-copy]': { alignItems: 'flex-end' },
  '&[data-sm-text=left] [data-hero-box]': { textAlign: 'left', alignItems: 'flex-start' },
  '&[data-sm-text=center] [data-hero-box]': { textAlign: 'center', alignItems: 'center' },
  '&[data-sm-text=right] [data-hero-box]': { textAlign: 'right', alignItems: 'flex-end' },
  '&[data-sm-two=true] [data-second-media]': { display: 'block' },
  md: {
    '&[data-lg-place=below] [data-hero-copy]': { position: 'relative', inset: 'auto', bg: 'var(--band-bg)', color: 'var(--band-fg)' },
    '&[data-lg-place=overlay] [data-hero-copy]': { position: 'absolute', inset: '0', bg: 'transparent', color: 'var(--over-fg)' },
    '& [data-scrim=sm]': { display: 'none' },
    '&[data-lg-place=overlay] [data-scrim=lg]': { display: 'block' },
    '&[data-lg-place=below] [data-scrim=lg]': { display: 'none' },
    '&[data-lg-x=left] [data-hero-copy]': { justifyContent: 'flex-start' },
    '&[data-lg-x=center] [data-hero-copy]': { justifyContent: 'center' },
    '&[data-lg-x=right] [data-hero-copy]': { justifyContent: 'flex-end' },
    '&[data-lg-y=top] [data-hero-copy]': { alignItems: 'flex-start' },
    '&[data-lg-y=middle] [data-hero-copy]': { alignItems: 'center' },
    '&[data-lg-y=bottom] [data-hero-copy]': { alignItems: 'flex-end' },
    '&[data-lg-text=left] [data-hero-box]': { textAlign: 'left', alignItems: 'flex-start' },
    '&[data-lg-text=center] [data-hero-box]': { textAlign: 'center', alignItems: 'center' },
    '&[data-lg-text=right] [data-hero-box]': { textAlign: 'right', alignItems: 'flex-end' },
    '&[data-lg-two=true] [data-second-media]': { display: 'block' },
    '&[data-lg-two=false] [data-second-media]': { display: 'none' },
    '& [data-hero-copy]': { px: '10', py: '12' },
  },
})

const mediaBox = css({ position: 'relative', display: 'flex', aspectRatio: { base: '16 / 10', sm: '16 / 8', md: '16 / 6' }, '& > *': { flex: '1', minW: '0' } })
const fullHeight = css({ md: { aspectRatio: 'auto', h: 'calc(100svh - 4rem)', minH: '28rem' } })
const fill = css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover', objectPosition: 'center' })
const caption = css({ position: 'absolute', zIndex: '1', right: '3', maxW: '9.375rem', fontSize: 'xs', lineHeight: '1.3', px: '2', py: '1', rounded: 'sm', bg: 'rgb(0 0 0 / 0.45)', color: 'white' })

export function HeroBlock({ section, site, aboveFold }: BlockProps<HeroSection>) {
  const { small, large } = heroPlacements(section)
  const style = section.gradientStyle ?? 'focused'
  const tone = section.gradientTone ?? 'dark'
  const titleId = `hero-${section.id}`
  const noCta = section.linkType === 'No-CTA' || section.targets.length === 0
  const wholeLink = noCta && section.mediaTarget ? section.mediaTarget : undefined
  const second = section.mediaList?.[1] ?? (small.twoMedia || large.twoMedia ? section.mediaList?.[0] : undefined)
  const smallCrop = small.twoMedia ? undefined : section.mediaList?.[0]
  const overlaySize = OVERLAY_PICTURE_SIZES[section.overlayPictureSize ?? 'medium']
  const rootStyle = {
    '--over-fg': tone === 'dark' ? '#ffffff' : '#171714',
    ...(section.backgroundColor ? { '--band-bg': section.backgroundColor } : {}),
    ...(section.textColor ? { '--band-fg': section.textColor } : {}),
  } as CSSProperties
  const title = (
    <h2 id={titleId} className={TITLE_STYLES[section.titleStyle ?? 'display']} style={section.titleColor ? { color: section.titleColor } : undefined}>
      {wholeLink ? (
        // A stretched link: the title's link covers the whole hero (one link, named by the title).
        <ContentLink url={wholeLink} className={css({ _after: { content: '""', position: 'absolute', inset: '0', zIndex: '1' }, _focusVisible: { outline: '2px solid currentColor' } })}>
          {section.title}
        </ContentLink>
      ) : (
        section.title
      )}
    </h2>
  )
  return (
    <section
      aria-labelledby={titleId}
      data-block="hero"
      data-variant={section.variant ?? 'standardHero'}
      data-sm-place={small.place}
      data-sm-text={small.text}
      data-sm-x={small.x}
      data-sm-y={small.y}
      data-sm-two={small.twoMedia}
      data-lg-place={large.place}
      data-lg-text={large.text}
      data-lg-x={large.x}
      data-lg-y={large.y}
      data-lg-two={large.twoMedia}
      data-gradient={style}
      className={root}
      style={rootStyle}
    >
      <div className={css({ position: 'relative' })}>
        <div className={cx(mediaBox, section.isFullHeight && fullHeight)}>
          {section.video ? (
            <HeroVideo video={section.video} poster={section.media} language={LOCALE_INFO[site.locale].language} />
          ) : (
            <ContentPicture media={section.media} small={smallCrop} aboveFold={aboveFold} priority={aboveFold} className={fill} pictureClassName={css({ display: 'block', h: 'full' })} />
          )}
          {second && (
            <div data-second-media="" className={css({ display: 'none', h: 'full' })}>
              <ContentPicture media={second} aboveFold={aboveFold} className={fill} pictureClassName={css({ display: 'block', h: 'full' })} />
            </div>
          )}
          <div aria-hidden="true" data-scrim="sm" className={css({ position: 'absolute', inset: '0', pointerEvents: 'none' })} style={{ backgroundImage: scrimOf(style, tone, small) }} />
          <div aria-hidden="true" data-scrim="lg" className={css({ display: 'none', position: 'absolute', inset: '0', pointerEvents: 'none' })} style={{ backgroundImage: scrimOf(style, tone, large) }} />
          {section.variant === 'productOverlay' && section.overlayPicture && (
            <img
              src={imageUrl(section.overlayPicture.src, overlaySize)}
              alt={section.overlayPicture.alt}
              width={overlaySize.width}
              height={overlaySize.height}
              loading={aboveFold ? 'eager' : 'lazy'}
              data-overlay-picture={section.overlayPictureSize ?? 'medium'}
              className={css({ position: 'absolute', zIndex: '1', right: { base: '3', md: '8' }, bottom: { base: '3', md: '6' }, h: { base: '55%', md: '80%' }, w: 'auto', objectFit: 'contain', filter: 'drop-shadow(0 8px 18px rgb(0 0 0 / 0.3))' })}
            />
          )}
          {showsCaption(section) && (
            <p data-caption={section.captionPosition ?? 'bottom'} className={cx(caption, (section.captionPosition ?? 'bottom') === 'top' ? css({ top: '3' }) : css({ bottom: '3' }))} style={section.captionColor ? { color: section.captionColor } : undefined}>
              {section.captionText}
            </p>
          )}
        </div>
        <div data-hero-copy="" className={css({ zIndex: '1', pointerEvents: 'none', '& a, & button': { pointerEvents: 'auto' } })}>
          <div data-hero-box="" className={css({ w: 'full', pointerEvents: 'auto' })} style={{ maxWidth: OVERLAY_WIDTHS[section.overlayWidth ?? 'md'] }}>
            {section.eyebrowLogo && (
              <img src={imageUrl(section.eyebrowLogo.src, section.eyebrowLogo)} alt={section.eyebrowLogo.alt} width={section.eyebrowLogo.width} height={section.eyebrowLogo.height} className={css({ h: '8', w: 'auto' })} />
            )}
            {section.eyebrowText && (
              <p className={css({ textStyle: 'eyebrow' })} style={section.eyebrowTextColor ? { color: section.eyebrowTextColor } : undefined}>
                {section.eyebrowText}
              </p>
            )}
            {title}
            {section.subtitle && (
              <p className={css({ fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.5' })} style={section.subtitleColor ? { color: section.subtitleColor } : undefined}>
                {section.subtitle}
              </p>
            )}
            {section.richText && <RichHtml html={section.richText} className={richCopy} style={section.richTextColor ? { color: section.richTextColor } : undefined} />}
            {!noCta && (
              <TargetButtons
                targets={section.targets}
                inverse={tone === 'dark' && !section.backgroundColor}
                equalSize={section.equalTargetSize}
                alignment={large.text}
                size="lg"
                className={css({ mt: { base: '1', md: '2' } })}
              />
            )}
            {section.richTextBelowTargets && <RichHtml html={section.richTextBelowTargets} className={cx(richCopy, css({ fontSize: 'sm' }))} />}
          </div>
        </div>
      </div>
    </section>
  )
}

const richCopy = css({ '& a': { textDecoration: 'underline', fontWeight: '600' }, '& p + p': { mt: '2' } })
