// Reads the engine's event log straight from the page's IndexedDB (database `summit-engine`, store
// `events`; docs/decisions/0008-engine-durable-log.md): what an exported log or the /__engine
// inspector would show, without turning the inspector on in the production build under test.
import type { Page } from '@playwright/test'

export interface LoggedEvent {
  readonly seq: number
  readonly stream: string
  readonly commandId: string
  readonly type: string
  readonly payload: Record<string, unknown>
}

export const engineLog = (page: Page): Promise<ReadonlyArray<LoggedEvent>> =>
  page.evaluate(
    () =>
      new Promise<LoggedEvent[]>((resolve, reject) => {
        const open = indexedDB.open('summit-engine')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('events')) return resolve([])
          const all = db.transaction('events', 'readonly').objectStore('events').getAll(IDBKeyRange.bound('000000000000', '999999999999'))
          all.onerror = () => reject(all.error)
          all.onsuccess = () => {
            db.close()
            resolve(all.result as LoggedEvent[])
          }
        }
      }),
  )

/** The log's events of one command, oldest first. */
export const eventsOf = (log: ReadonlyArray<LoggedEvent>, commandId: string) => log.filter((e) => e.commandId === commandId)
