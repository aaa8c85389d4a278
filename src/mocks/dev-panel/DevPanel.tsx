/**
 * The fake API's dev panel (fake mode only): a drawer for product people to pick the seed, set
 * the latency, make endpoints fail, read the feedback the portal sent and the mail the fake API
 * sent (the outbox), and reset the demo data. It renders the controls' state and calls the
 * handle's methods; the same methods are what Playwright calls through window.fakeApi. The
 * feedback and the outbox are asked of the backend each time the panel opens (and on a list's
 * Refresh): the backend's worker holds them, not the page.
 */
import { use, useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { formatDateTime, formatNumber } from '@/ui/format'
import type { FakeApiHandle } from '../browser'
import {
  FAULT_KINDS,
  FIRMWARE_STORAGE_FAULT_ID,
  FIRMWARE_STORAGE_MODES,
  firmwareStorageMode,
  firmwareStorageRule,
  type FaultKind,
  type FirmwareStorageMode,
} from '../controls'
import type { FeedbackRow } from '../db/rows'
import { SEED_RECORD_COUNTS, type SeedSize } from '../seed/sizes'
import type { SentMail } from './outbox'
import { AskedList } from './AskedList'
import { OutboxSection } from './OutboxSection'
import { notify } from '@/ui/toaster'
import type { ReceivedFeedback } from './received-feedback'

const METHODS = ['*', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const

/** What the panel asks of the backend's worker as it opens; a list's Refresh asks again. */
interface Asked {
  feedback: Promise<ReceivedFeedback>
  outbox: Promise<SentMail>
}

export default function DevPanel({ api }: { api: FakeApiHandle }) {
  const { t } = useTranslation()
  const settings = useSyncExternalStore(api.subscribe, api.settings)
  // The panel shows once the backend is ready (it suspends until then): its status is about it.
  const backend = use(api.ready)
  const [method, setMethod] = useState<string>('*')
  const [path, setPath] = useState('/v2/')
  const [kind, setKind] = useState<FaultKind>('server-error')
  const [times, setTimes] = useState('')
  const [confirmingReset, setConfirmingReset] = useState(false)
  const storageLabel = useId()
  // Asked when the panel opens: what was sent since the last look shows.
  const [asked, setAsked] = useState<Asked | null>(null)

  function addFault(event: FormEvent) {
    event.preventDefault()
    const count = Number(times)
    api.addFault({ method, path, kind, remaining: times && count > 0 ? count : null })
  }

  function setStorage(mode: FirmwareStorageMode) {
    api.removeFault(FIRMWARE_STORAGE_FAULT_ID)
    const rule = firmwareStorageRule(mode)
    if (rule) api.addFault(rule)
  }
  const storageMode = firmwareStorageMode(settings.faults)

  return (
    // The whole width of a phone; a side panel from 576 px on.
    <Drawer.Root
      placement="end"
      size={{ base: 'full', sm: 'sm' }}
      onOpenChange={(details) =>
        setAsked(details.open ? { feedback: api.receivedFeedback(), outbox: api.outbox() } : null)
      }
    >
      <Drawer.Trigger asChild>
        <Button
          position="fixed"
          bottom="3"
          right="3"
          zIndex="docked"
          size="xs"
          variant="subtle"
          colorPalette="purple"
        >
          {t('devPanel.open')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('devPanel.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Text fontSize="sm" color="fg.muted">
                  {t('devPanel.status', {
                    seed: t(`devPanel.seeds.${api.seed}`),
                    records: formatNumber(backend.recordCount),
                    ms: formatNumber(backend.bootMs, { maxDecimals: 0 }),
                    changes: t('devPanel.storedChanges', { count: backend.replayed }),
                  })}
                </Text>

                <Field.Root>
                  <Field.Label>{t('devPanel.seed')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={api.seed}
                      onChange={(event) => api.useSeed(event.currentTarget.value as SeedSize)}
                    >
                      {Object.keys(SEED_RECORD_COUNTS).map((seed) => (
                        <option key={seed} value={seed}>
                          {t(`devPanel.seeds.${seed}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>

                <Field.Root>
                  <Field.Label>{t('devPanel.latency')}</Field.Label>
                  <Input
                    size="sm"
                    type="number"
                    min={0}
                    step={50}
                    value={settings.latencyMs}
                    onChange={(event) => api.setLatency(Number(event.currentTarget.value))}
                  />
                  <Field.HelperText>{t('devPanel.latencyHelp')}</Field.HelperText>
                </Field.Root>

                <Stack gap="2" role="group" aria-labelledby={storageLabel}>
                  <Text id={storageLabel} fontWeight="semibold">
                    {t('devPanel.firmwareStorage')}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    {FIRMWARE_STORAGE_MODES.map((mode) => (
                      <Button
                        key={mode}
                        size="sm"
                        variant={storageMode === mode ? 'solid' : 'outline'}
                        aria-pressed={storageMode === mode}
                        onClick={() => setStorage(mode)}
                      >
                        {t(`devPanel.firmwareStorageModes.${mode}`)}
                      </Button>
                    ))}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('devPanel.firmwareStorageHelp')}
                  </Text>
                </Stack>

                <Box as="form" onSubmit={addFault}>
                  <Stack gap="3">
                    <Text fontWeight="semibold">{t('devPanel.faults')}</Text>
                    <HStack align="end">
                      <Field.Root width="28">
                        <Field.Label>{t('devPanel.faultMethod')}</Field.Label>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            value={method}
                            onChange={(event) => setMethod(event.currentTarget.value)}
                          >
                            {METHODS.map((value) => (
                              <option key={value} value={value}>
                                {value === '*' ? t('devPanel.anyMethod') : value}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Field.Root required>
                        <Field.Label>{t('devPanel.faultPath')}</Field.Label>
                        <Input
                          size="sm"
                          value={path}
                          onChange={(event) => setPath(event.currentTarget.value)}
                        />
                      </Field.Root>
                    </HStack>
                    <HStack align="end">
                      <Field.Root>
                        <Field.Label>{t('devPanel.faultKind')}</Field.Label>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            value={kind}
                            onChange={(event) => setKind(event.currentTarget.value as FaultKind)}
                          >
                            {FAULT_KINDS.map((value) => (
                              <option key={value} value={value}>
                                {t(`devPanel.kinds.${value}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Field.Root width="28">
                        <Field.Label>{t('devPanel.faultTimes')}</Field.Label>
                        <Input
                          size="sm"
                          type="number"
                          min={1}
                          value={times}
                          placeholder={t('devPanel.faultTimesAlways')}
                          onChange={(event) => setTimes(event.currentTarget.value)}
                        />
                      </Field.Root>
                    </HStack>
                    <Button type="submit" size="sm" alignSelf="start" disabled={!path.trim()}>
                      {t('devPanel.addFault')}
                    </Button>
                    {settings.faults.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('devPanel.noFaults')}
                      </Text>
                    ) : (
                      <Stack as="ul" gap="2" listStyleType="none">
                        {settings.faults.map((rule) => (
                          <HStack as="li" key={rule.id} justify="space-between">
                            <Text fontSize="sm">
                              {t('devPanel.faultRule', {
                                method: rule.method === '*' ? t('devPanel.anyMethod') : rule.method,
                                path: rule.path,
                                kind: t(`devPanel.kinds.${rule.kind}`),
                                times:
                                  rule.remaining === null
                                    ? t('devPanel.faultTimesAlways')
                                    : t('devPanel.faultTimesLeft', { count: rule.remaining }),
                              })}
                            </Text>
                            <Button
                              size="xs"
                              variant="outline"
                              onClick={() => api.removeFault(rule.id)}
                            >
                              {t('devPanel.removeFault')}
                            </Button>
                          </HStack>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </Box>

                <FeedbackSection
                  received={asked?.feedback ?? null}
                  onRefresh={() =>
                    asked && setAsked({ ...asked, feedback: api.receivedFeedback() })
                  }
                />

                <OutboxSection
                  sent={asked?.outbox ?? null}
                  onRefresh={() => asked && setAsked({ ...asked, outbox: api.outbox() })}
                  onExpireLinks={() =>
                    void api.expireResetLinks().then(() => notify.info(t('devPanel.outboxExpired')))
                  }
                />

                <Stack gap="2">
                  <Text fontWeight="semibold">{t('devPanel.demoData')}</Text>
                  {confirmingReset ? (
                    <HStack>
                      <Text fontSize="sm">{t('devPanel.resetConfirm')}</Text>
                      <Button size="sm" colorPalette="red" onClick={() => void api.resetDemoData()}>
                        {t('devPanel.resetYes')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setConfirmingReset(false)}>
                        {t('devPanel.resetNo')}
                      </Button>
                    </HStack>
                  ) : (
                    <Button
                      size="sm"
                      alignSelf="start"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setConfirmingReset(true)}
                    >
                      {t('devPanel.reset')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('devPanel.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

/** A feedback's text is shortened in the list past this many characters; the full text opens. */
const FEEDBACK_PREVIEW_CHARS = 160

/**
 * "Feedback received": what the portal's feedback form sent (POST /v2/Feedback), newest first,
 * for product people to see what arrives without a real inbox.
 */
function FeedbackSection({
  received,
  onRefresh,
}: {
  received: Promise<ReceivedFeedback> | null
  onRefresh: () => void
}) {
  return (
    <AskedList
      keys="feedback"
      answer={received}
      rowsOf={(answer: ReceivedFeedback) => answer.rows}
      onRefresh={onRefresh}
      item={(row) => <FeedbackEntry key={row.id} row={row} />}
    />
  )
}

function FeedbackEntry({ row }: { row: FeedbackRow }) {
  const { t } = useTranslation()
  const long = row.feedback.length > FEEDBACK_PREVIEW_CHARS
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" padding="2" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="purple">
          {t(`devPanel.feedbackTypes.${row.type}`)}
        </Badge>
        <Badge variant="outline">{t(`feedback.categories.${row.topic}`)}</Badge>
        <Text color="fg.muted">{formatDateTime(row.created)}</Text>
      </HStack>
      <Text overflowWrap="anywhere">{row.sender}</Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {long ? `${row.feedback.slice(0, FEEDBACK_PREVIEW_CHARS).trimEnd()}…` : row.feedback}
      </Text>
      {long && (
        <Box as="details">
          <Box as="summary" cursor="pointer" minHeight="6" color="fg.muted">
            {t('devPanel.feedbackFullText', {
              count: row.feedback.length,
              formatted: formatNumber(row.feedback.length),
            })}
          </Box>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" marginTop="1">
            {row.feedback}
          </Text>
        </Box>
      )}
      <Text color="fg.muted" overflowWrap="anywhere">
        {t('devPanel.feedbackClient', {
          device: row.device || '–',
          os: row.os || '–',
          platform: row.platform,
          version: row.version || '–',
        })}
      </Text>
    </Stack>
  )
}
