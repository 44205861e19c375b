// Benefit bar (spec 002 sections 3, 4): a band with a benefit (a logo, a title and subtitle, links, an
// (i) button that discloses its conditions), on a colour or a background picture, left or centred.
// With showCloseButton the shopper can close it for good: the closed flag is kept in a cookie, so the
// server leaves the bar out too.
import { useId, useState, type CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import type { BenefitBarSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentIcon } from '../../ui/ContentIcon'
import { imageUrl } from '../../ui/imageUrl'
import type { BlockProps } from '../registry'
import { useClosedFlag } from '../shared/closedFlags'
import { TargetButtons } from '../shared/TargetButtons'
import { bt } from '../strings'

export function BenefitBarBlock({ section, site }: BlockProps<BenefitBarSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const [closed, close] = useClosedFlag('benefitBar', section.id)
  const [infoOpen, setInfoOpen] = useState(false)
  const infoId = useId()
  if (closed) return null
  const centred = section.alignment === 'center'
  const style: CSSProperties = {
    ...(section.backgroundColor ? { backgroundColor: section.backgroundColor } : {}),
    ...(section.textColor ? { color: section.textColor } : {}),
    ...(section.backgroundImage ? { backgroundImage: `url("${imageUrl(section.backgroundImage.src, section.backgroundImage).replace(/["\\\n]/g, '')}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
  }
  return (
    <aside aria-label={section.title} data-block="benefitBar" className={css({ bg: 'bg.subtle', color: 'fg' })} style={style}>
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: '3', display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })} style={{ justifyContent: centred ? 'center' : 'flex-start', textAlign: centred ? 'center' : 'left' }}>
        {section.logo && <img src={imageUrl(section.logo.src, section.logo)} alt={section.logo.alt} width={section.logo.width} height={section.logo.height} className={css({ h: '8', w: 'auto' })} />}
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <p className={css({ fontWeight: '700' })}>{section.title}</p>
          {section.subtitle && <p className={css({ fontSize: 'sm' })}>{section.subtitle}</p>}
        </div>
        {section.infoIcon && (
          <button type="button" aria-expanded={infoOpen} aria-controls={infoId} onClick={() => setInfoOpen((o) => !o)} aria-label={bt(lang, 'blocks.info')} className={css({ w: '11', h: '11', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', rounded: 'full', cursor: 'pointer', _hover: { bg: 'rgb(127 127 127 / 0.15)' } })}>
            <ContentIcon name="info" size="1.25rem" />
          </button>
        )}
        {section.targets && <TargetButtons targets={section.targets} size="md" />}
        {section.showCloseButton && (
          <button type="button" onClick={close} aria-label={bt(lang, 'blocks.closeNamed', { name: section.title })} data-testid="benefit-close" className={cx(centred ? css({ ml: '0' }) : css({ ml: 'auto' }), css({ w: '11', h: '11', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', rounded: 'full', cursor: 'pointer', fontSize: 'xl', _hover: { bg: 'rgb(127 127 127 / 0.15)' } }))}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {section.infoIcon && (
          <p id={infoId} hidden={!infoOpen} className={css({ flexBasis: 'full', fontSize: 'sm' })}>
            {section.infoIcon.text}
          </p>
        )}
      </div>
    </aside>
  )
}
