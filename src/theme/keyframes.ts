// Keyframes used by components (skeleton shimmer). Reduced motion turns them off globally.
export const keyframes = {
  shimmer: { '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } },
}
