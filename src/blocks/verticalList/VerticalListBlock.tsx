// The vertical list (spec 002 section 2, with the collections): items one under the other, each with
// an optional small picture beside its title and text, the whole item a link when it has one.
import { css, cx } from 'styled-system/css'
import type { VerticalListSection } from '../../contract/schemas/content'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { ContentPicture } from '../shared/ContentPicture'

export function VerticalListBlock({ section, aboveFold }: BlockProps<VerticalListSection>) {
  const titleId = `list-${section.id}`
  return (
    <section aria-labelledby={section.title ? titleId : undefined} data-block="verticalList" className={css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      {section.title && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '4' })}>
          {section.title}
        </h2>
      )}
      <ul className={css({ display: 'flex', flexDirection: 'column', borderTopWidth: '1px', borderColor: 'border' })}>
        {section.items.map((item, i) => {
          const body = (
            <>
              {item.media && (
                <span className={css({ flexShrink: 0, w: '20', h: '20', rounded: 'md', overflow: 'hidden', bg: 'bg.subtle' })}>
                  <ContentPicture media={item.media} aboveFold={aboveFold} decorative className={css({ w: 'full', h: 'full', objectFit: 'cover' })} pictureClassName={css({ display: 'block', h: 'full' })} />
                </span>
              )}
              <span className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <span className={css({ fontWeight: '600', _groupHover: { textDecoration: 'underline' } })}>{item.title}</span>
                {item.text && <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{item.text}</span>}
              </span>
            </>
          )
          const row = css({ display: 'flex', alignItems: 'center', gap: '4', py: '4', borderBottomWidth: '1px', borderColor: 'border' })
          return (
            <li key={`${i}-${item.title}`}>
              {item.url ? (
                <ContentLink url={item.url} className={cx('group', row)}>
                  {body}
                </ContentLink>
              ) : (
                <div className={row}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
