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
// The capture is stringified into the page, so it refers to nothing outside itself.

export type EarlyEntry =
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }
  | { readonly kind: 'click'; readonly target: HTMLElement }
  /** A field and what the shopper left in it (React may put its own state back while hydrating). */
  | { readonly kind: 'value'; readonly target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; readonly value: string; readonly checked: boolean }

export interface EarlyInput {
  capturing: boolean
  readonly queue: Array<EarlyEntry>
}

type EarlyWindow = Window & typeof globalThis & { __summitEarlyInput?: EarlyInput }

/** The inline head script's body: installs the capture on `w`. Self-contained (it is stringified). */
export function captureEarlyInput(w: EarlyWindow): void {
  if (w.__summitEarlyInput) return
  const state: EarlyInput = { capturing: true, queue: [] }
  w.__summitEarlyInput = state
  const isField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
    el instanceof w.HTMLInputElement || el instanceof w.HTMLTextAreaElement || el instanceof w.HTMLSelectElement
  w.addEventListener(
    'submit',
    (event) => {
      if (!state.capturing || !(event.target instanceof w.HTMLFormElement)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const form = event.target
      const submitter = (event as SubmitEvent).submitter instanceof w.HTMLElement ? (event as SubmitEvent).submitter : null
      const last = state.queue[state.queue.length - 1]
      if (last && last.kind === 'submit' && last.form === form && last.submitter === submitter) return
      state.queue.push({ kind: 'submit', form, submitter })
      form.setAttribute('aria-busy', 'true')
    },
    true,
  )
  w.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (!state.capturing || !(target instanceof w.Element)) return
      if (target instanceof w.HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
        state.queue.push({ kind: 'value', target, value: target.value, checked: target.checked })
        return
      }
      const button = target.closest('button')
      if (!button || button.disabled) return
      // A submit or reset button does its native part: the submission it starts is the entry kept.
      if (button.form && (button.type === 'submit' || button.type === 'reset')) return
      event.stopImmediatePropagation()
      state.queue.push({ kind: 'click', target: button })
    },
    true,
  )
  const noteField = (event: Event) => {
    const target = event.target
    if (!state.capturing || !isField(target)) return
    if (target instanceof w.HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return
    state.queue.push({ kind: 'value', target, value: target.value, checked: false })
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
  if (state) state.capturing = false
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
 * Whether React has hydrated this element. React hydrates the page's shell first and each Suspense
 * boundary (the routes' content) a moment later, at idle priority; an event replayed into a boundary
 * not yet hydrated would be taken as the state React starts from. React keeps its fiber on each
 * element it has hydrated, under a key starting `__reactFiber$` (React 17 to 19); should that
 * change, the wait below ends at its deadline and the replay goes ahead (the e2e test would fail).
 */
const isHydrated = (el: Element): boolean => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))

/**
 * Longest wait for React to hydrate an element before replaying into it anyway. A slow phone (or a
 * busy machine) can take several seconds from the shell's hydration to a route's boundary; an entry
 * replayed before that would be lost, so the wait is long: it only ends early when React has hydrated
 * the element or replaced it.
 */
const HYDRATION_WAIT_MS = 30_000

/** Gives React, in order, what the shopper did before hydration. Resolves when all is replayed. */
export const replayEarlyInput = async (): Promise<void> => {
  const state = earlyInput()
  if (!state) return
  state.capturing = false
  const queue = state.queue.splice(0)
  if (queue.length === 0) return
  const deadline = Date.now() + HYDRATION_WAIT_MS
  const hydrated = async (el: Element) => {
    while (el.isConnected && !isHydrated(el) && Date.now() < deadline) await nextFrame()
  }
  const values = queue.filter((entry, i) => entry.kind === 'value' && !queue.slice(i + 1).some((later) => later.kind === 'value' && later.target === entry.target))
  for (const entry of values) {
    if (entry.kind !== 'value' || !entry.target.isConnected) continue
    await hydrated(entry.target)
    replayValue(entry)
    await nextTask()
  }
  for (const entry of queue) {
    if (entry.kind === 'submit') {
      if (!entry.form.isConnected) continue
      await hydrated(entry.form)
      entry.form.removeAttribute('aria-busy')
      const submitter = entry.submitter && entry.submitter.isConnected && (entry.submitter as HTMLButtonElement).form === entry.form ? entry.submitter : null
      try {
        entry.form.requestSubmit(submitter)
      } catch {
        entry.form.requestSubmit()
      }
    } else if (entry.kind === 'click') {
      if (!entry.target.isConnected) continue
      await hydrated(entry.target)
      if ((entry.target as HTMLButtonElement).disabled) continue
      entry.target.click()
    } else continue
    await nextTask()
  }
}
