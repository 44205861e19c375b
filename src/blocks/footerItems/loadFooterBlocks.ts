// The footer's content renderer, a chunk of its own (the block renderer is not among the scripts every
// page needs): the footer hydrates it near the viewport; the locale layout's loader loads it before
// the server renders the footer.
export const loadFooterBlocks = () => import('./FooterBlocks').then((m) => m.FooterBlocks)
