// The mega menu's code, a chunk of its own: the header hydrates it right after the page
// (../LazyHydrate.tsx); the locale layout's loader loads it before the server renders the header.
export const loadMegaMenu = () => import('./MegaMenu').then((m) => m.MegaMenu)
