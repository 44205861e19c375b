// A link whose URL comes from content: site paths navigate in the app (TanStack Router's Link);
// absolute, mailto: and tel: URLs are plain anchors, and a new tab gets rel="noopener noreferrer".
// A link starting with #modal, or with a query followed by #modal (spec 000 section 2, spec 002
// section 2), opens a modal on the current page and keeps the page's query: the router moves to the
// same path with the link's query added and the #modal… hash, and the modal host
// (src/blocks/modal/ModalHost.tsx) opens what the hash names.
import { Link, useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i
const MODAL = /^(\?[^#]*)?#(modal[A-Za-z0-9_-]*)$/

export const isExternalUrl = (url: string): boolean => EXTERNAL.test(url)

/** The query and hash of a #modal link, or undefined for any other URL. */
export const modalLinkOf = (url: string): { readonly query: Readonly<Record<string, string>>; readonly hash: string } | undefined => {
  const match = MODAL.exec(url)
  if (!match) return undefined
  return { query: Object.fromEntries(new URLSearchParams(match[1] ?? '')), hash: match[2] as string }
}

export interface ContentLinkProps {
  readonly url: string
  readonly targetAttribute?: string
  readonly className?: string
  readonly children: ReactNode
  readonly onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

export function ContentLink({ url, targetAttribute, className, children, onClick }: ContentLinkProps) {
  const target = targetAttribute && targetAttribute !== '_self' ? targetAttribute : undefined
  const rel = target === '_blank' ? 'noopener noreferrer' : undefined
  const modal = modalLinkOf(url)
  if (modal) return <ModalLink url={url} modal={modal} className={className} onClick={onClick}>{children}</ModalLink>
  if (isExternalUrl(url) || url.startsWith('#')) {
    return (
      <a href={url} target={target} rel={rel} className={className} onClick={onClick}>
        {children}
      </a>
    )
  }
  return (
    <Link to={url} target={target} rel={rel} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}

function ModalLink({ url, modal, className, children, onClick }: { url: string; modal: NonNullable<ReturnType<typeof modalLinkOf>>; className?: string; children: ReactNode; onClick?: ContentLinkProps['onClick'] }) {
  const router = useRouter()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...modal.query }),
      hash: modal.hash,
      resetScroll: false,
      hashScrollIntoView: false,
    } as Parameters<typeof router.navigate>[0])
  }
  return (
    <a href={url} className={className} onClick={open}>
      {children}
    </a>
  )
}
