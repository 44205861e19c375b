// The ask-question dialog and its success dialog (spec 000 section 2). The question (10–500
// characters, counted as the shopper types) and the name shown with it are checked here first; the
// submit is the engine's `product.AskQuestion`, which needs the server's word: the button says
// "Sending…" until it answers, then the success dialog replaces this one. A failure (REV410, no
// network) is shown in the dialog, with nothing the shopper typed lost.
import { Suspense, useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { NICKNAME_MAX_LENGTH, QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from '../../contract/schemas/reviews'
import type { CommandFailure } from '../../engine/commands/command'
import { useDispatch } from '../../engine/react'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { FailureMessage } from '../../ui/FailureMessage'
import { inputStyle, labelStyle } from '../../ui/formStyles'
import type { Language } from '../../ui/strings'
import { text } from './sectionStrings'

type Status = { readonly kind: 'editing' } | { readonly kind: 'sending' } | { readonly kind: 'failed'; readonly failure: CommandFailure } | { readonly kind: 'sent' }

export default function AskQuestionDialog({ productId, productName, language: lang, onClose }: { productId: string; productName: string; language: Language; onClose: () => void }) {
  const dispatch = useDispatch()
  const [question, setQuestion] = useState('')
  const [nickname, setNickname] = useState('')
  const [checked, setChecked] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const ids = { question: useId(), counter: useId(), questionError: useId(), nickname: useId(), nicknameError: useId() }
  const length = question.trim().length
  const questionError = length < QUESTION_MIN_LENGTH ? text(lang, 'ask.tooShort', { min: QUESTION_MIN_LENGTH }) : length > QUESTION_MAX_LENGTH ? text(lang, 'ask.tooLong', { max: QUESTION_MAX_LENGTH }) : null
  const nicknameError = nickname.trim() === '' ? text(lang, 'ask.nicknameMissing') : null

  if (status.kind === 'sent')
    return (
      <Dialog title={text(lang, 'ask.successTitle')} closeLabel={text(lang, 'close')} onClose={onClose} testId="ask-question-success">
        <p className={css({ mb: '5' })}>{text(lang, 'ask.successText')}</p>
        <Button onClick={onClose}>{text(lang, 'close')}</Button>
      </Dialog>
    )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (questionError || nicknameError || status.kind === 'sending') return
    setStatus({ kind: 'sending' })
    const result = await dispatch({ _tag: 'product.AskQuestion', productId, question: question.trim(), nickname: nickname.trim() })
    setStatus(result.ok ? { kind: 'sent' } : { kind: 'failed', failure: result.error })
  }

  return (
    <Dialog title={text(lang, 'ask.title')} closeLabel={text(lang, 'close')} onClose={onClose} testId="ask-question-dialog">
      <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, 'ask.intro', { product: productName })}</p>
        <div>
          <label htmlFor={ids.question} className={labelStyle}>
            {text(lang, 'ask.question')}
          </label>
          <textarea
            id={ids.question}
            value={question}
            rows={4}
            maxLength={QUESTION_MAX_LENGTH}
            aria-invalid={checked && questionError !== null}
            aria-describedby={`${ids.counter}${checked && questionError ? ` ${ids.questionError}` : ''}`}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            className={css({ w: 'full', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md', bg: 'bg', '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' } })}
          />
          <p id={ids.counter} className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
            {text(lang, 'ask.counter', { count: length, max: QUESTION_MAX_LENGTH })}
          </p>
          {checked && questionError && (
            <p id={ids.questionError} className={css({ color: 'danger', fontSize: 'sm' })}>
              {questionError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.nickname} className={labelStyle}>
            {text(lang, 'ask.nickname')}
          </label>
          <input
            id={ids.nickname}
            value={nickname}
            maxLength={NICKNAME_MAX_LENGTH}
            autoComplete="nickname"
            aria-invalid={checked && nicknameError !== null}
            aria-describedby={checked && nicknameError ? ids.nicknameError : undefined}
            onChange={(e) => setNickname(e.currentTarget.value)}
            className={inputStyle}
          />
          {checked && nicknameError && (
            <p id={ids.nicknameError} className={css({ color: 'danger', fontSize: 'sm', mt: '1' })}>
              {nicknameError}
            </p>
          )}
        </div>
        {status.kind === 'failed' && (
          <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            <Suspense fallback={null}>
              <FailureMessage failure={status.failure} language={lang} />
            </Suspense>
          </p>
        )}
        <div className={css({ display: 'flex', gap: '3' })}>
          <Button type="submit" disabled={status.kind === 'sending'}>
            {text(lang, status.kind === 'sending' ? 'ask.sending' : 'ask.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {text(lang, 'flag.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
