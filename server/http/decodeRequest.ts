// A spec call's input decoded with the contract's schemas before its handler runs: path parameters
// (1 to 200 characters), the query (repeated keys are arrays where the schema says so, numbers travel
// as strings, bounded) and the JSON body; no text anywhere with control characters (but tab and line
// breaks) or unpaired surrogates. What does not decode answers 400 ATTR300 with the field named in the
// message and in `params.field` (`body.items.0.qty`, `query.start`, `path.basketId`).
import { Schema, SchemaAST } from 'effect'
import type { AnyCodec } from '../../src/contract/calls.ts'
import { ApiError } from './errors.ts'
import type { PathParams } from './pathTemplate.ts'

/** The longest path segment a call takes (ids, slugs, order numbers are far shorter). */
export const MAX_PATH_PARAM_LENGTH = 200

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/

type Validator = (value: unknown) => { readonly value: unknown } | { readonly field: string; readonly message: string }

const validators = new WeakMap<AnyCodec, Validator>()

const validatorOf = (schema: AnyCodec): Validator => {
  let validator = validators.get(schema)
  if (!validator) {
    const standard = Schema.toStandardSchemaV1(schema as Schema.Codec<unknown, unknown, never, never>)['~standard']
    validator = (value) => {
      const result = standard.validate(value)
      if (result instanceof Promise) throw new Error('request schemas must decode synchronously')
      if (!result.issues) return { value: result.value }
      const [first] = result.issues
      const path = (first?.path ?? []).map((p) => String(typeof p === 'object' && p !== null && 'key' in p ? p.key : p))
      return { field: path.join('.'), message: first?.message ?? 'Invalid value' }
    }
    validators.set(schema, validator)
  }
  return validator
}

/**
 * Control characters other than tab and line breaks, and UTF-16 surrogates without their pair: no
 * field of any call takes them, and a database refuses them (a NUL) or stores garbage (a lone surrogate).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The path (dot-separated) of the first string in `value` with unsafe text, or undefined. */
const unsafeTextAt = (value: unknown, path: string): string | undefined => {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextAt(value[i], path === '' ? String(i) : `${path}.${i}`)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const here = path === '' ? key : `${path}.${key}`
      if (UNSAFE_TEXT.test(key)) return here
      const found = unsafeTextAt(inner, here)
      if (found !== undefined) return found
    }
  }
  return undefined
}

const refuse = (part: 'body' | 'query' | 'path', field: string, message: string): ApiError => {
  const named = field === '' ? part : `${part}.${field}`
  return new ApiError(400, 'ATTR300', `Invalid ${named}: ${message}`, { field: named })
}

const decodeWith = (part: 'body' | 'query', schema: AnyCodec, value: unknown): unknown => {
  const unsafe = unsafeTextAt(value, '')
  if (unsafe !== undefined) throw refuse(part, unsafe, 'must not contain control characters or unpaired surrogates')
  const result = validatorOf(schema)(value)
  if ('field' in result) throw refuse(part, result.field, result.message)
  return result.value
}

/**
 * Whether a body of this schema must be a JSON object (or, where the schema allows it, absent): an
 * Effect struct alone accepts any value that is not null or undefined, as TypeScript's `{}` does.
 */
const objectOnly = new WeakMap<AnyCodec, { readonly object: boolean; readonly absent: boolean }>()
const shapeOf = (schema: AnyCodec) => {
  let shape = objectOnly.get(schema)
  if (!shape) {
    const ast = SchemaAST.toEncoded(schema.ast)
    const members = ast._tag === 'Union' ? ast.types : [ast]
    shape = {
      object: members.every((m) => m._tag === 'Objects' || m._tag === 'Undefined'),
      absent: members.some((m) => m._tag === 'Undefined'),
    }
    objectOnly.set(schema, shape)
  }
  return shape
}

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value)

export const decodeBody = (schema: AnyCodec, value: unknown): unknown => {
  const shape = shapeOf(schema)
  if (shape.object && !isPlainObject(value) && !(value === undefined && shape.absent)) throw refuse('body', '', 'Expected a JSON object')
  return decodeWith('body', schema, value)
}

/** The property names whose schema is an array (they take every value of a repeated key). */
const arrayKeys = new WeakMap<AnyCodec, ReadonlySet<string>>()
const isArrayAst = (ast: SchemaAST.AST): boolean => ast._tag === 'Arrays' || (ast._tag === 'Union' && ast.types.some(isArrayAst))
const arrayKeysOf = (schema: AnyCodec): ReadonlySet<string> => {
  let keys = arrayKeys.get(schema)
  if (!keys) {
    const ast = SchemaAST.toEncoded(schema.ast)
    keys = new Set(ast._tag === 'Objects' ? ast.propertySignatures.filter((p) => isArrayAst(p.type)).map((p) => String(p.name)) : [])
    arrayKeys.set(schema, keys)
  }
  return keys
}

export const decodeQuery = (schema: AnyCodec, query: URLSearchParams): unknown => {
  const arrays = arrayKeysOf(schema)
  const record: Record<string, string | string[]> = {}
  for (const key of new Set(query.keys())) record[key] = arrays.has(key) ? query.getAll(key) : (query.get(key) as string)
  return decodeWith('query', schema, record)
}

/** The query as its schema decodes it, typed (handlers that take the decoded values rather than the raw text). */
export const decodeQueryOf = <T>(schema: Schema.Codec<T, unknown>, query: URLSearchParams): T => decodeQuery(schema as AnyCodec, query) as T

export const decodePathParams = (params: PathParams): PathParams => {
  for (const [name, value] of Object.entries(params)) {
    if (value.length === 0 || value.length > MAX_PATH_PARAM_LENGTH) throw refuse('path', name, `must be 1 to ${MAX_PATH_PARAM_LENGTH} characters`)
    if (CONTROL.test(value) || UNSAFE_TEXT.test(value)) throw refuse('path', name, 'must not contain control characters or unpaired surrogates')
  }
  return params
}
