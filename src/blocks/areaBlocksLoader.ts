// The content areas' renderer (./AreaBlocks.tsx), a chunk of its own: loaded by the area's loader on
// the server (./loadContentArea.ts) and by the area itself in the browser (./ContentArea.tsx).
export const loadAreaBlocks = () => import('./AreaBlocks').then((m) => m.AreaBlocks)
