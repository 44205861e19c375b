// The 4xx page as the router's not-found component (src/router.tsx, src/routes/$locale.tsx): a small
// wrapper whose page (./NotFoundPage.tsx, with its texts) loads only when a 404 is shown. Named
// directly, the router preloads a matched route's not-found component with every page, so every
// shopper loaded the 404 page's code. The server loads it when this module loads, so its renders
// never wait for it; in the browser a 404 keeps the server's HTML until the code is here.
import { Suspense, use } from 'react'
import { blockPromise, loadBlock, loadedBlock } from '../blocks/blockModules'

const loadNotFoundPage = () => import('./NotFoundPage').then((m) => m.NotFoundPage)

if (typeof window === 'undefined') void loadBlock(loadNotFoundPage)

function Loaded() {
  const Page = loadedBlock(loadNotFoundPage) ?? use(blockPromise(loadNotFoundPage))
  return <Page />
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  )
}
