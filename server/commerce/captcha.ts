// The reference services' captcha check. A real deployment verifies the answer with the captcha
// provider; the reference accepts exactly one documented test answer (README), the way captcha
// providers publish test keys, so tests and demos can pass it and a wrong answer can be shown.
import { ApiError } from '../http/errors.ts'

export const CAPTCHA_TEST_ANSWER = 'reference-captcha-pass'

/** 403 AUT403 unless `answer` is the accepted answer. */
export const requireCaptcha = (answer: unknown): void => {
  if (answer !== CAPTCHA_TEST_ANSWER) throw new ApiError(403, 'AUT403', 'The captcha answer is missing or wrong')
}
