// Styles of a listing's filter form (category and search pages): its fieldsets, legends and options.
import { css } from 'styled-system/css'

export const facetFieldset = css({ borderTopWidth: '1px', borderColor: 'border', pt: '3', mt: '3' })
export const facetLegend = css({ fontWeight: 'semibold', mb: '2', fontSize: 'sm' })
export const facetOption = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', py: '1', cursor: 'pointer' })
export const facetCount = css({ color: 'fg.muted' })
export const facetSwatch = css({ w: '4', h: '4', rounded: 'full', borderWidth: '1px', borderColor: 'border' })
export const filtersToggle = css({
  display: { base: 'flex', lg: 'none' },
  w: 'full',
  justifyContent: 'space-between',
  alignItems: 'center',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'md',
  fontWeight: 'semibold',
  cursor: 'pointer',
})
export const filtersForm = css({ display: { base: 'none', lg: 'block' }, '&[data-open=true]': { display: 'block', mt: '3' } })
export const sortSelect = css({ borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '2', py: '2', bg: 'bg', fontWeight: 'normal' })
