// What a shopper does before the page has hydrated is kept, and handed to the app once it has.
//
// Pages are server-rendered and their scripts load after the largest image has painted
// (./imageFirstScripts.ts), so for a moment on every page, longer on a slow phone or network, the
// buy box, the cart's buttons and the forms are on screen before React runs. Without this, a tap on
// "Add to cart" in that moment submitted the form natively (a reload with the choices in the URL,
// the cart unchanged), a tap on a quantity button did nothing, and a size picked was shown as
// picked while React's state had none.
//
// `captureEarlyInput` runs as an inline script in the head of every page (the root route), before
// any form is parsed. Until the app takes over it listens on the window, in the capture phase, so
// before React's own listeners on the document:
// - a form submission is stopped (no native submit) and kept; a repeat of the same submission is
//   kept once: a page that gave no answer yet is tapped again, not asked for two;
// - a click on a button that is not its form's submit button is stopped and kept;
// - a radio, a checkbox, a text field or a select keeps its native behaviour (the shopper sees the
//   choice at once) and is noted.
// The root's layout effect, in the commit of the hydration, calls `handOverEarlyInput`: from then on
// React sees every event itself. Its passive effect calls `replayEarlyInput`, which gives React what
// it missed, each element once React has hydrated it, a task apart so each state change renders
// before the next entry: first what the shopper left in each noted field, as a change React notices
// (React's state does not know it), then the clicks and submissions in their order.
//
// Each entry waits until the part of the page holding its element has hydrated: the app marks those
// parts itself (./hydrationMark.ts), so no React internals are read. The hand-over is not the end of
// the capture for those parts: React hydrates a route's content after the root, and what the shopper
// does there in between (typing in the header's search box, then Enter) is kept and replayed too.
// So is what the shopper does in a form while an entry of that form waits to be replayed (the part
// has just hydrated, and an Enter must reach React after the text typed before it, not before), and
// anything the shopper does while the entries waiting are all in parts that have hydrated (a tap
// outside the buy box's form must reach React after the size picked before hydration).
//
// The capture is stringified into the page, so it refers to nothing outside itself.

import { awaitsHydration } from './hydrationMark'

export type EarlyEntry =
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }
  | { readonly kind: 'click'; readonly target: HTMLElement }
  /** A field and what the shopper left in it (React may put its own state back while hydrating). */
  | { readonly kind: 'value'; readonly target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; readonly value: string; readonly checked: boolean }

export interface EarlyInput {
  capturing: boolean
  readonly queue: Array<EarlyEntry>
  /** Set by the replay: called when an entry is kept after the hand-over (a part still hydrating). */
  late?: () => void
  /** True while the replay dispatches an event: it is not the shopper's, so it is not kept. */
  replaying?: boolean
  /** Set by the replay: the elements of entries it has taken but not yet replayed. */
  pending?: ReadonlyArray<Element>
}

type EarlyWindow = Window & typeof globalThis & { __summitEarlyInput?: EarlyInput }

