// @vitest-environment happy-dom
// Video player: a video site's link plays in that site's embedded player (its id from the link),
// loaded only when the shopper presses play; a file in the browser's player with the content's
// settings; the cloud player only behind its switch for assets over 30 seconds.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSection } from '../../src/blocks/sections'
import { videoSiteOf, videoSourceOf } from '../../src/blocks/videoPlayer/videoSource'
import { cloudVideoUrls } from '../../src/blocks/videoPlayer/CloudVideo'
import { renderBlocks } from './renderBlocks'
import { decoded, videoPlayer } from './blockFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const cloud = { url: '/media/v.mp4', cloudinaryAsset: { cloudName: 'summit', publicId: 'guides/layering' }, duration: 45 }

describe('VideoPlayerBlock', () => {
  it('decodes per-breakpoint media and refuses a javascript: link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeSection(videoPlayer)?.type).toBe('videoPlayer')
    expect(decodeSection({ ...videoPlayer, media: { sm: { url: 'javascript:alert(1)' } } })).toBeUndefined()
  })

  it('takes the id out of video-site links', () => {
    expect(videoSiteOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ site: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(videoSiteOf('https://youtu.be/dQw4w9WgXcQ')).toEqual({ site: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(videoSiteOf('https://vimeo.com/76979871')).toEqual({ site: 'vimeo', id: '76979871' })
    expect(videoSiteOf('/media/video/layering.mp4')).toBeUndefined()
  })

  it('uses the cloud player only with its switch on, for a cloud asset longer than 30 seconds', () => {
    expect(videoSourceOf(cloud, true)).toEqual({ kind: 'cloud', cloudName: 'summit', publicId: 'guides/layering' })
    expect(videoSourceOf(cloud, false)).toEqual({ kind: 'native', url: '/media/v.mp4' })
    expect(videoSourceOf({ ...cloud, duration: 30 }, true).kind).toBe('native')
    expect(videoSourceOf({ ...cloud, cloudinaryAsset: undefined }, true).kind).toBe('native')
    expect(cloudVideoUrls('summit', 'guides/layering').hls).toMatch(/\/summit\/video\/upload\/sp_auto\/guides\/layering\.m3u8$/)
  })

  it('shows a video site’s video behind its poster until play is pressed (a phone gets the sm video)', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList)
    const { container } = await renderBlocks(decoded(videoPlayer))
    expect(container.querySelector('[data-block=videoPlayer]')?.getAttribute('data-player')).toBe('embed')
    expect(container.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Play: Layering' }))
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
  })

  it('plays a file in the browser’s player with the content’s settings', async () => {
    const { container } = await renderBlocks(decoded({ ...videoPlayer, media: { sm: { url: '/media/video/layering.mp4', seoTitle: 'Layering' } }, playerSettings: { hideControls: true, loop: true, muted: true } }))
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.getAttribute('src')).toBe('/media/video/layering.mp4')
    expect(video.hasAttribute('controls')).toBe(false)
    expect(video.loop).toBe(true)
  })
})
