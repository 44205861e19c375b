// Banners (spec 002 section 2), one content type in five variants:
// - image: a picture, the whole banner a link (or with buttons below its copy);
// - split: picture and copy side by side from md up (picture left or right), stacked on phones;
// - thin: a slim band of text and a link on a colour, no picture;
// - overlay: copy over the picture on a scrim, centred;
// - blockBelow: the picture, then the copy on a colour band below it.
// Colours from content go through style attributes; copy over pictures sits on a scrim.
import type { CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import type { BannerSection } from '../../contract/schemas/content'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { ContentPicture } from '../shared/ContentPicture'
import { RichHtml } from '../shared/RichHtml'
import { TargetButtons } from '../shared/TargetButtons'

const shell = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })
const fill = css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' })
const TEXT_ALIGN = { left: 'left', center: 'center', right: 'right' } as const

export function BannerBlock({ section, aboveFold }: BlockProps<BannerSection>) {
  const titleId = `banner-${section.id}`
  const colours: CSSProperties = { ...(section.backgroundColor ? { background: section.backgroundColor } : {}), ...(section.textColor ? { color: section.textColor } : {}) }
  const alignment = section.alignment ?? (section.variant === 'overlay' || section.variant === 'thin' ? 'center' : 'left')
  const targets = section.targets ?? []
  const copy = (inverse: boolean) => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} style={{ textAlign: TEXT_ALIGN[alignment], alignItems: alignment === 'center' ? 'center' : alignment === 'right' ? 'flex-end' : 'flex-start' }}>
      {section.eyebrowText && <p className={css({ textStyle: 'eyebrow' })}>{section.eyebrowText}</p>}
      {section.title && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md' })}>
          {section.url && targets.length === 0 ? (
            <ContentLink url={section.url} className={css({ _after: { content: '""', position: 'absolute', inset: '0' } })}>
              {section.title}
            </ContentLink>
          ) : (
            section.title
          )}
        </h2>
      )}
      {section.subtitle && <p className={css({ fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.5' })}>{section.subtitle}</p>}
      {section.richText && <RichHtml html={section.richText} className={css({ '& a': { textDecoration: 'underline', fontWeight: '600' } })} />}
      <TargetButtons targets={targets} inverse={inverse} alignment={alignment} />
    </div>
  )
  const picture = section.media && (
    <ContentPicture media={section.media} small={section.mediaSmall} aboveFold={aboveFold} priority={aboveFold} className={fill} pictureClassName={css({ display: 'block', h: 'full' })} />
  )
  const base = { 'aria-labelledby': section.title ? titleId : undefined, 'data-block': 'banner', 'data-variant': section.variant }

  if (section.variant === 'thin') {
    return (
      <section {...base} className={css({ bg: 'bg.subtle', position: 'relative' })} style={colours}>
        <div className={cx(css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: '4', '& h2': { fontSize: 'lg' } }))}>{copy(false)}</div>
      </section>
    )
  }
  if (section.variant === 'split') {
    return (
      <section {...base} className={shell}>
        <div
          className={css({ position: 'relative', display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, rounded: 'card', overflow: 'hidden', bg: 'bg.subtle', '&[data-media=right] > :first-child': { md: { order: 2 } } })}
          data-media={section.mediaPosition ?? 'left'}
          style={colours}
        >
          <div className={css({ aspectRatio: { base: '4 / 3', md: 'auto' }, minH: { md: '22rem' } })}>{picture}</div>
          <div className={css({ display: 'flex', alignItems: 'center', p: { base: '6', md: '10' } })}>{copy(false)}</div>
        </div>
      </section>
    )
  }
  if (section.variant === 'overlay') {
    return (
      <section {...base} className={shell}>
        <div className={css({ position: 'relative', rounded: 'card', overflow: 'hidden', aspectRatio: { base: '4 / 5', sm: '16 / 9', md: '21 / 8' }, color: 'white' })}>
          {picture}
          <div aria-hidden="true" className={css({ position: 'absolute', inset: '0', bg: 'rgb(8 14 11 / 0.5)' })} />
          <div className={css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', p: { base: '5', md: '10' } })}>
            <div className={css({ maxW: '36rem' })}>{copy(true)}</div>
          </div>
        </div>
      </section>
    )
  }
  if (section.variant === 'blockBelow') {
    return (
      <section {...base} className={shell}>
        <div className={css({ position: 'relative', rounded: 'card', overflow: 'hidden' })}>
          <div className={css({ aspectRatio: { base: '4 / 3', md: '21 / 8' } })}>{picture}</div>
          <div className={css({ bg: 'brand', color: 'brand.fg', p: { base: '5', md: '8' } })} style={colours}>
            {copy(!section.backgroundColor)}
          </div>
        </div>
      </section>
    )
  }
  // image
  return (
    <section {...base} className={shell}>
      <div className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ rounded: 'card', overflow: 'hidden', aspectRatio: { base: '4 / 3', md: '21 / 8' }, bg: 'bg.subtle' })}>
          {section.url && !section.title ? (
            <ContentLink url={section.url} className={css({ display: 'block', h: 'full' })}>
              {section.media && <ContentPicture media={section.media} small={section.mediaSmall} aboveFold={aboveFold} priority={aboveFold} className={fill} pictureClassName={css({ display: 'block', h: 'full' })} />}
            </ContentLink>
          ) : (
            picture
          )}
        </div>
        {(section.title || section.subtitle || targets.length > 0) && copy(false)}
      </div>
    </section>
  )
}
