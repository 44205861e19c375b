// The frame of a container block (experience, segmentation): the layout fields the content gives
// them — hidden at some breakpoints (sm below 768 px, md from 768 to 1024 px, lg from 1024 px), a
// bottom margin per breakpoint (px, each falling back to the smaller one), sticky at the top, full
// width (the blocks inside lose their own maximum width). `data-block` names the block's content type.
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react'
import { css } from 'styled-system/css'

export interface ContainerLayout {
  readonly isFullWidth?: boolean
  readonly isSticky?: boolean
  readonly hideOnBreakpoint?: ReadonlyArray<'sm' | 'md' | 'lg'>
  readonly bottomMargins?: { readonly sm?: number; readonly md?: number; readonly lg?: number }
}

const frame = css({
  mb: { base: 'var(--frame-mb-sm, 0px)', md: 'var(--frame-mb-md, var(--frame-mb-sm, 0px))', lg: 'var(--frame-mb-lg, var(--frame-mb-md, var(--frame-mb-sm, 0px)))' },
  '&[data-hide~="sm"]': { mdDown: { display: 'none' } },
  '&[data-hide~="md"]': { mdOnly: { display: 'none' } },
  '&[data-hide~="lg"]': { lg: { display: 'none' } },
  '&[data-sticky]': { position: 'sticky', top: '0', zIndex: 10, bg: 'bg' },
  '&[data-full-width] > *': { maxW: 'none' },
})

export interface ContainerFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  readonly blockType: string
  readonly layout: ContainerLayout
  readonly children?: ReactNode
  readonly ref?: Ref<HTMLDivElement>
}

export function ContainerFrame({ blockType, layout, children, ...rest }: ContainerFrameProps) {
  const margins = layout.bottomMargins
  const style = {
    ...(margins?.sm !== undefined ? { '--frame-mb-sm': `${margins.sm}px` } : {}),
    ...(margins?.md !== undefined ? { '--frame-mb-md': `${margins.md}px` } : {}),
    ...(margins?.lg !== undefined ? { '--frame-mb-lg': `${margins.lg}px` } : {}),
  } as CSSProperties
  return (
    <div
      {...rest}
      data-block={blockType}
      data-hide={layout.hideOnBreakpoint?.length ? layout.hideOnBreakpoint.join(' ') : undefined}
      data-sticky={layout.isSticky ? '' : undefined}
      data-full-width={layout.isFullWidth ? '' : undefined}
      className={frame}
      style={style}
    >
      {children}
    </div>
  )
}
