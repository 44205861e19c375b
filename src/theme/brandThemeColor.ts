// The brand colour as hex, for <meta name="theme-color"> and the web manifest.
export { brandThemeColor } from './brands'
