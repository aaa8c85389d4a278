/**
 * /device-health/{tab}/{itemName}/{itemId} (admin.md §2): a reader's verification as a modal
 * route over the lists, with two tabs, each a route: details (GET /v2/DeviceHealth/{id}) and
 * history (GET /v2/DeviceHealth/{id}/history, loaded when its tab is shown). Switching tabs
 * navigates, keeping the lists' query; closing returns to the lists as they were. A made-up id
 * shows the not-found result inside the modal.
 */
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Tabs } from '@chakra-ui/react'
import { getDeviceVerification } from '@/api/endpoints/device-health'
import type { DeviceVerification } from '@/api/types'
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
  const navigate = useNavigate()
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
          <Tabs.Root
            value={tab}
            onValueChange={(details) => void navigate(tabPath(details.value as DeviceHealthTab))}
            lazyMount
            unmountOnExit
          >
            <Tabs.List aria-label={t('deviceHealth.tabsLabel')}>
              {DEVICE_HEALTH_TABS.map((entry) => (
                <Tabs.Trigger key={entry} value={entry}>
                  {t(`deviceHealth.tabs.${entry}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="details">
              <VerificationDetails verification={item} />
            </Tabs.Content>
            <Tabs.Content value="history">
              <VerificationHistory itemId={itemId} />
            </Tabs.Content>
          </Tabs.Root>
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
