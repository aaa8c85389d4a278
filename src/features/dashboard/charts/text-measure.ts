/**
 * How Victory sizes chart text. By default it measures every label in a hidden SVG of the page:
 * each new label is a forced layout of the whole dashboard, which cost ~60 ms of a cold load,
 * spread over every chart as its answer arrives. Victory's own estimate from font metrics (its
 * fallback where there is no DOM) is close enough for tick labels and legends at these sizes, and
 * needs no layout, so the charts use it. Victory exposes this hook for exactly such a swap.
 */
import { TextSize } from 'victory'

const internal = TextSize._approximateTextSizeInternal
const measure = internal.impl.bind(internal)

/** Installed once, when the first chart module loads. */
internal.impl = (text, style) => measure(text, style, true)
