// The simulated network between the tabs' API client (src/api/client.ts, given `fetch` below) and
// the reference services (server/, in this process). A call is a request travelling to the server,
// then, once the server has handled it, an answer travelling back; the simulation decides, one step
// at a time, what happens to each: delivered, dropped before it arrives, delivered twice (a proxy's
// retry), its answer delivered, lost (the connection resets, or it never comes and the client times
// out), and in which order (any travelling request or answer may go next: reordering). A request
// the client gave up on (timeout, the tab closed) may still arrive later; its answer goes nowhere.
// Offline, a call fails at once, and whatever was travelling is lost.

export interface Travelling {
  readonly id: number
  /** `POST /cart/v1/item key=t1-3`: for the trace. */
  readonly label: string
  readonly url: string
  readonly method: string
  readonly headers: Record<string, string>
  readonly body: string | undefined
  /** The client gave up on it (timeout, the tab went away): its answer is dropped. */
  abandoned: boolean
  /** The server's answer once handled. */
  answer?: { readonly status: number; readonly headers: Record<string, string>; readonly body: string }
  readonly resolve: (response: Response) => void
  readonly reject: (error: unknown) => void
}

export type ServerHandler = (request: Request) => Promise<Response>

export interface NetworkStats {
  calls: number
  delivered: number
  dropped: number
  duplicated: number
  lost: number
  hung: number
  offlineFailures: number
  /** Time spent in the reference services (ms). */
  serverMs: number
}

const failedToFetch = () => new TypeError('Failed to fetch')

export class SimNetwork {
  online = true
  /** Requests on their way to the server. */
  readonly requests: Travelling[] = []
  /** Answers on their way back. */
  readonly answers: Travelling[] = []
  readonly stats: NetworkStats = { calls: 0, delivered: 0, dropped: 0, duplicated: 0, lost: 0, hung: 0, offlineFailures: 0, serverMs: 0 }
  private next = 0

  constructor(
    private readonly server: ServerHandler,
    private readonly log: (line: string) => void,
  ) {}

  /** The API client's fetch. */
  readonly fetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = init?.method ?? 'GET'
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const path = new URL(url).pathname.replace(/^\/api/, '')
    const key = headers['idempotency-key']
    const label = `${method} ${path}${key ? ` key=${key}` : ''}`
    this.stats.calls++
    if (!this.online) {
      this.stats.offlineFailures++
      this.log(`net  offline: ${label} fails at once`)
      return Promise.reject(failedToFetch())
    }
    return new Promise<Response>((resolve, reject) => {
      const body = typeof init?.body === 'string' ? init.body : undefined
      const travelling: Travelling = { id: ++this.next, label, url, method, headers, body, abandoned: false, resolve, reject }
      this.requests.push(travelling)
      this.log(`net  → #${travelling.id} ${label}`)
      const signal = init?.signal
      const abandon = () => {
        if (travelling.abandoned) return
        travelling.abandoned = true
        this.log(`net  #${travelling.id} abandoned by the client`)
        reject(new DOMException('The operation was aborted.', 'AbortError'))
      }
      if (signal?.aborted) abandon()
      else signal?.addEventListener('abort', abandon, { once: true })
    })
  }

  /** The request reaches the server (`times` = 2: a duplicate on the wire); its answer starts back. */
  async deliver(index: number, times = 1): Promise<void> {
    const [travelling] = this.requests.splice(index, 1)
    if (!travelling) return
    for (let i = 0; i < times; i++) {
      const started = performance.now()
      const response = await this.server(new Request(travelling.url, { method: travelling.method, headers: travelling.headers, body: travelling.body }))
      const answer = { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: await response.text() }
      this.stats.serverMs += performance.now() - started
      travelling.answer ??= answer
      this.log(`srv  #${travelling.id} ${travelling.label} → ${answer.status}${answer.status >= 400 ? ` ${errorIdOf(answer.body)}` : ''}${i > 0 ? ' (duplicate)' : ''}`)
    }
    this.stats.delivered++
    if (times > 1) this.stats.duplicated++
    if (!travelling.abandoned) this.answers.push(travelling)
  }

  /** The request is lost before it reaches the server. */
  drop(index: number): void {
    const [travelling] = this.requests.splice(index, 1)
    if (!travelling) return
    this.stats.dropped++
    this.log(`net  #${travelling.id} dropped before the server`)
    if (!travelling.abandoned) travelling.reject(failedToFetch())
  }

  /** The answer reaches the client. */
  respond(index: number): void {
    const [travelling] = this.answers.splice(index, 1)
    if (!travelling?.answer) return
    this.log(`net  ← #${travelling.id} ${travelling.answer.status}`)
    if (!travelling.abandoned) travelling.resolve(new Response(travelling.answer.body, { status: travelling.answer.status, headers: travelling.answer.headers }))
  }

  /** The answer is lost: the connection resets (`reset`), or nothing ever comes and the client times out. */
  lose(index: number, how: 'reset' | 'hang'): void {
    const [travelling] = this.answers.splice(index, 1)
    if (!travelling) return
    if (how === 'reset') {
      this.stats.lost++
      this.log(`net  #${travelling.id} answer lost (connection reset)`)
      if (!travelling.abandoned) travelling.reject(failedToFetch())
    } else {
      this.stats.hung++
      this.log(`net  #${travelling.id} answer never comes`)
    }
  }

  /** The browser goes offline: new calls fail at once, and whatever was travelling is lost. */
  setOnline(online: boolean): void {
    if (online === this.online) return
    this.online = online
    this.log(`net  ${online ? 'online' : 'OFFLINE'}`)
    if (online) return
    for (const travelling of this.requests.splice(0)) if (!travelling.abandoned) travelling.reject(failedToFetch())
    for (const travelling of this.answers.splice(0)) if (!travelling.abandoned) travelling.reject(failedToFetch())
  }

  /** Nothing travelling either way. */
  idle(): boolean {
    return this.requests.length === 0 && this.answers.length === 0
  }
}

const errorIdOf = (body: string): string => {
  try {
    const parsed = JSON.parse(body) as { errorDetails?: Array<{ errorId?: string }> }
    return parsed.errorDetails?.[0]?.errorId ?? ''
  } catch {
    return ''
  }
}
