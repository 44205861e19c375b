// A link whose URL comes from content: site paths navigate in the app (TanStack Router's Link);
// absolute, mailto: and tel: URLs are plain anchors, and a new tab gets rel="noopener noreferrer".
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

export const isExternalUrl = (url: string): boolean => EXTERNAL.test(url)

export interface ContentLinkProps {
  readonly url: string
  readonly targetAttribute?: string
  readonly className?: string
  readonly children: ReactNode
}

export function ContentLink({ url, targetAttribute, className, children }: ContentLinkProps) {
  const target = targetAttribute && targetAttribute !== '_self' ? targetAttribute : undefined
  const rel = target === '_blank' ? 'noopener noreferrer' : undefined
  if (isExternalUrl(url) || url.startsWith('#')) {
    return (
      <a href={url} target={target} rel={rel} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link to={url} target={target} rel={rel} className={className}>
      {children}
    </Link>
  )
}
