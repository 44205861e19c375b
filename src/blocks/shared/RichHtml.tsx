// HTML from content, sanitised where it was fetched (../richText/sanitize.ts), rendered as is. A plain
// click on a link to the site's own pages navigates in the app instead of reloading the page; a
// #modal link opens its modal on the current page (as ../../ui/ContentLink.tsx does).
import { useRouter } from '@tanstack/react-router'
import type { CSSProperties, MouseEvent } from 'react'
import { modalLinkOf } from '../../ui/ContentLink'

export interface RichHtmlProps {
  /** Sanitised HTML. */
  readonly html: string
  readonly className?: string
  readonly as?: 'div' | 'span'
  readonly style?: CSSProperties
  readonly 'data-block'?: string
}

export function RichHtml({ html, className, as: Tag = 'div', style, ...rest }: RichHtmlProps) {
  const router = useRouter()
  // A plain click on a same-origin link navigates with the router; modified clicks, new tabs,
  // downloads and other origins keep the browser's behaviour.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest?.('a')
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return
    const raw = anchor.getAttribute('href') ?? ''
    const modal = modalLinkOf(raw)
    if (modal) {
      event.preventDefault()
      void router.navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...modal.query }), hash: modal.hash, resetScroll: false, hashScrollIntoView: false } as Parameters<typeof router.navigate>[0])
      return
    }
    const url = new URL(anchor.href, window.location.href)
    if (url.origin !== window.location.origin || raw.startsWith('#')) return
    event.preventDefault()
    void router.navigate({ href: url.pathname + url.search + url.hash })
  }
  // The links inside are the interactive elements (Enter on a focused link clicks it, and the click bubbles here).
  return <Tag className={className} style={style} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} {...rest} />
}
