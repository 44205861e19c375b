// Segmentation (spec 002 sections 3, 4 and 6): the content of the first segment matching the
// visitor's state (signed in or not, loyalty, employee, cart, profile kinds), or the one the test
// context forces (`p13n_testcontext` naming this section's id), else the first baseline
// (./chooseSegment.ts). Nothing chosen marks the section empty (`data-empty`, nothing shown). Until
// the visitor is known (the server render, and a device whose engine has not read its log yet) a
// skeleton holds the place; a loyalty segment asks for the signed-in shopper's profile.
import { useEffect } from 'react'
import { forcedSegmentOf } from '../../contract/personalisedBlocks'
import type { SegmentationSection } from '../../contract/schemas/content'
import { SkeletonText } from '../../ui/Skeleton'
import { css } from 'styled-system/css'
import { ContainerFrame } from '../ContainerFrame'
import { ContainerChildren } from '../ContainerChildren'
import { usePersonalisation } from '../personalisation/PersonalisationContext'
import { useTestContext } from '../personalisation/testContext'
import type { BlockProps } from '../registry'
import { chooseSegment } from './chooseSegment'

const placeholder = css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })

export function SegmentationBlock({ section, site, aboveFold }: BlockProps<SegmentationSection>) {
  const { visitor, requestProfile } = usePersonalisation()
  const choice = chooseSegment(section, visitor, forcedSegmentOf(useTestContext(), section.id))
  const needsProfile = choice.kind === 'pending' && choice.needsProfile
  useEffect(() => {
    if (needsProfile) requestProfile()
  }, [needsProfile, requestProfile])

  if (choice.kind === 'empty') return <ContainerFrame blockType="segmentation" layout={section} data-segmentation-id={section.id} data-empty="" hidden />
  return (
    <ContainerFrame
      blockType="segmentation"
      layout={section}
      data-segmentation-id={section.id}
      data-segment={choice.kind === 'segment' ? choice.segmentId : choice.kind}
      aria-busy={choice.kind === 'pending' ? true : undefined}
    >
      {choice.kind === 'pending' ? (
        <div className={placeholder}>
          <SkeletonText lines={2} lineHeight="1.1rem" />
        </div>
      ) : (
        <ContainerChildren sections={choice.sections} site={site} aboveFold={aboveFold} />
      )}
    </ContainerFrame>
  )
}
