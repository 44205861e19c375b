// Differences between two states as a flat list of paths, for the inspector and the replay CLI.
export interface Change {
  readonly path: string
  readonly before: unknown
  readonly after: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

export const diffStates = (before: unknown, after: unknown, path = '', out: Change[] = [], limit = 200): Change[] => {
  if (out.length >= limit || Object.is(before, after)) return out
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    for (const key of [...keys].sort()) {
      diffStates(before[key], after[key], path ? `${path}.${key}` : key, out, limit)
    }
    return out
  }
  out.push({ path: path || '(root)', before, after })
  return out
}
