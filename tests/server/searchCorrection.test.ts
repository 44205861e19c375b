// Which known word a misspelt word is corrected to (server/commerce/searchQuery.ts chooseCorrection),
// from the nearest words the database finds by trigram distance.
import { describe, expect, it } from 'vitest'
import { chooseCorrection, type Candidate } from '../../server/commerce/searchQuery.ts'

const c = (term: string, similarity: number, frequency = 1): Candidate => ({ term, similarity, frequency })

describe('chooseCorrection', () => {
  it('takes a word with two neighbouring letters swapped, however low its similarity', () => {
    expect(chooseCorrection('jakcet', [c('jackets', 0.36, 50), c('jacket', 0.27, 40)])).toBe('jacket')
    expect(chooseCorrection('helemt', [c('helmets', 0.25), c('helmet', 0.27)])).toBe('helmet')
  })

  it('else the most similar word from 0.3 on, and none below', () => {
    expect(chooseCorrection('sleping', [c('sleeve', 0.33), c('sleeping', 0.7)])).toBe('sleeping')
    expect(chooseCorrection('mrinoo', [c('merino', 0.27), c('map', 0.1)])).toBeUndefined()
    expect(chooseCorrection('xyzzy', [])).toBeUndefined()
  })

  it('of equally similar words, the one closest in length, then the most used', () => {
    expect(chooseCorrection('sandls', [c('sand', 0.5, 90), c('sandals', 0.5, 20)])).toBe('sandals')
    expect(chooseCorrection('bots', [c('bolt', 0.4, 2), c('boot', 0.4, 30)])).toBe('boot')
  })

  it('never corrects a word to itself', () => {
    expect(chooseCorrection('tent', [c('tent', 1), c('tents', 0.6)])).toBe('tents')
  })
})
