// What plays a video (spec 002 section 5): a video site's page link is played in that site's embedded
// player (its id taken from the link); the cloud player only when its switch is on, the asset names
// its cloud and public id, and it is longer than 30 seconds; otherwise the browser's own player.
import { CLOUD_VIDEO_MIN_SECONDS } from '../../contract/contentRules'
import type { Video } from '../../contract/schemas/content'

export type VideoSource =
  | { readonly kind: 'embed'; readonly site: 'youtube' | 'vimeo'; readonly id: string; readonly embedUrl: string }
  | { readonly kind: 'cloud'; readonly cloudName: string; readonly publicId: string }
  | { readonly kind: 'native'; readonly url: string }
  | { readonly kind: 'none' }

const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/
const VIMEO = /^https?:\/\/(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?(\d{5,12})/

/** The video site and id of a link, if it is a video site's. */
export const videoSiteOf = (url: string): { site: 'youtube' | 'vimeo'; id: string } | undefined => {
  const youtube = YOUTUBE.exec(url)
  if (youtube) return { site: 'youtube', id: youtube[1] as string }
  const vimeo = VIMEO.exec(url)
  if (vimeo) return { site: 'vimeo', id: vimeo[1] as string }
  return undefined
}

export const videoSourceOf = (video: Video, cloudSwitch: boolean): VideoSource => {
  const asset = video.cloudinaryAsset
  if (cloudSwitch && asset && (video.duration ?? 0) > CLOUD_VIDEO_MIN_SECONDS) return { kind: 'cloud', cloudName: asset.cloudName, publicId: asset.publicId }
  if (!video.url) return { kind: 'none' }
  const onSite = videoSiteOf(video.url)
  if (onSite) {
    const embedUrl = onSite.site === 'youtube' ? `https://www.youtube-nocookie.com/embed/${onSite.id}?autoplay=1` : `https://player.vimeo.com/video/${onSite.id}?autoplay=1`
    return { kind: 'embed', ...onSite, embedUrl }
  }
  return { kind: 'native', url: video.url }
}
