// An experience (spec 002 sections 3 and 4): shows the skeleton of its baseline until the page's
// decision is known, then the decided variant (hiding the baseline) or the baseline. The decision key
// is the last underscore-separated part of the experience id; `p13n_testcontext` forces a variant.
// Asks for the page's decision when it mounts (or, when `lazy`, when it comes within 200 px of the
// viewport). Reports the impression of what it shows to the data layer once per page (the variant
// label mapped, the AB_Mon_SS_ tracking variable), and a click inside it as its tracking page event.
import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { decisionKey, forcedVariantOf } from '../../contract/personalisedBlocks'
import type { ExperienceSection } from '../../contract/schemas/content'
import { Skeleton } from '../../ui/Skeleton'
import { pushAnalyticsEvent } from '../../ui/analytics'
import { experienceImpressionOf } from '../analytics/experienceImpression'
import { ContainerFrame } from '../ContainerFrame'
import { ContainerChildren } from '../ContainerChildren'
import { pageEventsEvent } from '../personalisation/events'
import { usePersonalisation } from '../personalisation/PersonalisationContext'
import { useDecision } from '../personalisation/useDecision'
import { useTestContext } from '../personalisation/testContext'
import { NestedBlockCode } from '../nested'
import type { BlockProps } from '../registry'
import { experienceChoice } from './experienceChoice'

/** Lazy experiences ask for the decision this close to the viewport (spec 002 section 9: lazy hydration margin). */
const LAZY_MARGIN = '200px'

const skeletonFrame = css({ position: 'relative' })
const hiddenBaseline = css({ visibility: 'hidden' })
/** Decided: the wrappers take no part in the layout (the frame lays out the children). */
const noBox = css({ display: 'contents' })
const skeletonCover = css({ position: 'absolute', inset: '0', display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '6' }, maxW: 'content', mx: 'auto' })

export function ExperienceBlock({ section, site, aboveFold }: BlockProps<ExperienceSection>) {
  const { store } = usePersonalisation()
  const decision = useDecision()
  const forced = forcedVariantOf(useTestContext(), section.experienceId)
  const key = decisionKey(section.experienceId)
  const action = decision.status === 'ready' ? decision.actions.find((a) => a.component === key) : undefined
  const choice = experienceChoice({ forcedVariantId: forced, status: decision.status, decidedVariantId: action?.variant, variantIds: section.variants.map((v) => v.variantId) })
  const root = useRef<HTMLDivElement>(null)
  // A decided variant shows once its blocks' code is here: shown at once, a block still loading its
  // code rendered nothing for a moment, and the page below moved up and back (the category page's
  // layout shift, 0.13 in Lighthouse). Until then the skeleton stays over the baseline, which holds
  // the space. A load that fails shows the variant anyway (its block shows the failure as any block does).
  const code = useContext(NestedBlockCode)
  const variantId = choice.kind === 'variant' ? choice.variantId : undefined
  const targets = useMemo(() => (variantId === undefined ? undefined : (section.variants.find((v) => v.variantId === variantId)?.targets ?? [])), [section.variants, variantId])
  const codeHere = targets === undefined || !code || code.ready(targets)
  const [settled, setSettled] = useState<ReadonlyArray<unknown>>()
  const waitingForCode = !codeHere && settled !== targets
  useEffect(() => {
    if (!targets || !code || codeHere) return
    let live = true
    void code.load(targets).then(() => live && setSettled(targets))
    return () => {
      live = false
    }
  }, [targets, code, codeHere])

  useEffect(() => {
    if (forced !== undefined || !store) return
    const element = root.current
    if (!section.lazy || !element || typeof IntersectionObserver === 'undefined') return store.request()
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        store.request()
      }
    }, { rootMargin: LAZY_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [store, forced, section.lazy, decision.pageKey])

  const pending = choice.kind === 'pending' || waitingForCode
  useEffect(() => {
    if (pending || forced !== undefined || !action?.impressionReporting || !store?.firstImpression(section.experienceId)) return
    for (const report of action.impressionReporting) pushAnalyticsEvent(experienceImpressionOf(report))
  }, [pending, forced, action, store, section.experienceId])

  const onClick = () => {
    if (!section.trackingEvent) return
    pushAnalyticsEvent({ event: 'experienceClick', experienceId: section.experienceId, trackingEvent: section.trackingEvent })
    store?.record(pageEventsEvent([section.trackingEvent]))
  }

  const shown = targets !== undefined && !waitingForCode ? targets : section.baselines
  return (
    <ContainerFrame
      ref={root}
      blockType="experience"
      layout={section}
      data-experience-id={section.experienceId}
      data-variant={waitingForCode ? 'pending' : choice.kind === 'variant' ? choice.variantId : choice.kind}
      aria-busy={pending ? true : undefined}
      onClickCapture={onClick}
    >
      {/*
        One tree in every state: while pending, the baseline holds its space, unseen and unreachable,
        under a skeleton; once decided, the same elements show (the baseline, not mounted again, so a
        lazily hydrated block in it keeps the server's HTML instead of rendering empty until its code
        loads: the category page's layout shift) or the variant's.
      */}
      <div className={pending ? skeletonFrame : noBox}>
        <div className={pending ? hiddenBaseline : noBox} aria-hidden={pending ? true : undefined} inert={pending ? true : undefined}>
          <ContainerChildren sections={shown} site={site} aboveFold={aboveFold} />
        </div>
        {pending && (
          <div className={skeletonCover} aria-hidden="true">
            <Skeleton height="1.5rem" width="40%" />
            <Skeleton height="100%" radius="card" />
          </div>
        )}
      </div>
    </ContainerFrame>
  )
}
