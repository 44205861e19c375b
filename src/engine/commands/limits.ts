// Add-to-cart limits (spec 001 section 9), in a module of their own so the product and cart pages can
// read them without loading the engine (which starts after hydration, see ../react.tsx).
export const DEFAULT_QTY = 1
export const MAX_QTY = 999_999
