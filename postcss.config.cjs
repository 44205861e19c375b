// Panda writes the stylesheet from the sources; postcss-prune-var then drops the custom properties
// nothing reads (of Panda's preset tokens, most: 448 of 572, about 11 KB of every page's inline
// stylesheet, and as many properties less on :root for every element to inherit). Safe because the
// whole stylesheet is one file: every var() a page uses, inline styles' and content's included, is
// in it (inline styles only define properties: --star-height, --filled, --band-bg...).
module.exports = { plugins: { '@pandacss/dev/postcss': {}, 'postcss-prune-var': {} } }
