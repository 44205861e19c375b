// Imported just before the API client (./queries.ts `api`) and the engine (src/engine/react.tsx):
// Effect's Schema module is the largest part of their code, and evaluating it in a task of its own,
// with a turn of the event loop before their own modules (and their schemas) evaluate, splits one
// long main-thread task into several (the browser can handle input and paint in between).
import { Schema } from 'effect'

/** Read below, so the bundler keeps the import (and Schema's evaluation) in this chunk. */
const schemaReady: boolean = Schema.isSchema(Schema.String)

/** A turn of the event loop: what follows runs in a task of its own. */
const nextTask = <T>(value: T): Promise<T> => new Promise<T>((resolve) => setTimeout(resolve, 0, value))

/**
 * After Schema's task, imports the given modules one after another with a turn of the event loop
 * after each (after the last too, so the caller's first use of it is a task of its own), and
 * resolves with the last. A dynamic import evaluates only the modules it reaches for the first
 * time, so a graph imported in parts evaluates in as many tasks.
 */
export const importInTurns = async <T>(...imports: [...ReadonlyArray<() => Promise<unknown>>, () => Promise<T>]): Promise<T> => {
  let module: unknown = await nextTask(schemaReady)
  for (const load of imports) module = await nextTask(await load())
  // The tuple's last element gives T.
  return module as T
}
