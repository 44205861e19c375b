// Whether the device holds a store associate's session (issue 15): favourites, saved for later and
// cart favourites are off while one is connected (spec 000 section 6).
import { useEngineState } from '../engine/react'

export const useAssociateConnected = (): boolean => useEngineState((s) => s.session.status === 'agent')
