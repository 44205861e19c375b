// The pages' Content-Security-Policy allows frames of exactly the two video sites the video block
// embeds (after the shopper presses play), and media from the cloud video service only when its
// player's switch is on.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLOUD_VIDEO_ORIGIN, VIDEO_PLAYER_ORIGINS, contentSecurityPolicy } from '../../src/pwa/server/securityHeaders'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

afterEach(() => vi.unstubAllEnvs())

describe('contentSecurityPolicy', () => {
  it('frames only our origin and the video players', () => {
    expect(directive(contentSecurityPolicy('n0nce', []), 'frame-src')).toBe(`frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(' ')}`)
  })

  it('plays media from our origin, and from the cloud video service only with its switch on', () => {
    vi.stubEnv('CLOUD_VIDEO_PLAYER', '')
    expect(directive(contentSecurityPolicy('n0nce', []), 'media-src')).toBe(`media-src 'self'`)
    vi.stubEnv('CLOUD_VIDEO_PLAYER', '1')
    expect(directive(contentSecurityPolicy('n0nce', []), 'media-src')).toBe(`media-src 'self' ${CLOUD_VIDEO_ORIGIN}`)
  })
})
