// Hero: full-width media with eyebrow, title, subtitle and call-to-action buttons over a gradient.
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { HeroSection } from '../../api/schemas/content'
import type { BlockProps } from '../registry'

const GRADIENT = { full: 0.35, focused: 0.5, off: 0 } as const

export function HeroBlock({ section, index }: BlockProps<typeof HeroSection.Type>) {
  const strength = GRADIENT[section.gradientStyle ?? 'focused']
  return (
    <section aria-labelledby={`hero-${section.id}`} className={css({ position: 'relative', overflow: 'hidden', bg: 'brand', color: 'white' })}>
      <img
        src={section.media.src}
        alt={section.media.alt}
        width={section.media.width}
        height={section.media.height}
        loading={index === 0 ? 'eager' : 'lazy'}
        {...(index <= 1 ? { fetchPriority: 'high' as const } : {})}
        className={css({ w: 'full', h: { base: '420px', md: '560px' }, objectFit: 'cover' })}
      />
      <div
        style={{ background: `linear-gradient(90deg, rgba(0,0,0,${Math.max(strength, 0.45) + 0.1}) 0%, rgba(0,0,0,${strength}) 55%, rgba(0,0,0,0) 100%)` }}
        className={css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center' })}
      >
        <div className={css({ maxW: '7xl', w: 'full', mx: 'auto', px: { base: '5', md: '8' } })}>
          <div className={css({ maxW: 'xl' })}>
            {section.eyebrowText && <p className={css({ textTransform: 'uppercase', letterSpacing: 'widest', fontSize: 'sm', fontWeight: 'bold', mb: '2' })}>{section.eyebrowText}</p>}
            <h2 id={`hero-${section.id}`} className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight' })}>
              {section.title}
            </h2>
            {section.subtitle && <p className={css({ mt: '3', fontSize: { base: 'md', md: 'lg' } })}>{section.subtitle}</p>}
            {section.targets.length > 0 && (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
                {section.targets.map((target) => (
                  <Link
                    key={target.url + target.text}
                    to={target.url}
                    target={target.targetAttribute}
                    className={cx(
                      css({ px: '5', py: '3', rounded: 'brand', fontWeight: 'bold' }),
                      target.style === 'secondary' ? css({ borderWidth: '2px', borderColor: 'white', color: 'white' }) : css({ bg: 'white', color: 'brand' }),
                    )}
                  >
                    {target.text}
                  </Link>
                ))}
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
