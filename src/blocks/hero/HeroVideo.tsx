// A hero's video (spec 002 section 4, "Hero video"): muted, looping, inline, it plays on mount (not
// with reduced motion) and pauses and resumes with its paused flag, which the shopper sets with the
// button (moving content needs a pause control). The picture is its poster. An autoplay the
// browser refuses is logged only (spec 002 section 8).
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { Picture, Video } from '../../contract/schemas/content'
import { imageUrl } from '../../ui/imageUrl'
import { bt, type Language } from '../strings'

export function HeroVideo({ video, poster, language }: { video: Video; poster: Picture; language: Language }) {
  const element = useRef<HTMLVideoElement>(null)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPaused(true)
  }, [])

  useEffect(() => {
    const player = element.current
    if (!player) return
    if (paused) player.pause()
    else player.play()?.catch((error: unknown) => console.warn('hero video autoplay failed', error))
  }, [paused])

  return (
    <div className={css({ position: 'relative', h: 'full' })}>
      <video
        ref={element}
        src={video.url}
        poster={imageUrl(poster.src, poster)}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={video.seoTitle ?? poster.alt}
        className={css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' })}
      />
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        className={css({ position: 'absolute', zIndex: '2', left: '3', bottom: '3', minW: '11', h: '11', px: '3', rounded: 'full', bg: 'rgb(0 0 0 / 0.55)', color: 'white', fontSize: 'sm', fontWeight: '600', cursor: 'pointer' })}
      >
        {bt(language, paused ? 'blocks.play' : 'blocks.pause')}
      </button>
    </div>
  )
}
