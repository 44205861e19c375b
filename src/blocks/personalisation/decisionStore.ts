// The page's personalisation decision, shared by every experience on it: one decide call per page
// view (asked for by the first experience that mounts, or by the layout once the page is idle),
// again on the `recalculateMonetateVfa` window event. Until the answer the status is `pending` (the
// experiences show their baseline's skeleton); a failed call is `failed` (they show the baseline).
// The store knows nothing of how a decision is made: its owner hands it `decide` and `record`, which
// load the personalisation runtime (./runtime.ts) on first use. Records (recommendation impressions
// and clicks, page events) are batched for a moment and sent together.
import type { DecisionAction, DecisionEvent } from '../../contract/schemas/personalisation'

export type DecisionStatus = 'idle' | 'pending' | 'ready' | 'failed'

export interface DecisionSnapshot {
  readonly pageKey: string
  readonly status: DecisionStatus
  readonly actions: ReadonlyArray<DecisionAction>
}

export type RecordEvent = Extract<DecisionEvent, { eventType: `monetate:record:${string}` | 'monetate:context:ProductThumbnailView' }>

export interface DecisionStoreOptions {
  /** Makes the page's decision (the decide call with the page's events). */
  readonly decide: () => Promise<ReadonlyArray<DecisionAction>>
  /** Sends records (no decision asked). Failures are dropped: records are samples. */
  readonly record: (events: ReadonlyArray<RecordEvent>) => Promise<void>
  /** How long records wait for others to join them (ms). */
  readonly recordDelayMs?: number
}

export class DecisionStore {
  private snapshot: DecisionSnapshot = { pageKey: '', status: 'idle', actions: [] }
  private readonly listeners = new Set<() => void>()
  private generation = 0
  private queue: RecordEvent[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  /** Impressions already reported on this page (experience id → true). */
  private readonly reported = new Set<string>()

  constructor(private readonly options: DecisionStoreOptions) {}

  getSnapshot = (): DecisionSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(next: DecisionSnapshot) {
    this.snapshot = next
    for (const listener of this.listeners) listener()
  }

  /** A new page view: the decision of the previous page no longer holds. */
  setPage(pageKey: string): void {
    if (pageKey === this.snapshot.pageKey) return
    this.generation++
    this.reported.clear()
    this.set({ pageKey, status: 'idle', actions: [] })
  }

  /** Asks for the page's decision once (no-op while one is pending or known, and before the page is set). */
  request(): void {
    if (this.snapshot.pageKey === '' || this.snapshot.status !== 'idle') return
    this.run()
  }

  /** Decides again (the recalculation event); the current decision stays shown until the new one arrives. */
  recalculate(): void {
    this.run()
  }

  private run(): void {
    const generation = ++this.generation
    const { pageKey, actions } = this.snapshot
    if (this.snapshot.status === 'idle') this.set({ pageKey, status: 'pending', actions })
    this.options.decide().then(
      (next) => {
        if (generation === this.generation) this.set({ pageKey, status: 'ready', actions: next })
      },
      () => {
        if (generation !== this.generation) return
        // A recalculation that fails keeps what the page shows.
        this.set(this.snapshot.status === 'ready' ? this.snapshot : { pageKey, status: 'failed', actions: [] })
      },
    )
  }

  /** Queues a record; records queued within the delay go in one call. */
  record(event: RecordEvent): void {
    this.queue.push(event)
    if (this.timer !== undefined) return
    this.timer = setTimeout(() => this.flush(), this.options.recordDelayMs ?? 400)
  }

  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    if (this.queue.length === 0) return
    const events = this.queue
    this.queue = []
    this.options.record(events).catch(() => undefined)
  }

  /** True the first time an impression is reported for this experience on this page. */
  firstImpression(experienceId: string): boolean {
    if (this.reported.has(experienceId)) return false
    this.reported.add(experienceId)
    return true
  }
}
