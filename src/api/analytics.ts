/**
 * Analytics events (CORE-9.11: login, report exported, site added, cloud user added, app user
 * added). The analytics service is not named by the spec: events go to `window.dataLayer`, the
 * queue tag managers read, so whichever service the operator configures picks them up.
 */
export type AnalyticsEvent =
  'login' | 'report_exported' | 'site_added' | 'cloud_user_added' | 'app_user_added'

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}

export function logEvent(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  window.dataLayer ??= []
  window.dataLayer.push({ event, ...data })
}
