// Vite plugin: Panda's `css({...})` calls and config recipe calls (`button({ variant: 'ghost' })`)
// whose arguments are written out in full are answered at build time: the call is replaced by the
// class names it returns. Panda's `css` runs at run time: each call turns its object into JSON twice
// (`mergeCss`'s and `css`'s memo keys) to find the class names, and the generated runtime (the
// utility table, the conditions, the recipes' factory: about 5 KB gzip) was in the scripts every page
// runs. A product page rendered on the server made about a thousand such calls, and the browser made
// them again while hydrating, for styles that never change. The answer comes from Panda's own
// generated functions (styled-system/css, styled-system/recipes), so the class names are the ones the
// call would give. Calls with a value from the render (a prop, a condition) stay as written: write
// `cond ? css({…}) : css({…})` rather than `css({ x: cond ? … : … })` and both are answered. Panda's
// extraction reads the source files, not this output, so the stylesheet is unchanged.
import { pathToFileURL } from 'node:url'
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

/**
 * The module's constants a style may name: `const NAME = <static value>` at the top of the module
 * (exported or not), whose name nothing else in the module declares (no parameter, local or import
 * of the same name could be the one a call reads).
 */
export type Constants = ReadonlyMap<string, Node>

const bindingNames = (pattern: Node | null | undefined, out: string[]): void => {
  if (!pattern) return
  switch (pattern.type) {
    case 'Identifier':
      out.push(String(pattern.name))
      return
    case 'ObjectPattern':
      for (const property of pattern.properties as Node[]) bindingNames(property.type === 'RestElement' ? (property.argument as Node) : (property.value as Node), out)
      return
    case 'ArrayPattern':
      for (const element of pattern.elements as Array<Node | null>) bindingNames(element, out)
      return
    case 'RestElement':
      bindingNames(pattern.argument as Node, out)
      return
    case 'AssignmentPattern':
      bindingNames(pattern.left as Node, out)
      return
  }
}

export const moduleConstants = (program: Node): Constants => {
  const declared = new Map<string, number>()
  const visit = (node: Node): void => {
    const names: string[] = []
    if (node.type === 'VariableDeclarator') bindingNames(node.id as Node, names)
    if (FUNCTIONS.has(node.type) || node.type === 'ClassDeclaration') {
      if (isNode(node.id)) names.push(String(node.id.name))
      for (const param of (node.params as Node[] | undefined) ?? []) bindingNames(param, names)
    }
    if (node.type === 'CatchClause') bindingNames(node.param as Node | null, names)
    if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') names.push(String((node.local as Node).name))
    for (const name of names) declared.set(name, (declared.get(name) ?? 0) + 1)
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item)
      } else if (isNode(value)) visit(value)
    }
  }
  visit(program)
  const constants = new Map<string, Node>()
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement
    if (declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node
      const init = declarator.init as Node | null
      if (id.type === 'Identifier' && init && declared.get(String(id.name)) === 1 && isStaticValue(init, constants)) constants.set(String(id.name), init)
    }
  }
  return constants
}

const isPrimitive = (node: Node, constants: Constants): boolean =>
  node.type === 'Literal' ? typeof node.value === 'string' || typeof node.value === 'number' : node.type === 'Identifier' && constants.has(String(node.name)) && isPrimitive(constants.get(String(node.name))!, constants)

/** A value written out in full: a literal, a module constant, or an object or array of them (no spread, no computed key, no method); a template whose parts are literals or constants. */
export const isStaticValue = (node: Node, constants: Constants = new Map()): boolean => {
  switch (node.type) {
    case 'Literal':
      return node.regex === undefined && typeof node.value !== 'bigint'
    case 'Identifier':
      return constants.has(String(node.name))
    case 'TemplateLiteral':
      return (node.expressions as Node[]).every((expression) => isPrimitive(expression, constants))
    case 'UnaryExpression':
      return (node.operator === '-' || node.operator === '+') && isNode(node.argument) && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
    case 'ArrayExpression':
      return (node.elements as Array<Node | null>).every((element) => element !== null && element.type !== 'SpreadElement' && isStaticValue(element, constants))
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (property) =>
          property.type === 'Property' &&
          property.kind === 'init' &&
          property.method !== true &&
          property.shorthand !== true &&
          (property.computed !== true || (property.key as Node).type === 'Literal') &&
          isStaticValue(property.value as Node, constants),
      )
    default:
      return false
  }
}

/** Panda's generated functions by name: `css` (styled-system/css) and the config recipes (styled-system/recipes). */
export interface PandaFunctions {
  readonly css: PandaFunction
  readonly recipes: Readonly<Record<string, PandaFunction>>
}

export type PandaFunction = (...args: unknown[]) => string

const CSS_MODULE = /(^|\/)styled-system\/css(\/index\.m?js)?$/
const RECIPES_MODULE = /(^|\/)styled-system\/recipes(\/index\.m?js)?$/

