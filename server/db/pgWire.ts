// PostgreSQL's wire protocol (version 3), as bytes: frontend messages written (`Message`), backend
// answers walked message by message (`eachMessage`) and their strings read. Nothing of PGlite: the
// driver that speaks it to PGlite is ./pglite.ts.

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** Frontend messages, as PostgreSQL's protocol (version 3) spells them. */
export class Message {
  private bytes = new Uint8Array(256)
  private view = new DataView(this.bytes.buffer)
  private at = 0
  private start = 0

  private room(n: number): void {
    if (this.at + n <= this.bytes.length) return
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.at + n))
    bigger.set(this.bytes.subarray(0, this.at))
    this.bytes = bigger
    this.view = new DataView(bigger.buffer)
  }
  begin(code: string): this {
    this.room(5)
    this.start = this.at
    this.bytes[this.at] = code.charCodeAt(0)
    this.at += 5
    return this
  }
  end(): this {
    this.view.setInt32(this.start + 1, this.at - this.start - 1)
    return this
  }
  int16(n: number): this {
    this.room(2)
    this.view.setInt16(this.at, n)
    this.at += 2
    return this
  }
  int32(n: number): this {
    this.room(4)
    this.view.setInt32(this.at, n)
    this.at += 4
    return this
  }
  /** UTF-8 text, its byte length written first when `counted`, a NUL after it otherwise. */
  text(value: string, counted = false): this {
    const at = this.at
    this.room(value.length * 3 + 5)
    const written = encoder.encodeInto(value, this.bytes.subarray(counted ? at + 4 : at)).written
    if (counted) {
      this.view.setInt32(at, written)
      this.at = at + 4 + written
    } else {
      this.at = at + written
      this.bytes[this.at++] = 0
    }
    return this
  }
  take(): Uint8Array {
    const out = this.bytes.slice(0, this.at)
    this.at = 0
    return out
  }
}

/** The protocol's answer, message by message: (type, body start, body end). */
export const eachMessage = (data: Uint8Array, visit: (type: number, from: number, to: number) => void): void => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  for (let at = 0; at + 5 <= data.length; ) {
    const to = at + 1 + view.getInt32(at + 1)
    visit(data[at]!, at + 5, to)
    at = to
  }
}

/** The NUL-terminated string at `at`, and where what follows it starts. */
export const cstringAt = (data: Uint8Array, at: number): [string, number] => {
  const end = data.indexOf(0, at)
  return [decoder.decode(data.subarray(at, end)), end + 1]
}

/** UTF-8 text of `data` from `from` to `to`. */
export const textAt = (data: Uint8Array, from: number, to: number): string => decoder.decode(data.subarray(from, to))
