// Engine notices that are not catalogue errors, in the catalogue's languages. The UI shows them when
// a toast carries `notice` (effects/Toasts.ts), or from state (`storage: 'memory'`).
import type { Language } from '../contract/errorCatalogue'

export type Notice = 'storageMemory'

export const NOTICES: Readonly<Record<Notice, Readonly<Record<Language, string>>>> = {
  storageMemory: {
    en: "Your browser isn't saving this session's changes. They will be lost if you close this tab.",
    fr: "Votre navigateur n'enregistre pas les modifications de cette session. Elles seront perdues si vous fermez cet onglet.",
    de: 'Ihr Browser speichert die Änderungen dieser Sitzung nicht. Sie gehen verloren, wenn Sie diesen Tab schließen.',
  },
}

export const noticeText = (notice: Notice, language: Language): string => NOTICES[notice][language]
