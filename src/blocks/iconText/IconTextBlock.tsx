// Icon-and-text collections (spec 002 sections 3, 5, 9): items of an icon and a short rich text, the
// icon above the text, to its left, or in one column. Exactly four items in the icon-left or
// icon-above-text variants lay out as two columns; otherwise a row of items up to 30rem wide each.
// Icon sizes: small = md, medium = lg, large = 3xl; the gap is 1rem on small screens, 1 to 2rem on
// larger ones.
import { css, cx } from 'styled-system/css'
import type { IconTextSection } from '../../contract/schemas/content'
import { ContentIcon } from '../../ui/ContentIcon'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { RichHtml } from '../shared/RichHtml'

/** Spec 002 section 9: icon size map (the theme's font sizes md, lg and 3xl). */
export const ICON_SIZES = { small: '1rem', medium: '1.125rem', large: '1.875rem' } as const

/** Spec 002 section 5: four items in the icon-left or icon-above-text variants make two columns. */
export const isTwoColumns = (section: Pick<IconTextSection, 'items' | 'variant'>): boolean => section.items.length === 4 && section.variant !== 'one-column'

const TITLE = { display: css({ textStyle: 'display' }), 'heading.lg': css({ textStyle: 'heading.lg' }), 'heading.md': css({ textStyle: 'heading.md' }), 'heading.sm': css({ textStyle: 'heading.sm' }) } as const

export function IconTextBlock({ section }: BlockProps<IconTextSection>) {
  const titleId = `icons-${section.id}`
  const twoColumns = isTwoColumns(section)
  const size = ICON_SIZES[section.iconSize ?? 'medium']
  const layout =
    section.variant === 'one-column'
      ? css({ display: 'grid', gridTemplateColumns: '1fr', maxW: '30rem' })
      : twoColumns
        ? css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 30rem))' } })
        : css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 30rem))' })
  return (
    <section
      aria-labelledby={section.title ? titleId : undefined}
      aria-label={section.title ? undefined : section.name}
      data-block="iconText"
      data-variant={section.variant}
      data-columns={twoColumns ? 2 : undefined}
      className={css({ py: 'section' })}
      style={section.backgroundColor ? { backgroundColor: section.backgroundColor } : undefined}
    >
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } })}>
        {section.title && (
          <h2 id={titleId} className={cx(TITLE[section.titleStyle ?? 'heading.md'], css({ mb: '5' }))} style={section.titleColor ? { color: section.titleColor } : undefined}>
            {section.title}
          </h2>
        )}
        <ul className={cx(layout, css({ gap: { base: '4', md: '6', lg: '8' }, justifyContent: 'start' }))}>
          {section.items.map((item, i) => (
            <li
              key={i}
              className={cx(
                css({ display: 'flex', gap: '3', rounded: 'md' }),
                section.variant === 'icon-above-text' ? css({ flexDirection: 'column' }) : css({ flexDirection: 'row', alignItems: 'flex-start' }),
                item.backgroundColor ? css({ p: '4' }) : undefined,
              )}
              style={{ ...(item.backgroundColor ? { backgroundColor: item.backgroundColor } : {}), ...(item.textColor ? { color: item.textColor } : {}) }}
            >
              <span className={css({ flexShrink: 0, display: 'inline-flex' })} data-icon-size={section.iconSize ?? 'medium'}>
                <ContentIcon name={item.icon.name} direction={item.icon.direction} size={size} />
              </span>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <RichHtml html={item.richText} className={css({ lineHeight: '1.5', '& strong': { fontWeight: '700' }, '& a': { textDecoration: 'underline' } })} />
                {item.target && (
                  <ContentLink url={item.target.url} targetAttribute={item.target.targetAttribute} className={css({ fontWeight: '600', textDecoration: 'underline', fontSize: 'sm', minH: '6', display: 'inline-flex', alignItems: 'center' })}>
                    {item.target.text}
                  </ContentLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
