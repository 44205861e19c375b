// Window events that recalculate personalised content (spec 002 section 4): any script may dispatch
// them (`dispatchEvent(new Event('recalculateMonetateVfa'))`). A module of its own: the layout listens
// on every page, and needs nothing else of personalisation before the page is idle.

/** Decides the page's experiences again (the personalisation service's decision). */
export const RECALCULATE_DECISION_EVENT = 'recalculateMonetateVfa'
/** Reloads the lists of the second recommendation source (the recommendations call). */
export const RECALCULATE_RECOMMENDATIONS_EVENT = 'recalculateBloomreachVfa'
