// Nothing secret enters the log. A field whose schema is `Secret` (a string annotated
// `{ secret: true }`) is replaced by "[redacted]" by the log encoder before an event is stored,
// broadcast or projected; a command whose schema has a Secret field is never queued (its payload
// would be logged and could not be re-sent after a reload anyway), so it runs directly or not at all.
// Passwords, card numbers, security codes, tokens, captcha answers and PKCE verifiers are Secret.
import { type Schema, type SchemaAST } from 'effect'

import { SECRET_ANNOTATION } from '../contract/secret'

export { SECRET_ANNOTATION, Secret } from '../contract/secret'

export const REDACTED = '[redacted]'

const isSecretAst = (ast: SchemaAST.AST): boolean =>
  ast.annotations?.[SECRET_ANNOTATION] === true || (ast._tag === 'Union' && ast.types.some(isSecretAst))

type Redactor = (value: unknown) => unknown

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A function replacing every Secret field of a value of this AST (encoded form), or undefined when
 * the AST holds no Secret at all (the common case: no cost). Unions apply every member's redactor,
 * which errs on the side of redacting.
 */
const redactorOf = (ast: SchemaAST.AST, seen: Set<SchemaAST.AST>): Redactor | undefined => {
  if (isSecretAst(ast)) return (value) => (value === undefined || value === null ? value : REDACTED)
  if (seen.has(ast)) return undefined
  seen.add(ast)
  switch (ast._tag) {
    case 'Objects': {
      const fields: Array<[string, Redactor]> = []
      for (const property of ast.propertySignatures) {
        const redact = redactorOf(property.type, seen)
        if (redact) fields.push([String(property.name), redact])
      }
      const indexed = ast.indexSignatures.map((index) => redactorOf(index.type, seen)).filter((r): r is Redactor => r !== undefined)
      if (fields.length === 0 && indexed.length === 0) return undefined
      return (value) => {
        if (!isRecord(value)) return value
        const out: Record<string, unknown> = { ...value }
        const named = new Set(fields.map(([name]) => name))
        for (const [name, redact] of fields) if (Object.hasOwn(out, name)) out[name] = redact(out[name])
        if (indexed.length > 0) {
          for (const key of Object.keys(out)) if (!named.has(key)) for (const redact of indexed) out[key] = redact(out[key])
        }
        return out
      }
    }
    case 'Arrays': {
      const parts = [...ast.elements, ...ast.rest].map((element) => redactorOf(element, seen)).filter((r): r is Redactor => r !== undefined)
      if (parts.length === 0) return undefined
      return (value) => (Array.isArray(value) ? value.map((item) => parts.reduce((v, redact) => redact(v), item)) : value)
    }
    case 'Union': {
      const members = ast.types.map((member) => redactorOf(member, seen)).filter((r): r is Redactor => r !== undefined)
      if (members.length === 0) return undefined
      return (value) => members.reduce((v, redact) => redact(v), value)
    }
    case 'Suspend':
      return redactorOf(ast.thunk(), seen)
    case 'Declaration': {
      const members = ast.typeParameters.map((member) => redactorOf(member, seen)).filter((r): r is Redactor => r !== undefined)
      if (members.length === 0) return undefined
      return (value) => members.reduce((v, redact) => redact(v), value)
    }
    default:
      return undefined
  }
}

/** Whether a schema has a Secret field anywhere. */
export const hasSecrets = (schema: Schema.Top): boolean => redactorOf(schema.ast, new Set()) !== undefined

/** The value with its Secret fields replaced by "[redacted]" (the value itself when there are none). */
export const redactWith = (schema: Schema.Top): ((value: unknown) => unknown) => redactorOf(schema.ast, new Set()) ?? ((value) => value)

const tagOf = (ast: SchemaAST.AST): string | undefined => {
  if (ast._tag !== 'Objects') return undefined
  const tag = ast.propertySignatures.find((p) => p.name === '_tag')?.type
  return tag?._tag === 'Literal' && typeof tag.literal === 'string' ? tag.literal : undefined
}

/** For a union of tagged structs: a redactor per `_tag` that has Secret fields (the log encoder's table). */
export const redactorsByTag = (union: Schema.Top): ReadonlyMap<string, Redactor> => {
  const out = new Map<string, Redactor>()
  const visit = (ast: SchemaAST.AST) => {
    if (ast._tag === 'Union') {
      ast.types.forEach(visit)
      return
    }
    const tag = tagOf(ast)
    const redact = tag === undefined ? undefined : redactorOf(ast, new Set())
    if (tag !== undefined && redact) out.set(tag, redact)
  }
  visit(union.ast)
  return out
}
