// Hero: full-bleed photography with eyebrow, title, subtitle and call-to-action buttons. On small
// screens the copy sits below the image on the brand colour (guaranteed contrast, nothing cropped
// behind text); from `md` up it is laid over the image on a scrim. `gradientStyle` sets the scrim:
// `full` darkens the whole image, `focused` darkens the side behind the copy, `off` has no scrim,
// so the copy stays below the image at every width. The box has a fixed height or aspect ratio, so
// the image never shifts the layout; above the fold the image loads eagerly with high priority.
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { HeroSection } from '../../contract/schemas/content'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'

const SCRIMS = {
  full: 'linear-gradient(90deg, rgb(8 14 11 / 0.72) 0%, rgb(8 14 11 / 0.5) 45%, rgb(8 14 11 / 0.35) 100%)',
  focused: 'linear-gradient(90deg, rgb(8 14 11 / 0.74) 0%, rgb(8 14 11 / 0.55) 38%, rgb(8 14 11 / 0) 68%)',
} as const

export function HeroBlock({ section, aboveFold }: BlockProps<typeof HeroSection.Type>) {
  const style = section.gradientStyle ?? 'focused'
  const overlay = style !== 'off'
  const titleId = `hero-${section.id}`
  return (
    <section aria-labelledby={titleId} className={css({ position: 'relative', bg: 'brand', color: 'brand.fg', overflow: 'hidden' })} data-block="hero">
      <div
        className={cx(
          css({ position: 'relative', aspectRatio: { base: '16 / 10', sm: '16 / 8' } }),
          overlay && css({ md: { aspectRatio: 'auto', h: 'clamp(28rem, 40vw, 40rem)' } }),
          !overlay && css({ md: { aspectRatio: '16 / 6' } }),
        )}
      >
        <img
          src={section.media.src}
          alt={section.media.alt}
          width={section.media.width}
          height={section.media.height}
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          decoding={aboveFold ? 'sync' : 'async'}
          className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', objectPosition: 'center' })}
        />
        {overlay && (
          <div aria-hidden="true" className={css({ display: { base: 'none', md: 'block' }, position: 'absolute', inset: '0' })} style={{ backgroundImage: SCRIMS[style] }} />
        )}
      </div>
      <div className={cx(css({ position: 'relative' }), overlay && css({ md: { position: 'absolute', inset: '0', display: 'flex', alignItems: 'center' } }))}>
        <div className={css({ w: 'full', maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: overlay ? '12' : '10' } })}>
          <div className={css({ maxW: '36rem', display: 'flex', flexDirection: 'column', gap: { base: '3', md: '4' } })}>
            {section.eyebrowText && <p className={css({ textStyle: 'eyebrow', opacity: 0.92 })}>{section.eyebrowText}</p>}
            <h2 id={titleId} className={css({ textStyle: 'display' })}>
              {section.title}
            </h2>
            {section.subtitle && <p className={css({ fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.5', maxW: '30rem' })}>{section.subtitle}</p>}
            {section.targets.length > 0 && (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: { base: '2', md: '3' } })}>
                {section.targets.map((target) => (
                  <ContentLink
                    key={target.url + target.text}
                    url={target.url}
                    targetAttribute={target.targetAttribute}
                    className={button({ variant: target.style === 'secondary' ? 'inverseOutline' : 'inverse', size: 'lg' })}
                  >
                    {target.text}
                  </ContentLink>
                ))}
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
