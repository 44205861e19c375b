// The test context of the page's URL (`p13n_testcontext`, spec 002 section 2): the variants and
// segments it forces (src/contract/personalisation.ts parseTestContext). Read from the raw query so
// the router's own parsing of JSON-looking values does not touch it; the same on the server.
import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { EMPTY_TEST_CONTEXT, parseTestContext, TEST_CONTEXT_PARAM, type TestContext } from '../../contract/personalisation'

export const useTestContext = (): TestContext => {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  return useMemo(() => {
    if (!searchStr.includes(TEST_CONTEXT_PARAM)) return EMPTY_TEST_CONTEXT
    return parseTestContext(new URLSearchParams(searchStr).get(TEST_CONTEXT_PARAM))
  }, [searchStr])
}
