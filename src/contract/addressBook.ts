// The main-address rule of a shopper's address book (spec 000 section 4, "Main address"): only one
// main address per type (S shipping, B billing), setting one clears the other, and the first
// address of a type becomes main automatically. Where the spec is silent (docs/decisions/0025): a
// type that holds addresses always has exactly one main — asking for "not main" on the main address
// changes nothing, and when the main one is removed (or changes type) the most recently added
// address left of that type becomes main, as with saved cards (docs/decisions/0015). Pure: the
// reference services decide with it, the account page explains the same outcome.

export type ApproachType = 'S' | 'B'

export interface BookEntry {
  readonly id: string
  readonly approachType: ApproachType
  readonly main: boolean
  /** Order of adding: "the most recently added" when the main one goes. */
  readonly seq: number
}

export type BookChange =
  | { readonly kind: 'add'; readonly id: string; readonly approachType: ApproachType; readonly seq: number; readonly main?: boolean | undefined }
  | { readonly kind: 'update'; readonly id: string; readonly approachType: ApproachType; readonly main?: boolean | undefined }
  | { readonly kind: 'remove'; readonly id: string }

/** Each type that holds addresses gets exactly one main: `chosen` when named, else the one already main, else the most recent. */
const settle = (entries: ReadonlyArray<BookEntry>, chosen: { readonly id: string; readonly approachType: ApproachType } | undefined): BookEntry[] => {
  const mainOf = new Map<ApproachType, string>()
  for (const type of ['S', 'B'] as const) {
    const ofType = entries.filter((e) => e.approachType === type)
    if (ofType.length === 0) continue
    const pick =
      chosen && chosen.approachType === type
        ? chosen.id
        : (ofType.find((e) => e.main)?.id ?? ofType.reduce((latest, e) => (e.seq > latest.seq ? e : latest)).id)
    mainOf.set(type, pick)
  }
  return [...entries].sort((a, b) => a.seq - b.seq).map((e) => ({ ...e, main: mainOf.get(e.approachType) === e.id }))
}

/** The address book after a change, with the main flags the rule gives (the entries' order: as added). */
export const applyMainRule = (entries: ReadonlyArray<BookEntry>, change: BookChange): BookEntry[] => {
  switch (change.kind) {
    case 'add': {
      const added: BookEntry = { id: change.id, approachType: change.approachType, main: false, seq: change.seq }
      return settle([...entries, added], change.main === true ? added : undefined)
    }
    case 'update': {
      const before = entries.find((e) => e.id === change.id)
      if (!before) return settle(entries, undefined)
      // An address moving to the other type leaves its main mark behind (the old type elects another).
      const moved = before.approachType !== change.approachType
      const updated: BookEntry = { ...before, approachType: change.approachType, main: moved ? false : before.main }
      return settle(
        entries.map((e) => (e.id === change.id ? updated : e)),
        change.main === true ? updated : undefined,
      )
    }
    case 'remove':
      return settle(
        entries.filter((e) => e.id !== change.id),
        undefined,
      )
  }
}

/** The entries whose main flag differs between two books (what to write). */
export const mainChanges = (before: ReadonlyArray<BookEntry>, after: ReadonlyArray<BookEntry>): ReadonlyArray<{ readonly id: string; readonly main: boolean }> =>
  after.filter((a) => before.find((b) => b.id === a.id)?.main !== a.main).map((a) => ({ id: a.id, main: a.main }))
