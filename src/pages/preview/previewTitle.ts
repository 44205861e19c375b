// The preview tool's title in the UI's languages (apart from ./strings.ts: the route's head, in every
// page's entry, needs it before the page's code loads).
export const PREVIEW_TITLE = { en: 'Content preview', fr: 'Aperçu du contenu', de: 'Inhaltsvorschau' } as const
