/** What the dashboard's charts share: colours, sizes and the axis style (CORE-9.10). */
export const COLORS = {
  negative: '#2f855a',
  positive: '#c53030',
  sites: ['#2b6cb0', '#d69e2e', '#805ad5'],
  axis: '#4a5568',
  grid: '#e2e8f0',
}

/** Bar thickness (CORE-9.10): 24, and 8 in the per-site chart. */
export const BAR_WIDTH = 24
export const SITE_BAR_WIDTH = 8

export const AXIS_STYLE = {
  axis: { stroke: COLORS.axis },
  tickLabels: { fontSize: 10, fill: COLORS.axis, padding: 4 },
  grid: { stroke: COLORS.grid },
}

export const LEGEND_STYLE = { labels: { fontSize: 11, fill: COLORS.axis } }
