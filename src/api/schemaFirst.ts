// Imported just before the API client (./queries.ts `api`) and the engine (src/engine/react.tsx):
// Effect's Schema module is the largest part of their code, and evaluating it in a task of its own,
// with a turn of the event loop before their own modules (and their schemas) evaluate, splits one
// long main-thread task into two (the browser can handle input and paint in between).
import { Schema } from 'effect'

/** Read by EngineProvider, so the bundler keeps the import (and Schema's evaluation) in this chunk. */
export const schemaReady: boolean = Schema.isSchema(Schema.String)

/** A turn of the event loop: what follows runs in a task of its own. */
export const nextTask = <T>(value: T): Promise<T> => new Promise<T>((resolve) => setTimeout(resolve, 0, value))
