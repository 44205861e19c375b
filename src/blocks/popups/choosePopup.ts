// Which pop-up opens (spec 002 section 4): the first one not yet dismissed, among those that may
// open on this page: of its page types (without any: anywhere but checkout and the order
// confirmation) and under one of its path prefixes (when it names some).
import { pageTypeOf } from '../../contract/site/routeRules'

export interface Choosable {
  readonly id: string
  readonly pageTypes?: ReadonlyArray<string> | undefined
  readonly pathPrefixes?: ReadonlyArray<string> | undefined
}

/** Whether the pop-up may open on the page at this path (`/{locale}/...`). */
export const opensOn = (popup: Choosable, pathname: string): boolean => {
  const pageType = pageTypeOf(pathname)
  const typeOk = popup.pageTypes ? popup.pageTypes.includes(pageType) : pageType !== 'checkout' && pageType !== 'orderConfirmation'
  const rest = pathname.split('/').slice(2).join('/')
  return typeOk && (!popup.pathPrefixes || popup.pathPrefixes.some((prefix) => rest.startsWith(prefix)))
}

export const choosePopup = <P extends Choosable>(popups: ReadonlyArray<P>, dismissed: ReadonlyArray<string>, pathname: string): P | undefined =>
  popups.find((popup) => !dismissed.includes(popup.id) && opensOn(popup, pathname))
