// An article's card in a grid (the article grid, an article page's related articles): its picture,
// eyebrow, title (the card's link), date and tags.
import { css, cx } from 'styled-system/css'
import type { Article } from '../../contract/schemas/search'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import { imageUrl } from '../../ui/imageUrl'
import { dateTimeFormat } from '../../contract/intlDates'

/** An ISO date (YYYY-MM-DD) in the site's language, e.g. "2 October 2025". */
export const articleDate = (iso: string, locale: Locale): string => {
  const date = new Date(`${iso}T12:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export function ArticleCard({ article, locale, headingLevel = 3 }: { article: Article; locale: Locale; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={cx('group', css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '2' }))} data-article={article.id}>
      <span className={css({ display: 'block', rounded: 'card', overflow: 'hidden', aspectRatio: '16 / 10', bg: 'bg.subtle', order: '-1' })}>
        <img src={imageUrl(article.picture.url, { width: 400, height: 250 })} alt="" width={400} height={250} loading="lazy" decoding="async" className={css({ w: 'full', h: 'full', objectFit: 'cover', transition: 'transform 400ms', _groupHover: { transform: 'scale(1.04)' } })} />
      </span>
      {article.eyebrow && <p className={css({ textStyle: 'eyebrow', color: 'fg.muted' })}>{article.eyebrow}</p>}
      <Heading className={css({ fontWeight: '700', fontSize: 'lg', lineHeight: '1.3' })}>
        <ContentLink url={article.url} className={css({ _after: { content: '""', position: 'absolute', inset: '0' }, _groupHover: { textDecoration: 'underline' } })}>
          {article.title}
        </ContentLink>
      </Heading>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <time dateTime={article.date}>{articleDate(article.date, locale)}</time>
        {article.tags.length > 0 && ` · ${article.tags.map((tag) => tag.label).join(', ')}`}
      </p>
    </article>
  )
}
