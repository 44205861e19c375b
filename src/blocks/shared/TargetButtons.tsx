// A row of call-to-action buttons from content (a hero's, a banner's, the CTA block's): each target a
// button-styled link in its style, optionally all the same width, aligned as content says.
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Target } from '../../contract/schemas/content'
import { ContentLink } from '../../ui/ContentLink'

export interface TargetButtonsProps {
  readonly targets: ReadonlyArray<Target>
  /** Over photography or a dark band: the light button styles. */
  readonly inverse?: boolean
  readonly equalSize?: boolean
  readonly alignment?: 'left' | 'center' | 'right'
  readonly size?: 'md' | 'lg'
  readonly className?: string
}

/** The button recipe's classes by band (light or over photography), target style and size: each call written out, so the build answers it (src/build/staticCss.ts). */
const BUTTON = {
  light: {
    primary: { md: button({ variant: 'primary', size: 'md' }), lg: button({ variant: 'primary', size: 'lg' }) },
    secondary: { md: button({ variant: 'secondary', size: 'md' }), lg: button({ variant: 'secondary', size: 'lg' }) },
    tertiary: { md: button({ variant: 'ghost', size: 'md' }), lg: button({ variant: 'ghost', size: 'lg' }) },
  },
  inverse: {
    primary: { md: button({ variant: 'inverse', size: 'md' }), lg: button({ variant: 'inverse', size: 'lg' }) },
    secondary: { md: button({ variant: 'inverseOutline', size: 'md' }), lg: button({ variant: 'inverseOutline', size: 'lg' }) },
    tertiary: { md: button({ variant: 'inverseOutline', size: 'md' }), lg: button({ variant: 'inverseOutline', size: 'lg' }) },
  },
} as const

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const

const link = css({ fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '0.2em', minH: '11', display: 'inline-flex', alignItems: 'center', _hover: { textDecorationThickness: '2px' } })

export function TargetButtons({ targets, inverse = false, equalSize = false, alignment = 'left', size = 'md', className }: TargetButtonsProps) {
  if (targets.length === 0) return null
  return (
    <div
      className={cx(css({ display: 'flex', flexWrap: 'wrap', gap: '3' }), equalSize && css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', maxW: '36rem' }), className)}
      style={{ justifyContent: JUSTIFY[alignment] }}
      data-equal-size={equalSize ? '' : undefined}
    >
      {targets.map((target, i) => (
        <ContentLink
          key={`${i}-${target.url}`}
          url={target.url}
          targetAttribute={target.targetAttribute}
          className={target.style === 'link' ? link : BUTTON[inverse ? 'inverse' : 'light'][(target.style ?? 'primary') as 'primary' | 'secondary' | 'tertiary'][size]}
        >
          {target.text}
        </ContentLink>
      ))}
    </div>
  )
}
