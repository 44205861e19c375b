// Error boundary around one content block: a block that throws is logged and skipped, the page renders.
import { Component, type ReactNode } from 'react'

export class BlockBoundary extends Component<{ blockId: string; blockType: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(`content block ${this.props.blockType} ${this.props.blockId} failed and was skipped`, error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
