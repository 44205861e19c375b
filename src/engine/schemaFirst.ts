// Imported by EngineProvider (./react.tsx) just before the engine: Effect's Schema module is the
// largest part of the engine's code, and evaluating it in a task of its own, with a turn of the
// event loop before the engine's own modules evaluate, splits one long main-thread task into two
// (the browser can handle input and paint in between).
import { Schema } from 'effect'

/** Read by EngineProvider, so the bundler keeps the import (and Schema's evaluation) in this chunk. */
export const schemaReady: boolean = Schema.isSchema(Schema.String)
