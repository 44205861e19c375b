export { brandThemeColor } from './brands'
