// The cloud video player (spec 002 section 7): loaded on demand, it plays the asset's adaptive (HLS)
// stream where the browser plays HLS itself and its MP4 rendition elsewhere, muted, looped, without
// controls, playing while on screen and pausing off screen ("autoplay on scroll").
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import type { Picture } from '../../contract/schemas/content'
import { imageUrl } from '../../ui/imageUrl'

/** The asset's delivery URLs on the cloud video service. */
export const cloudVideoUrls = (cloudName: string, publicId: string) => {
  const base = `https://res.cloudinary.com/${cloudName}/video/upload`
  return { hls: `${base}/sp_auto/${publicId}.m3u8`, mp4: `${base}/q_auto/${publicId}.mp4` }
}

export function CloudVideo({ cloudName, publicId, label, poster }: { cloudName: string; publicId: string; label: string; poster?: Picture | undefined }) {
  const element = useRef<HTMLVideoElement>(null)
  const urls = cloudVideoUrls(cloudName, publicId)
  useEffect(() => {
    const player = element.current
    if (!player) return
    player.src = player.canPlayType('application/vnd.apple.mpegurl') ? urls.hls : urls.mp4
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) player.play()?.catch((error: unknown) => console.warn('cloud video autoplay failed', error))
      else player.pause()
    })
    observer.observe(player)
    return () => observer.disconnect()
  }, [urls.hls, urls.mp4])
  return (
    <video ref={element} aria-label={label} muted loop playsInline poster={poster ? imageUrl(poster.src, poster) : undefined} className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })} />
  )
}
