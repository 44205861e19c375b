// The article page (spec 002 sections 2, 9): hero media, eyebrow, title, subtitle, the date (unless
// hidden), the tags and the text; then, when the content names a related-content label, up to four
// other articles sharing a tag, under that label (the content service's article search, prefetched
// by the route's loader so the server renders them).
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { RELATED_ARTICLES_LIMIT } from '../../contract/contentRules'
import type { ArticlePageSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import type { BlockProps } from '../registry'
import { prose } from '../richText/RichTextBlock'
import { ContentPicture } from '../shared/ContentPicture'
import { RichHtml } from '../shared/RichHtml'
import { bt } from '../strings'
import { ArticleCard, articleDate } from './ArticleCard'
import { articleSearchQuery, relatedSearch } from './articleQueries'

export function ArticlePageBlock({ section, site, aboveFold }: BlockProps<ArticlePageSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const wantsRelated = Boolean(section.relatedTitle) && section.tags.length > 0
  const related = useQuery({ ...articleSearchQuery(site, relatedSearch(section)), enabled: wantsRelated })
  const others = (related.data?.result ?? []).filter((article) => article.id !== section.articleId).slice(0, RELATED_ARTICLES_LIMIT)
  const relatedId = `related-${section.id}`
  return (
    <div data-block="articlePage">
      <div className={css({ aspectRatio: { base: '16 / 10', md: '21 / 8' }, bg: 'bg.subtle', overflow: 'hidden' })}>
        <ContentPicture media={section.media} aboveFold={aboveFold} priority={aboveFold} className={css({ w: 'full', h: 'full', objectFit: 'cover' })} pictureClassName={css({ display: 'block', h: 'full' })} />
      </div>
      <header className={css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, pt: { base: '6', md: '10' }, display: 'flex', flexDirection: 'column', gap: '3' })}>
        {section.eyebrow && <p className={css({ textStyle: 'eyebrow', color: 'accent.text' })}>{section.eyebrow}</p>}
        <h1 className={css({ textStyle: 'heading.lg' })}>{section.title}</h1>
        {section.subtitle && <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', lineHeight: '1.5' })}>{section.subtitle}</p>}
        <p className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          {!section.hideDate && (
            <time dateTime={section.date} data-testid="article-date">
              {bt(lang, 'articles.published', { date: articleDate(section.date, site.locale) })}
            </time>
          )}
          {section.tags.map((tag) => (
            <span key={tag.id} className={css({ px: '2', py: '0.5', rounded: 'chip', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border' })}>
              {tag.label}
            </span>
          ))}
        </p>
      </header>
      {section.richText && <RichHtml html={section.richText} className={prose} />}
      {wantsRelated && others.length > 0 && (
        <section aria-labelledby={relatedId} className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
          <h2 id={relatedId} className={css({ textStyle: 'heading.md', mb: '5' })}>
            {section.relatedTitle}
          </h2>
          <ul className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
            {others.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={site.locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
