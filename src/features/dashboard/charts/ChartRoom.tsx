/**
 * The room a chart will take, held while its answer is on its way: a box of the chart's aspect
 * at the widget's width, as the responsive chart is drawn. The widget then fills it without
 * moving what is below (issue 35: the dashboard's layout shift was its charts growing in).
 */
import { Box } from '@chakra-ui/react'

export function ChartRoom({ width, height }: { width: number; height: number }) {
  return <Box width="100%" aspectRatio={`${width} / ${height}`} />
}
