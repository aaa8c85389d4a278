/**
 * Renders a dashboard chart by its type. The dashboard's layout names its charts by type; an
 * unknown type logs a warning and renders nothing (CORE-4.9), so a misconfigured chart never
 * breaks the page.
 */
import type {
  SitesChart as SitesData,
  SubstancesChart as SubstancesData,
  TestResultsChart as TestResultsData,
} from '@/api/types'
import './text-measure'
import { SitesChart } from './SitesChart'
import { SubstancesChart } from './SubstancesChart'
import { TestResultsChart } from './TestResultsChart'

export type ChartSpec =
  | { type: 'testResults'; data: TestResultsData; end: string }
  | { type: 'substances'; data: SubstancesData }
  | {
      type: 'testsPerSite' | 'falsePositives'
      data: SitesData
      siteIds: readonly number[]
      title: string
      description: string
    }

export function DashboardChart(props: ChartSpec) {
  switch (props.type) {
    case 'testResults':
      return <TestResultsChart data={props.data} end={props.end} />
    case 'substances':
      return <SubstancesChart data={props.data} />
    case 'testsPerSite':
    case 'falsePositives':
      return (
        <SitesChart
          data={props.data}
          siteIds={props.siteIds}
          kind={props.type === 'testsPerSite' ? 'bars' : 'lines'}
          title={props.title}
          description={props.description}
        />
      )
    default: {
      console.warn(
        `Unknown chart type “${String((props as { type: unknown }).type)}”: nothing rendered.`,
      )
      return null
    }
  }
}
