// The device fingerprint sent before placing an order (POST /cart/v1/deviceFingerPrint): a SHA-256
// of coarse browser traits (user agent, language, screen, time zone). No personal data and nothing
// that identifies the shopper across sites; the fraud check only compares it between calls.
export const deviceFingerprint = async (): Promise<string> => {
  const traits = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
