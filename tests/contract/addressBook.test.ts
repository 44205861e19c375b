// The main-address rule (spec 000 section 4): one main per type, setting one clears the other, the
// first of a type becomes main; and our choices where the spec is silent (docs/decisions/0025).
import { describe, expect, it } from 'vitest'
import { applyMainRule, mainChanges, type BookEntry } from '../../src/contract/addressBook'

const entry = (id: string, approachType: 'S' | 'B', main: boolean, seq: number): BookEntry => ({ id, approachType, main, seq })
const mains = (book: ReadonlyArray<BookEntry>) => book.filter((e) => e.main).map((e) => e.id)

describe('the main-address rule', () => {
  it('makes the first address of each type main, and only the first', () => {
    let book = applyMainRule([], { kind: 'add', id: 's1', approachType: 'S', seq: 1 })
    expect(mains(book)).toEqual(['s1'])
    book = applyMainRule(book, { kind: 'add', id: 's2', approachType: 'S', seq: 2 })
    book = applyMainRule(book, { kind: 'add', id: 'b1', approachType: 'B', seq: 3 })
    book = applyMainRule(book, { kind: 'add', id: 'b2', approachType: 'B', seq: 4 })
    expect(mains(book)).toEqual(['s1', 'b1'])
  })

  it('setting one main clears the other of its type only', () => {
    const book = [entry('s1', 'S', true, 1), entry('s2', 'S', false, 2), entry('b1', 'B', true, 3)]
    expect(mains(applyMainRule(book, { kind: 'update', id: 's2', approachType: 'S', main: true }))).toEqual(['s2', 'b1'])
    expect(mains(applyMainRule(book, { kind: 'add', id: 's3', approachType: 'S', seq: 4, main: true }))).toEqual(['b1', 's3'])
  })

  it('keeps one main while a type has addresses: "not main" on the main one changes nothing', () => {
    const book = [entry('s1', 'S', true, 1), entry('s2', 'S', false, 2)]
    expect(mains(applyMainRule(book, { kind: 'update', id: 's1', approachType: 'S', main: false }))).toEqual(['s1'])
  })

  it('when the main one is removed, the most recently added of its type becomes main; the last one leaves none', () => {
    const book = [entry('s1', 'S', true, 1), entry('s2', 'S', false, 2), entry('s3', 'S', false, 3), entry('b1', 'B', true, 4)]
    const after = applyMainRule(book, { kind: 'remove', id: 's1' })
    expect(mains(after)).toEqual(['s3', 'b1'])
    expect(mains(applyMainRule([entry('b1', 'B', true, 1)], { kind: 'remove', id: 'b1' }))).toEqual([])
    // Removing one that is not main changes no mark.
    expect(mainChanges(book.filter((e) => e.id !== 's2'), applyMainRule(book, { kind: 'remove', id: 's2' }))).toEqual([])
  })

  it('an address changing type leaves its mark behind and is main in its new type only if it is the first there or asked', () => {
    const book = [entry('s1', 'S', true, 1), entry('s2', 'S', false, 2), entry('b1', 'B', true, 3)]
    expect(mains(applyMainRule(book, { kind: 'update', id: 's1', approachType: 'B' }))).toEqual(['s2', 'b1'])
    expect(mains(applyMainRule(book, { kind: 'update', id: 's1', approachType: 'B', main: true }))).toEqual(['s1', 's2'])
    expect(mains(applyMainRule([entry('s1', 'S', true, 1)], { kind: 'update', id: 's1', approachType: 'B' }))).toEqual(['s1'])
  })

  it('names exactly the marks to write', () => {
    const before = [entry('s1', 'S', true, 1), entry('s2', 'S', false, 2)]
    expect(mainChanges(before, applyMainRule(before, { kind: 'update', id: 's2', approachType: 'S', main: true }))).toEqual([
      { id: 's1', main: false },
      { id: 's2', main: true },
    ])
  })
})
