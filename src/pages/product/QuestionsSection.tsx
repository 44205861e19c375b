// The questions section (loaded near the viewport): published questions with their answers (the
// brand's team first), a helpful vote on each answer, "Ask a question" (the ask-question dialog,
// whose code loads when it opens) and the questions this shopper asked that wait for an answer.
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { questionsQuery } from '../../api/productQueries'
import type { Question } from '../../contract/schemas/reviews'
import { selectFeedback, useEngineState } from '../../engine/react'
import type { SiteContext } from '../../site/useSite'
import { dateText, text } from './sectionStrings'
import { smallButton, VoteButtons } from './VoteButtons'

const AskQuestionDialog = lazy(() => import('./AskQuestionDialog'))

export const QUESTIONS_PAGE = 5

export default function QuestionsSection({ productId, productName, site }: { productId: string; productName: string; site: SiteContext }) {
  const lang = site.language
  const [count, setCount] = useState(QUESTIONS_PAGE)
  const [asking, setAsking] = useState(false)
  const { data, isPending } = useQuery(questionsQuery(site, productId, { sort: 'newest', start: 0, count }))
  const mine = useEngineState((state) => selectFeedback(state).questions.filter((q) => q.productId === productId && q.status === 'pending').length)
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{data ? text(lang, 'questions.count', { count: data.total }) : ''}</p>
        <button type="button" className={cx(smallButton, css({ fontWeight: 'semibold' }))} onClick={() => setAsking(true)}>
          {text(lang, 'questions.ask')}
        </button>
      </div>
      {mine > 0 && <p role="status" className={css({ fontSize: 'sm' })}>{text(lang, 'questions.yours', { count: mine })}</p>}
      {isPending ? (
        <p role="status">{text(lang, 'status.loading')}</p>
      ) : data && data.total === 0 ? (
        <p>{text(lang, 'questions.none')}</p>
      ) : (
        <ul className={css({ display: 'grid' })} data-testid="question-list">
          {data?.questions.map((q) => <QuestionItem key={q.id} question={q} productId={productId} site={site} />)}
        </ul>
      )}
      {data && data.questions.length < data.total && (
        <button type="button" className={cx(smallButton, css({ justifySelf: 'start' }))} onClick={() => setCount((n) => Math.min(50, n + QUESTIONS_PAGE))}>
          {text(lang, 'questions.more')}
        </button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <AskQuestionDialog productId={productId} productName={productName} language={lang} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  )
}

function QuestionItem({ question, productId, site }: { question: Question; productId: string; site: SiteContext }) {
  const lang = site.language
  return (
    <li data-testid="question" lang={question.language} className={css({ py: '4', borderBottomWidth: '1px', borderColor: 'border', display: 'grid', gap: '2' })}>
      <h3 className={css({ fontWeight: 'bold' })}>Q: {question.text}</h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, 'questions.asked', { author: question.author, date: dateText(question.createdAt, site.locale) })}</p>
      {question.answers.length === 0 ? (
        <p className={css({ fontSize: 'sm' })}>{text(lang, 'questions.unanswered')}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', pl: { base: '3', md: '5' }, borderLeftWidth: '2px', borderColor: 'border' })}>
          {question.answers.map((a) => (
            <li key={a.id} data-testid="answer" className={css({ display: 'grid', gap: '1.5' })}>
              <p>
                {a.staff && <span className={css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', mr: '2', color: 'accent' })}>{text(lang, 'questions.staff')}</span>}
                A: {a.text}
              </p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, 'questions.answered', { author: a.author, date: dateText(a.createdAt, site.locale) })}</p>
              <VoteButtons target="answer" productId={productId} id={a.id} counts={a} language={lang} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
