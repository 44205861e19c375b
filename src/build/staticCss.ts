// Vite plugin: Panda's `css({...})` calls whose styles are written out in full are made once, when
// their module loads, instead of on every render. Panda's `css` runs at run time: each call turns its
// object into JSON twice (`mergeCss`'s and `css`'s memo keys) to find the class names it made before.
// A product page rendered on the server made about a thousand such calls (3-4 % of its CPU time under
// load, `npm run bench:profile`) for styles that never change. A call is hoisted when it is inside a function and every argument is a literal
// (strings, numbers, and objects and arrays of them): the constant holds the very class names the
// call would answer. Calls with a value from the render (a prop, a condition) stay where they are.
// Panda's extraction reads the source files, not this output, so the stylesheet is unchanged.
import MagicString from 'magic-string'
import { parseAst, type Plugin } from 'vite'

/* The ESTree nodes read here (rolldown's parser answers ESTree with `start`/`end` offsets). */
interface Node {
  readonly type: string
  readonly start: number
  readonly end: number
  readonly [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])

/** A value written out in full: a literal, or an object or array of them (no spread, no computed key, no method). */
export const isStaticValue = (node: Node): boolean => {
  switch (node.type) {
    case 'Literal':
      return node.regex === undefined && typeof node.value !== 'bigint'
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
    case 'UnaryExpression':
      return (node.operator === '-' || node.operator === '+') && isNode(node.argument) && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
    case 'ArrayExpression':
      return (node.elements as Array<Node | null>).every((element) => element !== null && element.type !== 'SpreadElement' && isStaticValue(element))
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (property) =>
          property.type === 'Property' &&
          property.kind === 'init' &&
          property.method !== true &&
          property.shorthand !== true &&
          (property.computed !== true || (property.key as Node).type === 'Literal') &&
          isStaticValue(property.value as Node),
      )
    default:
      return false
  }
}

/** The local names `css` is imported under from Panda's generated `styled-system/css`. */
const cssImports = (program: Node): string[] =>
  (program.body as Node[])
    .filter((statement) => statement.type === 'ImportDeclaration' && /(^|\/)styled-system\/css(\/index\.m?js)?$/.test(String((statement.source as Node).value)))
    .flatMap((statement) => statement.specifiers as Node[])
    .filter((specifier) => specifier.type === 'ImportSpecifier' && ((specifier.imported as Node).name ?? (specifier.imported as Node).value) === 'css')
    .map((specifier) => String((specifier.local as Node).name))

/** The module's code with its static `css()` calls inside functions made once at load; undefined when there are none. */
export const hoistStaticCss = (code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined => {
  if (!code.includes('styled-system/css')) return undefined
  const program = parseAst(code, { lang: 'js' }) as unknown as Node
  const names = new Set(cssImports(program))
  if (names.size === 0) return undefined

  const hoisted: Node[] = []
  let unsafe = false
  const visit = (node: Node, parent: Node | undefined, key: string, inFunction: boolean): void => {
    if (node.type === 'Identifier' && names.has(String(node.name))) {
      // Read anywhere else than as the callee of a call or in its import (passed on, shadowed by a
      // local of the same name): leave the module as it is.
      const asCallee = parent?.type === 'CallExpression' && key === 'callee'
      const asImport = parent?.type === 'ImportSpecifier'
      const asMemberObject = parent?.type === 'MemberExpression' && key === 'object'
      // A property's name (`{ css: … }`, `x.css`) is not the binding.
      const asName = (parent?.type === 'Property' && key === 'key' && parent.computed !== true) || (parent?.type === 'MemberExpression' && key === 'property' && parent.computed !== true)
      if (!asCallee && !asImport && !asMemberObject && !asName) unsafe = true
    }
    if (
      inFunction &&
      node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.type === 'Identifier' &&
      names.has(String(node.callee.name)) &&
      (node.arguments as Node[]).length > 0 &&
      (node.arguments as Node[]).every(isStaticValue)
    ) {
      hoisted.push(node)
      return
    }
    const inside = inFunction || FUNCTIONS.has(node.type)
    for (const [childKey, value] of Object.entries(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, node, childKey, inside)
      } else if (isNode(value)) visit(value, node, childKey, inside)
    }
  }
  visit(program, undefined, '', false)
  if (unsafe || hoisted.length === 0) return undefined

  const s = new MagicString(code)
  const constants = new Map<string, string>()
  for (const call of hoisted) {
    const text = code.slice(call.start, call.end)
    let name = constants.get(text)
    if (!name) {
      name = `__summitCss${constants.size}`
      constants.set(text, name)
    }
    s.overwrite(call.start, call.end, name)
  }
  // After the last import: the constants exist before any other code of the module runs.
  const imports = (program.body as Node[]).filter((statement) => statement.type === 'ImportDeclaration')
  const at = imports.at(-1)?.end ?? 0
  s.appendRight(at, `\n${[...constants].map(([text, name]) => `const ${name} = /* @__PURE__ */ ${text};`).join('\n')}\n`)
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id, includeContent: false }) }
}

/**
 * The plugin: after the TypeScript and JSX transforms, over the project's own modules, in the server's
 * build only. In the browser a module's components mostly render once (hydration), so hoisting would
 * save little and move the calls of every component a chunk holds, shown or not, into its evaluation;
 * it also made the product page's scripts 0.2 KB larger than their budget.
 */
export const hoistStaticCssPlugin = (): Plugin => ({
  name: 'summit:hoist-static-css',
  apply: 'build',
  enforce: 'post',
  applyToEnvironment: (environment) => environment.config.consumer === 'server',
  transform(code, id) {
    const path = id.split('?')[0]!
    if (!/\/src\/.*\.[jt]sx?$/.test(path) || path.includes('/node_modules/')) return undefined
    return hoistStaticCss(code, path)
  },
})
