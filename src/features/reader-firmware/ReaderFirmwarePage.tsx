/**
 * /reader-firmware/{tab} (ADMIN-2.15, ADMIN-2.24): a tab per reader type, each an
 * administration list of its firmware versions (10 per page, the page in the URL, the newest
 * version first) with the upload's error of a version whose file never arrived, a download link
 * when it did, delete per row and the upload button with the write permission; the upload modal
 * route (/create) over it.
 *
 * The page holds the uploads (the firmware-uploads machine, one upload per reader type): it stays
 * mounted while the modal route opens and closes and while the tab changes, so an upload the user
 * closed the modal on still rolls back, and its toasts still follow; the list reloads after each
 * of its writes (src/api/changes.ts).
 */
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { createActor } from 'xstate'
import type { i18n as I18n } from 'i18next'
import { HStack, Link, Text } from '@chakra-ui/react'
import { Download, TriangleAlert } from 'lucide-react'
import type { Resource } from '@/api/changes'
import { deleteFirmware, listFirmware } from '@/api/endpoints/firmware'
import type { Firmware, ListResponse, PageQuery } from '@/api/types'
import { FIRMWARE_TYPES, type FirmwareType } from '@/domain/enums'
import { PERMISSIONS as P } from '@/domain/permissions'
import { firmwareUploadMachine } from '@/machines/firmware-upload.machine'
import {
  firmwareUploadsMachine,
  type FirmwareUploadsActor,
} from '@/machines/firmware-uploads.machine'
import { RouteTabs } from '@/ui/RouteTabs'
import { AdminListPage } from '@/lists/AdminListPage'
import type { DataColumn } from '@/ui/data-table/DataTable'
import type { ListQueryOptions } from '@/ui/data-table/list-query'
import { formatDateTime } from '@/ui/format'
import { notify } from '@/ui/toaster'
import { uploadToasts } from './firmware-form'
import { firmwareUploadActors } from './firmware-upload-actors'
import { FirmwareUploadModal } from './FirmwareUploadModal'
import { paths } from '@/domain/paths'

export interface ReaderFirmwarePageProps {
  tab: FirmwareType
  /** The upload modal route is open over the list. */
  creating: boolean
  permissions: readonly string[]
}

const FIRMWARE_ROWS: readonly Resource[] = ['firmware']

/** ADMIN-9.8: firmware page size 10. */
export const PAGE_SIZE = 10

export const FIRMWARE_QUERY: ListQueryOptions = {
  sortable: ['version', 'created'],
  defaultSort: { field: 'version', direction: 'desc' },
}

/** The list call of each reader type, one function per type. */
const FETCH_PAGE = Object.fromEntries(
  FIRMWARE_TYPES.map((type) => [type, (query: PageQuery) => listFirmware(type, query)]),
) as Record<FirmwareType, (query: PageQuery) => Promise<ListResponse<Firmware>>>

/**
 * The page's uploads, started once and never stopped: not `useProvidedActor`, which stops its
 * actor when the component goes, and every upload with it (the machine's header says why they
 * must end by themselves). The toasts are heard for as long as the uploads live.
 */
function startUploads(i18n: I18n): FirmwareUploadsActor {
  const uploads = createActor(
    firmwareUploadsMachine.provide({
      actors: { upload: firmwareUploadMachine.provide({ actors: firmwareUploadActors() }) },
    }),
  )
  // Each step's write reloads the list by itself (src/api/changes.ts).
  uploads.on('*', (event) => {
    for (const toast of uploadToasts(event, event.attached)) {
      notify[toast.kind](i18n.t(toast.key, toast.values))
    }
  })
  return uploads.start()
}

export function ReaderFirmwarePage({ tab, creating, permissions }: ReaderFirmwarePageProps) {
  const { t, i18n } = useTranslation()
  const [uploads] = useState(() => startUploads(i18n))
  const canWrite = permissions.includes(P.DESKTOP_VERSIONING_WRITE)

  return (
    <RouteTabs
      value={tab}
      label={t('readerFirmware.tabsLabel')}
      hrefOf={paths.readerFirmware}
      paddingTop="4"
      tabs={FIRMWARE_TYPES.map((type) => ({
        value: type,
        label: t(`readerFirmware.types.${type}`),
        content: (
          <FirmwareList
            type={type}
            canWrite={canWrite}
            createHref={canWrite ? paths.readerFirmwareCreate(type) : null}
            modal={
              creating && (
                <FirmwareUploadModal
                  type={type}
                  readerName={t(`readerFirmware.types.${type}`)}
                  uploads={uploads}
                  listPath={paths.readerFirmware(type)}
                />
              )
            }
          />
        ),
      }))}
    />
  )
}

interface FirmwareListProps {
  type: FirmwareType
  canWrite: boolean
  createHref: string | null
  /** The upload's modal route over the list, if open. */
  modal: ReactNode
}

function FirmwareList({ type, canWrite, createHref, modal }: FirmwareListProps) {
  const { t } = useTranslation()
  const columns: DataColumn<Firmware>[] = [
    {
      id: 'version',
      header: t('readerFirmware.columnVersion'),
      sortField: 'version',
      nowrap: true,
      cell: (row) => row.version,
    },
    {
      id: 'description',
      header: t('readerFirmware.columnDescription'),
      cell: (row) => row.description,
    },
    {
      id: 'created',
      header: t('readerFirmware.columnCreated'),
      sortField: 'created',
      nowrap: true,
      cell: (row) => formatDateTime(row.created),
    },
    { id: 'file', header: t('readerFirmware.columnFile'), cell: (row) => <FileCell row={row} /> },
  ]
  return (
    <AdminListPage<Firmware>
      resources={FIRMWARE_ROWS}
      texts={{
        title: t('readerFirmware.listTitle', { reader: t(`readerFirmware.types.${type}`) }),
        createLabel: t('readerFirmware.buttonUpload'),
        emptyText: t('readerFirmware.empty'),
        deleteSuccess: t('readerFirmware.deleteSuccess'),
        deleteError: t('readerFirmware.firmwareDeleteError'),
      }}
      columns={columns}
      fetchPage={FETCH_PAGE[type]}
      queryOptions={FIRMWARE_QUERY}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowName={(row) => row.version}
      createHref={createHref}
      editHref={null}
      deleteItem={canWrite ? (row) => deleteFirmware(type, row.id) : null}
      minWidth={800}
      modal={modal}
    />
  )
}

/** The file of a version: its download, or why there is none (not by colour alone: icon, text). */
function FileCell({ row }: { row: Firmware }) {
  const { t } = useTranslation()
  if (row.url) {
    return (
      <Link href={row.url} download colorPalette="brand" whiteSpace="nowrap">
        <Download aria-hidden size={16} />
        {t('readerFirmware.download')}
        <Text as="span" srOnly>
          {t('readerFirmware.downloadVersion', { version: row.version })}
        </Text>
      </Link>
    )
  }
  if (row.errorMessage) {
    return (
      <HStack gap="2" align="flex-start" color="fg.error">
        <TriangleAlert aria-hidden size={16} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('readerFirmware.uploadFailed')}
          </Text>{' '}
          {row.errorMessage}
        </Text>
      </HStack>
    )
  }
  return <Text color="fg.muted">{t('readerFirmware.noFile')}</Text>
}
