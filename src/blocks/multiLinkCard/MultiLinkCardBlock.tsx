// Multi-link card (spec 002 section 3): a picture and a title (itself a link when it has a target)
// with a list of links under it, aligned left, centred or right.
import { css, cx } from 'styled-system/css'
import type { MultiLinkCardSection } from '../../contract/schemas/content'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { ContentPicture } from '../shared/ContentPicture'

const TITLE = { display: css({ textStyle: 'display' }), 'heading.lg': css({ textStyle: 'heading.lg' }), 'heading.md': css({ textStyle: 'heading.md' }), 'heading.sm': css({ textStyle: 'heading.sm' }) } as const

export function MultiLinkCardBlock({ section, aboveFold }: BlockProps<MultiLinkCardSection>) {
  const titleId = `multilink-${section.id}`
  const alignment = section.alignment ?? 'left'
  return (
    <section aria-labelledby={titleId} data-block="multiLinkCard" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      <div className={cx(css({ display: 'grid', gap: { base: '5', md: '8' }, alignItems: 'center', bg: 'bg.subtle', rounded: 'card', overflow: 'hidden' }), section.media ? css({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }) : css({ gridTemplateColumns: { base: '1fr', md: '1fr' } }))}>
        {section.media && (
          <div className={css({ aspectRatio: '4 / 3', h: 'full' })}>
            <ContentPicture media={section.media} aboveFold={aboveFold} className={css({ w: 'full', h: 'full', objectFit: 'cover' })} pictureClassName={css({ display: 'block', h: 'full' })} />
          </div>
        )}
        <div className={css({ p: { base: '5', md: '8' } })} style={{ textAlign: alignment }}>
          <h2 id={titleId} className={cx(TITLE[section.titleStyle ?? 'heading.md'], css({ mb: '4' }))}>
            {section.titleTarget ? (
              <ContentLink url={section.titleTarget} className={css({ _hover: { textDecoration: 'underline' } })}>
                {section.title}
              </ContentLink>
            ) : (
              section.title
            )}
          </h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {section.targets.map((target, i) => (
              <li key={`${i}-${target.url}`}>
                <ContentLink url={target.url} className={css({ display: 'inline-flex', alignItems: 'center', minH: '11', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '0.2em', _hover: { textDecorationThickness: '2px' } })}>
                  {target.text}
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
