/**
 * /device-health/{tab}/{itemName}/{itemId} (ADMIN-2.14): a reader's verification as a modal
 * route over the lists, with two tabs, each a route: details (GET /v2/DeviceHealth/{id}) and
 * history (GET /v2/DeviceHealth/{id}/history, loaded when its tab is shown). Switching tabs
 * navigates, keeping the lists' query; closing returns to the lists as they were. A made-up id
 * shows the not-found result inside the modal.
 */
import { useTranslation } from 'react-i18next'
import { getDeviceVerification } from '@/api/endpoints/device-health'
import type { DeviceVerification } from '@/api/types'
import { RouteTabs } from '@/ui/RouteTabs'
import { ModalRoute } from '@/ui/modal-route/ModalRoute'
import { useItem } from '@/ui/use-item'
import { ItemLoadState } from '@/ui/ItemLoadState'
import { DEVICE_HEALTH_TABS, type DeviceHealthTab } from './device-health-display'
import { VerificationDetails } from './VerificationDetails'
import { VerificationHistory } from './VerificationHistory'

export interface VerificationModalProps {
  itemId: number
  tab: DeviceHealthTab
  /** The lists with their query: where closing returns to. */
  listPath: string
  /** The same verification on another tab, with the lists' query. */
  tabPath: (tab: DeviceHealthTab) => string
}

export function VerificationModal({ itemId, tab, listPath, tabPath }: VerificationModalProps) {
  const { t } = useTranslation()
  const { snapshot, send, item } = useItem<DeviceVerification>(itemId, getDeviceVerification)
  return (
    <ModalRoute
      title={
        item
          ? t('deviceHealth.modalTitle', { serial: item.readerSerialNumber })
          : t('deviceHealth.modalTitleLoading')
      }
      listPath={listPath}
      size="xl"
    >
      {() =>
        item ? (
          <RouteTabs
            value={tab}
            label={t('deviceHealth.tabsLabel')}
            hrefOf={tabPath}
            tabs={DEVICE_HEALTH_TABS.map((entry) => ({
              value: entry,
              label: t(`deviceHealth.tabs.${entry}`),
              content:
                entry === 'details' ? (
                  <VerificationDetails verification={item} />
                ) : (
                  <VerificationHistory itemId={itemId} />
                ),
            }))}
          />
        ) : (
          <ItemLoadState
            snapshot={snapshot}
            notFound={t('deviceHealth.notFound')}
            failed={t('deviceHealth.loadError')}
            onRetry={() => send({ type: 'item.retry' })}
          />
        )
      }
    </ModalRoute>
  )
}
