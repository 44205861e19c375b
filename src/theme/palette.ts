// Raw colour scales (50 = lightest). Components never use these directly: they use the semantic
// tokens of src/theme/semanticTokens.ts, which map each brand's palette onto roles (bg, fg, accent...).
export const palette = {
  /** Summit's deep forest green. */
  forest: {
    50: '#eef6f1',
    100: '#d6eadd',
    200: '#afd4bd',
    300: '#80b797',
    400: '#549770',
    500: '#377a55',
    600: '#2a6344',
    700: '#1f4d3a',
    800: '#173d2e',
    900: '#112e23',
    950: '#0a1c15',
  },
  /** Summit's warm ember orange (700 and darker carry white text). */
  ember: {
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#c2410c',
    800: '#9a3412',
    900: '#7c2d12',
  },
  /** Summit's warm neutrals. */
  stone: {
    50: '#fafaf7',
    100: '#f4f2ec',
    200: '#e6e2d8',
    300: '#d3cdbf',
    400: '#a9a293',
    500: '#7a7366',
    600: '#5c564b',
    700: '#46413a',
    800: '#2e2b26',
    900: '#1f1d19',
    950: '#171714',
  },
  /** Sale and error red. */
  red: {
    50: '#fef3f2',
    100: '#fee4e2',
    600: '#d92d20',
    700: '#b42318',
    800: '#912018',
  },
  /** Fjell's fjord blue. */
  fjord: {
    50: '#eff5fb',
    100: '#dbe8f4',
    200: '#b9d1e8',
    300: '#8bb2d6',
    400: '#5b8fbf',
    500: '#3d72a5',
    600: '#2c5c8a',
    700: '#1d4a72',
    800: '#163a5b',
    900: '#112c46',
    950: '#0b1d2f',
  },
  /** Fjell's cool neutrals, from off-white snow to slate. */
  frost: {
    50: '#fbfaf6',
    100: '#eff2f4',
    200: '#dfe5e9',
    300: '#c5cfd6',
    400: '#98a6b1',
    500: '#6c7c89',
    600: '#4e5d69',
    700: '#3b4853',
    800: '#27323b',
    900: '#1a232a',
    950: '#121a20',
  },
  /** Fjell's lingonberry red (sale and errors). */
  lingon: {
    50: '#fdf2f3',
    100: '#fbe3e6',
    700: '#a3202e',
    800: '#841a26',
  },
  /** Fjell's pine green (success). */
  pine: {
    50: '#edf7f2',
    100: '#d3ede0',
    700: '#1f6647',
    800: '#18513a',
  },
} as const

export type PaletteName = keyof typeof palette
