// Path templates of the spec ("/cart/v1/cart/{basketId}/item") compiled to matchers that return
// the named segments, decoded.

export type PathParams = Record<string, string>
export type PathMatcher = (path: string) => PathParams | undefined

export const compileTemplate = (template: string): PathMatcher => {
  const names: string[] = []
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)
      if (param) {
        names.push(param[1] as string)
        return '([^/]+)'
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  const regex = new RegExp(`^${source}/?$`)
  return (path) => {
    const match = regex.exec(path)
    if (!match) return undefined
    const params: PathParams = {}
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] as string)))
    } catch {
      return undefined
    }
    return params
  }
}
