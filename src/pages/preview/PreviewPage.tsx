// The editors' preview tool (spec 002 sections 2, 5, 6 and 7): a form with the doc type (required:
// "Doc type is required", through the generic `required` validator), an optional layout variant and
// the limit (10, 20 or 50; 20 by default), and Go. The results of the showcase call (sandbox channel)
// show each as "id | name" above the rendered block, in preview mode (each block carries its
// content's metadata attributes); "No results." when there are none, a skeleton while loading, nothing
// when the call fails (the result is cleared). The form is a GET form, so it works before hydration.
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { Site } from '../../api/queries'
import { Blocks } from '../../blocks/BlockRenderer'
import { showcaseQuery } from './showcaseQuery'
import { BLOCKS } from '../../blocks/registry'
import { SHOWCASE_LIMITS } from '../../contract/showcase'
import { check, required } from '../../contract/validators'
import { Button } from '../../ui/Button'
import { inputStyle, labelStyle } from '../../ui/formStyles'
import { Skeleton, SkeletonText } from '../../ui/Skeleton'
import type { Language } from '../../ui/strings'
import { isShowcaseLimit, limitOf, type PreviewSearch, type ShowcaseLimit } from './previewSearch'
import { PREVIEW_TITLE } from './previewTitle'
import { pt } from './strings'

/** Every content type the store renders, by name. */
export const DOC_TYPES: ReadonlyArray<string> = Object.keys(BLOCKS).sort()

const shell = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' })
const form = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 2fr 1fr auto' }, alignItems: 'start', mb: '8' })
const error = css({ color: 'danger', fontSize: 'sm', mt: '1' })
const resultHeading = css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', borderBottomWidth: '1px', borderColor: 'border', py: '2', mb: '2' })

export interface PreviewPageProps {
  readonly site: Site & { readonly language: Language }
  readonly search: PreviewSearch
  readonly onSearch: (search: PreviewSearch) => void
}

export function PreviewPage({ site, search, onSearch }: PreviewPageProps) {
  const lang = site.language
  const ids = { docType: useId(), error: useId(), layout: useId(), limit: useId() }
  const docTypeRef = useRef<HTMLSelectElement>(null)
  const [docTypeError, setDocTypeError] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const docType = String(data.get('docType') ?? '')
    const layoutVariant = String(data.get('layoutVariant') ?? '').trim()
    const limit = Number(data.get('limit'))
    if (check(docType, [required])) {
      setDocTypeError(true)
      docTypeRef.current?.focus()
      return
    }
    setDocTypeError(false)
    onSearch({ docType, ...(layoutVariant ? { layoutVariant } : {}), limit: isShowcaseLimit(limit) ? limit : limitOf({}) })
  }

  return (
    <div className={shell}>
      <h1 className={css({ textStyle: 'heading.lg', mb: '2' })}>{PREVIEW_TITLE[lang]}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{pt(lang, 'preview.intro')}</p>
      <form method="get" noValidate onSubmit={submit} aria-label={pt(lang, 'preview.form')} className={form}>
        <div>
          <label htmlFor={ids.docType} className={labelStyle}>
            {pt(lang, 'preview.docType')}
          </label>
          <select
            id={ids.docType}
            ref={docTypeRef}
            name="docType"
            defaultValue={search.docType ?? ''}
            aria-required="true"
            aria-invalid={docTypeError}
            aria-describedby={docTypeError ? ids.error : undefined}
            onChange={() => setDocTypeError(false)}
            className={inputStyle}
          >
            <option value="">{pt(lang, 'preview.docTypeChoose')}</option>
            {DOC_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {docTypeError && (
            <p id={ids.error} role="alert" className={error}>
              {pt(lang, 'preview.docTypeRequired')}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.layout} className={labelStyle}>
            {pt(lang, 'preview.layoutVariant')}
          </label>
          <input id={ids.layout} name="layoutVariant" maxLength={60} defaultValue={search.layoutVariant ?? ''} className={inputStyle} />
        </div>
        <div>
          <label htmlFor={ids.limit} className={labelStyle}>
            {pt(lang, 'preview.limit')}
          </label>
          <select id={ids.limit} name="limit" defaultValue={String(limitOf(search))} className={inputStyle}>
            {SHOWCASE_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className={css({ mt: { md: '6' } })}>
          {pt(lang, 'preview.go')}
        </Button>
      </form>
      {search.docType ? <ShowcaseResults site={site} docType={search.docType} layoutVariant={search.layoutVariant} limit={limitOf(search)} /> : null}
    </div>
  )
}

function ShowcaseResults({ site, docType, layoutVariant, limit }: { site: PreviewPageProps['site']; docType: string; layoutVariant: string | undefined; limit: ShowcaseLimit }) {
  const lang = site.language
  const { data, isPending, isError } = useQuery(showcaseQuery(site, docType, layoutVariant, limit))
  const headingId = useId()
  if (isError) return null
  return (
    <section aria-labelledby={headingId} aria-busy={isPending ? true : undefined} data-testid="preview-results">
      <h2 id={headingId} className={css({ srOnly: true })}>
        {pt(lang, 'preview.results')}
      </h2>
      {isPending ? (
        <div data-testid="preview-skeleton" className={css({ display: 'grid', gap: '6' })}>
          {/* Read by screen readers only (not the UI kit's VisuallyHidden: importing it here split it from the price chunk every listing loads). */}
          <span className={css({ srOnly: true })}>{pt(lang, 'preview.loading')}</span>
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className={css({ display: 'grid', gap: '3' })}>
              <Skeleton width="16rem" height="1rem" />
              <Skeleton height="12rem" radius="card" />
              <SkeletonText lines={2} />
            </div>
          ))}
        </div>
      ) : data.length === 0 ? (
        <p className={css({ py: '8', textAlign: 'center' })}>{pt(lang, 'preview.none')}</p>
      ) : (
        data.map((section) => (
          <article key={section.id} data-testid="preview-result" className={css({ mb: '10' })}>
            <h3 className={resultHeading}>{`${section.id} | ${section.name}`}</h3>
            <Blocks sections={[section]} site={site} preview />
          </article>
        ))
      )}
    </section>
  )
}
