// Error boundary around one content block: a block that throws while rendering is logged with its
// type and id and skipped; the rest of the page renders.
import { Component, type ErrorInfo, type ReactNode } from 'react'

export interface BlockBoundaryProps {
  readonly blockId: string
  readonly blockType: string
  readonly children: ReactNode
}

export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`content block ${this.props.blockType} ${this.props.blockId} failed and was skipped`, error, info.componentStack)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
