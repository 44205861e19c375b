// Container sections hold sections: an experience (baselines and each variant's targets), a
// segmentation (baselines and each segment's targets), a filter-by section (its targets). One table
// says where their children are, so decoding and prefetching reach nested sections the way they
// reach a page's (sanitising reaches every rich-text field at any depth: ./richText/sanitize.ts). Works on raw content (unknown) and on decoded sections alike.

/** Where a container type keeps its child lists: lists of sections, and lists of groups each holding one. */
const CHILD_LISTS: Readonly<Record<string, { readonly lists: ReadonlyArray<string>; readonly groups: ReadonlyArray<readonly [group: string, list: string]> }>> = {
  experience: { lists: ['baselines'], groups: [['variants', 'targets']] },
  segmentation: { lists: ['baselines'], groups: [['segments', 'targets']] },
  filterBy: { lists: ['targets'], groups: [] },
}

const recordOf = (value: unknown): Record<string, unknown> | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined)

const typeOf = (section: unknown): string | undefined => {
  const type = recordOf(section)?.type
  return typeof type === 'string' ? type : undefined
}

export const isContainer = (section: unknown): boolean => {
  const type = typeOf(section)
  return type !== undefined && Object.hasOwn(CHILD_LISTS, type)
}

type Children = ReadonlyArray<unknown>

/** The section with each child list replaced by `f(list)`; other sections as they are. */
export const mapChildLists = <S>(section: S, f: (children: Children) => Children): S => {
  const type = typeOf(section)
  const record = recordOf(section)
  if (type === undefined || record === undefined || !Object.hasOwn(CHILD_LISTS, type)) return section
  const { lists, groups } = CHILD_LISTS[type]!
  const next: Record<string, unknown> = { ...record }
  for (const list of lists) if (Array.isArray(record[list])) next[list] = f(record[list] as Children)
  for (const [group, list] of groups) {
    if (!Array.isArray(record[group])) continue
    next[group] = (record[group] as Children).map((item) => {
      const entry = recordOf(item)
      return entry && Array.isArray(entry[list]) ? { ...entry, [list]: f(entry[list] as Children) } : item
    })
  }
  return next as S
}

/** The sections a container holds directly (every list: baselines, variants', segments' targets); none for other sections. */
export const childSectionsOf = <S>(section: S): S[] => {
  const out: S[] = []
  mapChildLists(section, (children) => (out.push(...(children as ReadonlyArray<S>)), children))
  return out
}

/** Every section of a list and, depth first, every section nested in containers. */
export const allSections = <S>(sections: ReadonlyArray<S>): S[] => {
  const out: S[] = []
  const visit = (list: Children) => {
    for (const section of list) {
      out.push(section as S)
      mapChildLists(section, (children) => (visit(children), children))
    }
  }
  visit(sections)
  return out
}
