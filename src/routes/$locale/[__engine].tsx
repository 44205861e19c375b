// The engine inspector, for engineers: the event log as a timeline, each event with the state after
// it and the difference from the state before, and an export of the log (with the state hash) that
// `npm run replay -- <file>` replays in Node. On in development; in production only with ENGINE_INSPECTOR=1.
// Failures show in the engineer's language (English unless picked), whatever the shopper's was: the
// events hold a failure's facts, localized here as the page localizes them (ui/FailureMessage).
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { useEngineDemand, useEngineHandle } from '../../engine/react'
import { LANGUAGES, type Language } from '../../contract/errorCatalogue'
import { baseStateOf, decodeEvents, failureOfEvent, replaySteps, toDebugExport } from '../../engine/replay/replay'
import { failureText } from '../../contract/errorCatalogue'

export const Route = createFileRoute('/$locale/__engine')({
  beforeLoad: ({ context }) => {
    if (!context.settings.inspector) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Engine inspector' }, { name: 'robots', content: 'noindex' }] }),
  component: EngineInspector,
})

const mono = css({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 'xs' })

function EngineInspector() {
  useEngineDemand()
  const handle = useEngineHandle()
  const state = useSyncExternalStore(handle.subscribe, handle.getState, handle.getState)
  const [selected, setSelected] = useState<number | null>(null)
  const [language, setLanguage] = useState<Language>('en')
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const engine = mounted ? handle.current() : null
  // Recomputed whenever the state changes (a new event was committed).
  const steps = useMemo(() => {
    if (!engine) return []
    const log = engine.exportLog()
    return replaySteps(decodeEvents(log), baseStateOf(log))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` changes with every committed event: replay the log again then
  }, [engine, state])
  const step = steps.find((s) => s.event.seq === selected) ?? steps.at(-1)
  const failureOf = (s: (typeof steps)[number]) => {
    const failure = failureOfEvent(s.event)
    return failure ? failureText(failure, language) : undefined
  }
  const selectedFailure = step ? failureOf(step) : undefined

  const download = async () => {
    if (!engine) return
    const exported = await toDebugExport(engine.exportLog(), engine.getState(), new Date())
    const url = URL.createObjectURL(new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `summit-engine-${exported.siteId}-${exported.exportedAt?.replace(/[:.]/g, '-')}.json`
    a.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div className={css({ maxW: '7xl', mx: 'auto', px: '4', py: '6' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '4', gap: '4' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Engine inspector</h1>
        <button type="button" onClick={() => void download()} disabled={!engine} className={css({ px: '4', py: '2', bg: 'accent', color: 'accent.fg', rounded: 'md', fontWeight: 'bold', cursor: 'pointer' })}>
          Export log
        </button>
      </div>
      <p className={css({ color: 'fg.muted', mb: '4' })}>
        {steps.length} events. Select one to see the state after it and what it changed. The export replays with <code className={mono}>npm run replay -- file.json</code>.
      </p>
      <label className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', mb: '4' })}>
        Failures in
        <select value={language} onChange={(e) => setLanguage(e.currentTarget.value as Language)} className={css({ borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '2', py: '1' })}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 3fr' }, gap: '6' })}>
        <ol aria-label="Timeline" className={css({ maxH: '70vh', overflowY: 'auto', borderWidth: '1px', borderColor: 'border', rounded: 'md' })}>
          {steps.map((s) => (
            <li key={s.event.seq}>
              <button
                type="button"
                aria-current={s === step ? 'true' : undefined}
                onClick={() => setSelected(s.event.seq)}
                className={css({ w: 'full', textAlign: 'left', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', cursor: 'pointer', _hover: { bg: 'bg.subtle' }, '&[aria-current=true]': { bg: 'bg.subtle', fontWeight: 'bold' } })}
              >
                <span className={mono}>
                  #{s.event.seq} {new Date(s.event.at).toLocaleTimeString()} {s.event.type}
                </span>
                {failureOf(s) !== undefined && <span className={css({ display: 'block', color: 'danger', fontSize: 'xs' })}>{failureOf(s)}</span>}
              </button>
            </li>
          ))}
        </ol>
        {step ? (
          <section aria-label="Selected event" className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
            <div>
              <h2 className={css({ fontWeight: 'bold', mb: '1' })}>Event #{step.event.seq}</h2>
              {selectedFailure !== undefined && (
                <p data-testid="inspector-failure" className={css({ color: 'danger', mb: '2' })}>
                  Shown as ({language}): {selectedFailure}
                </p>
              )}
              <pre className={`${mono} ${css({ bg: 'bg.subtle', p: '3', rounded: 'md', overflowX: 'auto' })}`}>{JSON.stringify(step.event, null, 2)}</pre>
            </div>
            <div>
              <h2 className={css({ fontWeight: 'bold', mb: '1' })}>Changes</h2>
              <table className={`${mono} ${css({ w: 'full', '& td, & th': { textAlign: 'left', p: '1', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border' } })}`}>
                <thead>
                  <tr>
                    <th>path</th>
                    <th>before</th>
                    <th>after</th>
                  </tr>
                </thead>
                <tbody>
                  {step.changes.map((c) => (
                    <tr key={c.path}>
                      <td>{c.path}</td>
                      <td>{JSON.stringify(c.before)}</td>
                      <td>{JSON.stringify(c.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <details>
              <summary className={css({ fontWeight: 'bold', cursor: 'pointer' })}>State after this event</summary>
              <pre className={`${mono} ${css({ bg: 'bg.subtle', p: '3', rounded: 'md', overflowX: 'auto', maxH: '96' })}`}>{JSON.stringify(step.after, null, 2)}</pre>
            </details>
          </section>
        ) : (
          <p>No events yet.</p>
        )}
      </div>
    </div>
  )
}