/** The local names of Panda's functions the module imports, with the function each answers with. */
const pandaImports = (program: Node, panda: PandaFunctions): Map<string, PandaFunction> => {
  const found = new Map<string, PandaFunction>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    const source = String((statement.source as Node).value)
    const fromCss = CSS_MODULE.test(source)
    if (!fromCss && !RECIPES_MODULE.test(source)) continue
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier') continue
      const imported = String((specifier.imported as Node).name ?? (specifier.imported as Node).value)
      const fn = fromCss ? (imported === 'css' ? panda.css : undefined) : Object.hasOwn(panda.recipes, imported) ? panda.recipes[imported] : undefined
      if (fn) found.set(String((specifier.local as Node).name), fn)
    }
  }
  return found
}

/** A static value (see isStaticValue) as the value it writes out. */
export const staticValue = (node: Node, constants: Constants = new Map()): unknown => {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'Identifier':
      return staticValue(constants.get(String(node.name))!, constants)
    case 'TemplateLiteral': {
      const quasis = (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked)
      const parts = (node.expressions as Node[]).map((expression) => String(staticValue(expression, constants)))
      return quasis.reduce((text, quasi, i) => text + quasi + (parts[i] ?? ''), '')
    }
    case 'UnaryExpression': {
      const value = (node.argument as Node).value as number
      return node.operator === '-' ? -value : +value
    }
    case 'ArrayExpression':
      return (node.elements as Node[]).map((element) => staticValue(element, constants))
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {}
      for (const property of node.properties as Node[]) {
        const key = property.key as Node
        const name = property.computed === true || key.type === 'Literal' ? String(key.value) : String(key.name)
        Object.defineProperty(out, name, { value: staticValue(property.value as Node, constants), enumerable: true, writable: true, configurable: true })
      }
      return out
    }
    default:
      throw new Error(`not a static value: ${node.type}`)
  }
}

/** The module's code with its static calls of Panda's functions replaced by the class names they answer; undefined when there are none. */
export const precomputeStaticCss = (code: string, id: string, panda: PandaFunctions): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined => {
  if (!code.includes('styled-system/')) return undefined
  const program = parseAst(code, { lang: 'js' }) as unknown as Node
  const functions = pandaImports(program, panda)
  if (functions.size === 0) return undefined
  const constants = moduleConstants(program)

  const calls: Array<{ node: Node; fn: PandaFunction }> = []
  let unsafe = false
  const visit = (node: Node, parent: Node | undefined, key: string): void => {
    if (node.type === 'Identifier' && functions.has(String(node.name))) {
      // Read anywhere else than as the callee of a call or in its import (passed on, shadowed by a
      // local of the same name): leave the module as it is.
      const asCallee = parent?.type === 'CallExpression' && key === 'callee'
      const asImport = parent?.type === 'ImportSpecifier'
      const asMemberObject = parent?.type === 'MemberExpression' && key === 'object'
      // A property's name (`{ css: … }`, `x.css`) is not the binding.
      const asName = (parent?.type === 'Property' && key === 'key' && parent.computed !== true) || (parent?.type === 'MemberExpression' && key === 'property' && parent.computed !== true)
      if (!asCallee && !asImport && !asMemberObject && !asName) unsafe = true
    }
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && functions.has(String(node.callee.name)) && (node.arguments as Node[]).every((argument) => isStaticValue(argument, constants))) {
      calls.push({ node, fn: functions.get(String(node.callee.name))! })
      return
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, node, childKey)
      } else if (isNode(value)) visit(value, node, childKey)
    }
  }
  visit(program, undefined, '')
  if (unsafe || calls.length === 0) return undefined

  const s = new MagicString(code)
  for (const { node, fn } of calls) s.overwrite(node.start, node.end, JSON.stringify(fn(...(node.arguments as Node[]).map((argument) => staticValue(argument, constants)))))
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id, includeContent: false }) }
}

/** Panda's generated functions of the styled-system folder under `root`. */
export const loadPanda = async (root: string): Promise<PandaFunctions> => {
  const [cssModule, recipes] = await Promise.all([
    import(pathToFileURL(`${root}/styled-system/css/index.mjs`).href) as Promise<{ css: PandaFunction }>,
    import(pathToFileURL(`${root}/styled-system/recipes/index.mjs`).href) as Promise<Record<string, unknown>>,
  ])
  const recipeFunctions = Object.fromEntries(Object.entries(recipes).filter((entry): entry is [string, PandaFunction] => typeof entry[1] === 'function'))
  return { css: cssModule.css, recipes: recipeFunctions }
}

/**
 * The plugin: after the TypeScript and JSX transforms, over the project's own modules, in the browser's
 * and the server's builds.
 */
export const staticCssPlugin = (root: string = process.cwd()): Plugin => {
  let panda: Promise<PandaFunctions> | undefined
  return {
    name: 'summit:static-css',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      const path = id.split('?')[0]!
      // Panda's generated modules only define functions (their top level fills lookup tables for
      // them): kept only where their exports are used, so a chunk that imports `cx` through
      // styled-system/css does not carry `css`'s utility table along.
      if (/\/styled-system\/.*\.mjs$/.test(path)) return { code, map: null, moduleSideEffects: false }
      if (!/\/src\/.*\.[jt]sx?$/.test(path) || path.includes('/node_modules/') || !code.includes('styled-system/')) return undefined
      panda ??= loadPanda(root)
      return precomputeStaticCss(code, path, await panda)
    },
  }
}