/** The inline head script's body: installs the capture on `w`. Self-contained (it is stringified). */
export function captureEarlyInput(w: EarlyWindow): void {
  if (w.__summitEarlyInput) return
  const state: EarlyInput = { capturing: true, queue: [] }
  w.__summitEarlyInput = state
  // After the hand-over, what happens in a part React has yet to hydrate (it carries data-hydrating,
  // ./hydrationMark.ts; written out here, the script refers to nothing outside itself) is still kept:
  // React would not see it, or would take the field's state back while hydrating.
  // (Only while this capture is the page's: a test installs one per case on the same window.)
  // So is what happens in a form holding an entry still to be replayed: the header's search box has
  // hydrated, its typed text is about to be put back, and Enter must come after it, not before. And
  // so is anything while the entries waiting are all in parts that have hydrated (their replay is a
  // few tasks away): a size picked before hydration is replayed a moment after it, and a tap on
  // "Check availability in stores" (outside the buy box's form) in that moment must reach React
  // after the size, not before it with none. While one waits for a part still hydrating, the rest
  // of the page is not held behind it.
  const behindPending = (target: Element) => {
    const waiting = [...state.queue.map((entry) => (entry.kind === 'submit' ? entry.form : entry.target)), ...(state.pending ?? [])]
    if (waiting.length === 0) return false
    const form = target.closest('form')
    if (form !== null && waiting.some((element) => element.closest('form') === form)) return true
    return waiting.every((element) => element.closest('[data-hydrating]') === null)
  }
  const keeps = (target: EventTarget | null) =>
    w.__summitEarlyInput === state &&
    !state.replaying &&
    (state.capturing || (target instanceof w.Element && (target.closest('[data-hydrating]') !== null || behindPending(target))))
  const kept = () => {
    if (!state.capturing) state.late?.()
  }
  const isField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
    el instanceof w.HTMLInputElement || el instanceof w.HTMLTextAreaElement || el instanceof w.HTMLSelectElement
  w.addEventListener(
    'submit',
    (event) => {
      if (!keeps(event.target) || !(event.target instanceof w.HTMLFormElement)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const form = event.target
      const submitter = (event as SubmitEvent).submitter instanceof w.HTMLElement ? (event as SubmitEvent).submitter : null
      const last = state.queue[state.queue.length - 1]
      if (last && last.kind === 'submit' && last.form === form && last.submitter === submitter) return
      if (state.pending?.includes(form)) return
      state.queue.push({ kind: 'submit', form, submitter })
      form.setAttribute('aria-busy', 'true')
      kept()
    },
    true,
  )
  w.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (!keeps(target) || !(target instanceof w.Element)) return
      if (target instanceof w.HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
        state.queue.push({ kind: 'value', target, value: target.value, checked: target.checked })
        kept()
        return
      }
      const button = target.closest('button')
      if (!button || button.disabled) return
      // A submit or reset button does its native part: the submission it starts is the entry kept.
      if (button.form && (button.type === 'submit' || button.type === 'reset')) return
      event.stopImmediatePropagation()
      state.queue.push({ kind: 'click', target: button })
      kept()
    },
    true,
  )
  const noteField = (event: Event) => {
    const target = event.target
    if (!keeps(target) || !isField(target)) return
    if (target instanceof w.HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return
    state.queue.push({ kind: 'value', target, value: target.value, checked: false })
    kept()
  }
  w.addEventListener('input', noteField, true)
  w.addEventListener('change', noteField, true)
}

/** The inline script for the page's head; the marker names it in the script inventory (./scriptInventory.ts). */
export const EARLY_INPUT_MARKER = '/*summit:early-input*/'
export const earlyInputScript = (): string => `${EARLY_INPUT_MARKER}(${captureEarlyInput.toString()})(window)`

const earlyInput = (): EarlyInput | undefined => (globalThis as { __summitEarlyInput?: EarlyInput }).__summitEarlyInput

/** From now on React sees every event itself (called in the commit of the hydration). */
export const handOverEarlyInput = (): void => {
  const state = earlyInput()
  if (!state) return
  state.capturing = false
}

/**
 * Puts back what the shopper left in a field, as a change React notices. React tracks a field's last
 * known value on the element (through the element's own `value`/`checked` property) and reports a
 * change only when the value differs from it; through hydration it takes the value on screen as
 * known, and a select gets the option of React's state back. So: set the tracked value to something
 * else through the element, put the shopper's value in past the tracker (the prototype's setter), and
 * fire the event React listens to for that field (a click for a radio or checkbox).
 */
const replayValue = (entry: Extract<EarlyEntry, { kind: 'value' }>): void => {
  const el = entry.target
  if (el.disabled) return
  if (el instanceof HTMLSelectElement) {
    el.value = entry.value
    el.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    // Picks replay in their order, so the last radio picked in a group is the one React ends with.
    el.checked = !entry.checked
    el.click()
    return
  }
  el.value = entry.value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, entry.value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 16))

