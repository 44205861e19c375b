// Renders its children (a lazy section of the account page) only once their place comes near the
// viewport: the section's code loads then, not with the page (the page's script budget).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'

const placeholder = css({ minH: '40' })

export function NearViewport({ name, children, fallback = null }: { name: string; children: ReactNode; fallback?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: '600px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return (
    <div ref={ref} data-section={name} className={near ? undefined : placeholder}>
      {near && <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  )
}
