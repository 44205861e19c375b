// Video player (spec 002 sections 3, 5, 7, 8): the video for the viewport's breakpoint (sm, md, lg),
// played by what suits it (./videoSource.ts): a video site's embedded player, shown behind its poster
// until the shopper presses play (nothing is loaded from the video site before that); the browser's
// own player with the content's settings (autoplay, controls, loop, muted); or the cloud player,
// loaded on demand (./CloudVideo.tsx) behind its switch. An autoplay the browser refuses is logged.
import { useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { Video, VideoPlayerSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { imageUrl } from '../../ui/imageUrl'
import type { BlockProps } from '../registry'
import { atBreakpoint, useBreakpoint } from '../shared/useBreakpoint'
import { bt } from '../strings'
import { videoSourceOf } from './videoSource'

const CloudVideo = lazy(() => import('./CloudVideo').then((m) => ({ default: m.CloudVideo })))

const frame = css({ position: 'relative', w: 'full', aspectRatio: '16 / 9', bg: 'black', rounded: 'card', overflow: 'hidden' })

const useCloudSwitch = (): boolean => {
  const context = useRouteContext({ strict: false }) as { settings?: { cloudVideo?: boolean } }
  return context.settings?.cloudVideo ?? false
}

export function VideoPlayerBlock({ section, site }: BlockProps<VideoPlayerSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const breakpoint = useBreakpoint()
  const video = atBreakpoint(section.media, breakpoint)
  const source = videoSourceOf(video, useCloudSwitch())
  const settings = section.playerSettings ?? {}
  const titleId = `video-${section.id}`
  const label = video.seoTitle ?? section.title ?? section.name
  return (
    <section aria-labelledby={section.title ? titleId : undefined} aria-label={section.title ? undefined : label} data-block="videoPlayer" data-player={source.kind} className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      {section.title && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '4' })}>
          {section.title}
        </h2>
      )}
      <div className={frame} style={video.width && video.height ? { aspectRatio: `${video.width} / ${video.height}` } : undefined}>
        {source.kind === 'embed' && <EmbeddedVideo embedUrl={source.embedUrl} video={video} label={label} playLabel={bt(lang, 'blocks.play')} />}
        {source.kind === 'native' && <NativeVideo url={source.url} video={video} label={label} settings={settings} unsupported={bt(lang, 'video.unsupported')} />}
        {source.kind === 'cloud' && (
          <Suspense fallback={null}>
            <CloudVideo cloudName={source.cloudName} publicId={source.publicId} label={label} poster={video.poster} />
          </Suspense>
        )}
      </div>
      {video.seoDescription && <p className={css({ mt: '3', color: 'fg.muted', fontSize: 'sm' })}>{video.seoDescription}</p>}
    </section>
  )
}

function EmbeddedVideo({ embedUrl, video, label, playLabel }: { embedUrl: string; video: Video; label: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false)
  if (playing) return <iframe src={embedUrl} title={label} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', border: '0' })} />
  return (
    <button type="button" onClick={() => setPlaying(true)} aria-label={`${playLabel}: ${label}`} className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'white' })}>
      {video.poster && <img src={imageUrl(video.poster.src, video.poster)} alt="" width={video.poster.width} height={video.poster.height} loading="lazy" className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', opacity: 0.85 })} />}
      <span aria-hidden="true" className={css({ position: 'relative', w: '16', h: '16', rounded: 'full', bg: 'rgb(0 0 0 / 0.6)', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '2xl' })}>
        ▶
      </span>
    </button>
  )
}

function NativeVideo({ url, video, label, settings, unsupported }: { url: string; video: Video; label: string; settings: NonNullable<VideoPlayerSection['playerSettings']>; unsupported: string }) {
  const element = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const player = element.current
    if (!player || !settings.autoplay || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    player.muted = true
    player.play()?.catch((error: unknown) => console.warn('video autoplay failed', error))
  }, [settings.autoplay, url])
  return (
    // Captions come with the content when it has them (its VTT file); the spec's videos may have none.
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the track is rendered when the content gives one
    <video
      ref={element}
      src={url}
      aria-label={label}
      controls={!settings.hideControls}
      loop={settings.loop}
      muted={settings.muted ?? settings.autoplay}
      playsInline
      preload="metadata"
      poster={video.poster ? imageUrl(video.poster.src, video.poster) : undefined}
      className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
    >
      {video.captions && <track kind="captions" src={video.captions.url} srcLang={video.captions.language} default />}
      {unsupported}
    </video>
  )
}