/**
 * Longest wait for React to hydrate an element before replaying into it anyway. A slow phone (or a
 * busy machine) can take several seconds from the shell's hydration to a route's boundary; an entry
 * replayed before that would be lost, so the wait is long: it ends when React has hydrated the
 * element's part or replaced it. Past it the replay goes ahead (a part marked but never committed).
 */
const HYDRATION_WAIT_MS = 30_000

let replaying: Promise<void> | undefined

/** Runs a replayed dispatch (synchronous) so the capture does not keep it again. */
const dispatching = (state: EarlyInput, dispatch: () => void): void => {
  state.replaying = true
  try {
    dispatch()
  } finally {
    state.replaying = false
  }
}

/**
 * Gives React, in order, what the shopper did before hydration, and from then on what they do in a
 * part still hydrating. Resolves when all kept so far is replayed.
 */
export const replayEarlyInput = (): Promise<void> => {
  const state = earlyInput()
  if (!state) return Promise.resolve()
  state.capturing = false
  state.late = () => void replayEarlyInput()
  replaying ??= replayQueue(state).finally(() => {
    replaying = undefined
    if (state.queue.length > 0) void replayEarlyInput()
  })
  return replaying
}

const entryElement = (entry: EarlyEntry): Element => (entry.kind === 'submit' ? entry.form : entry.target)

/**
 * Whether early input holds something the shopper did inside `part`, kept or taken and not yet
 * replayed: a part that hydrates only when the shopper reaches for it (src/blocks/LazyHydrate.tsx)
 * was reached for before it could listen, and must hydrate now, or the entry would wait for it.
 */
export const hasEarlyInputIn = (part: Element): boolean => {
  const state = earlyInput()
  if (!state) return false
  return [...state.queue.map(entryElement), ...(state.pending ?? [])].some((element) => part.contains(element))
}

const replayQueue = async (state: EarlyInput): Promise<void> => {
  const queue = state.queue.splice(0)
  if (queue.length === 0) return
  // What is taken and not yet replayed: the capture keeps events in those elements' forms meanwhile.
  const left = new Set(queue)
  const settle = (...entries: ReadonlyArray<EarlyEntry>) => {
    for (const entry of entries) left.delete(entry)
    state.pending = [...left].map(entryElement)
  }
  settle()
  const deadline = Date.now() + HYDRATION_WAIT_MS
  const hydrated = async (el: Element) => {
    while (el.isConnected && awaitsHydration(el) && Date.now() < deadline) await nextFrame()
  }
  try {
    const values = queue.filter((entry, i) => entry.kind === 'value' && !queue.slice(i + 1).some((later) => later.kind === 'value' && later.target === entry.target))
    for (const entry of values) {
      if (entry.kind !== 'value') continue
      const sameField = queue.filter((other) => other.kind === 'value' && other.target === entry.target)
      if (!entry.target.isConnected) {
        settle(...sameField)
        continue
      }
      await hydrated(entry.target)
      dispatching(state, () => replayValue(entry))
      settle(...sameField)
      await nextTask()
    }
    for (const entry of queue) {
      if (entry.kind === 'value') continue
      await replayAction(state, entry, hydrated)
      settle(entry)
    }
  } finally {
    state.pending = []
  }
}

/** A submission or a click, once its element has hydrated (skipped when it has left the page). */
const replayAction = async (state: EarlyInput, entry: Exclude<EarlyEntry, { kind: 'value' }>, hydrated: (el: Element) => Promise<void>): Promise<void> => {
  if (entry.kind === 'submit') {
    if (!entry.form.isConnected) return
    await hydrated(entry.form)
    entry.form.removeAttribute('aria-busy')
    const submitter = entry.submitter && entry.submitter.isConnected && (entry.submitter as HTMLButtonElement).form === entry.form ? entry.submitter : null
    dispatching(state, () => {
      try {
        entry.form.requestSubmit(submitter)
      } catch {
        entry.form.requestSubmit()
      }
    })
  } else {
    if (!entry.target.isConnected) return
    await hydrated(entry.target)
    if ((entry.target as HTMLButtonElement).disabled) return
    dispatching(state, () => entry.target.click())
  }
  await nextTask()
}
