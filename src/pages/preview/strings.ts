// Texts of the editors' preview tool in the UI's three languages. A table of its own so only that
// page carries it. "Doc type is required" is the spec's message for the form's one required field; it
// overrides the generic validator's message.
import { formatMessage } from '../../contract/messageFormat'
import type { Language, StringParams } from '../../ui/strings'

export const PREVIEW_STRINGS = {
  'preview.intro': {
    en: 'Shows the content of one type from the sandbox, as the store renders it.',
    fr: 'Affiche les contenus d’un type depuis l’environnement de test, tels que la boutique les affiche.',
    de: 'Zeigt die Inhalte eines Typs aus der Testumgebung so, wie der Shop sie darstellt.',
  },
  'preview.form': { en: 'What to preview', fr: 'Contenu à prévisualiser', de: 'Was angezeigt werden soll' },
  'preview.docType': { en: 'Doc type', fr: 'Type de document', de: 'Dokumenttyp' },
  'preview.docTypeChoose': { en: 'Choose a doc type', fr: 'Choisissez un type de document', de: 'Dokumenttyp wählen' },
  'preview.docTypeRequired': { en: 'Doc type is required', fr: 'Le type de document est obligatoire', de: 'Der Dokumenttyp ist erforderlich' },
  'preview.layoutVariant': { en: 'Layout variant (optional)', fr: 'Variante de mise en page (facultatif)', de: 'Layout-Variante (optional)' },
  'preview.limit': { en: 'Limit', fr: 'Nombre maximum', de: 'Höchstzahl' },
  'preview.go': { en: 'Go', fr: 'Afficher', de: 'Los' },
  'preview.results': { en: 'Results', fr: 'Résultats', de: 'Ergebnisse' },
  'preview.loading': { en: 'Loading results…', fr: 'Chargement des résultats…', de: 'Ergebnisse werden geladen…' },
  'preview.none': { en: 'No results.', fr: 'Aucun résultat.', de: 'Keine Ergebnisse.' },
} as const satisfies Record<string, Record<Language, string>>

export type PreviewKey = keyof typeof PREVIEW_STRINGS

export const pt = (language: Language, key: PreviewKey, params?: StringParams): string => formatMessage(PREVIEW_STRINGS[key][language], language, params ?? {})
