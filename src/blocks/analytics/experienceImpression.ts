// An experience's impression as the data layer receives it (spec 002 sections 3 and 9): the
// reporting fields with the variant label mapped by the spec's rule, and the experiment tracking
// variable `AB_Mon_SS_{experience label}` set to that label.
import { trackingVariable, variantLabel } from '../../contract/personalisedBlocks'
import type { ImpressionReport } from '../../contract/schemas/personalisation'
import type { AnalyticsEvent } from '../../ui/analytics'

export const experienceImpressionOf = (report: ImpressionReport): AnalyticsEvent => {
  const variable = trackingVariable(report)
  return { event: 'experienceImpression', ...report, variant_label: variantLabel(report.variant_label), [variable.name]: variable.value }
}
