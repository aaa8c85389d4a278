/**
 * The frame of every dashboard widget: a titled region that says when it is busy (the previous
 * content stays under it), shows the load's error with a retry, and otherwise its content.
 */
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Box, Button, Card, Heading, HStack, Spinner } from '@chakra-ui/react'
import type { Widget } from './use-widget'
import type WIDGET_NAMES from './widget-names.json'

/** The widgets' names, in the page's order: one list for the page, its tests and benchmarks. */
export type WidgetName = (typeof WIDGET_NAMES)[number]

export interface WidgetFrameProps {
  /** A stable name, also what the benchmark and tests look for (data-widget; widget-names.json). */
  name: WidgetName
  title: string
  widget: Pick<Widget<unknown>, 'loading' | 'failed' | 'error' | 'retry' | 'data'>
  /** Controls shown beside the title (the per-site charts' site choice, the map's buttons). */
  actions?: ReactNode
  /**
   * What holds the content's room until its first answer (the chart's box, the statistics'
   * grid): the widget then fills in place, and nothing below it moves.
   */
  placeholder?: ReactNode
  children: ReactNode
}

export function WidgetFrame({
  name,
  title,
  widget,
  actions,
  placeholder = <Box minHeight="24" />,
  children,
}: WidgetFrameProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const state = widget.failed
    ? 'failed'
    : widget.loading || widget.data === null
      ? 'loading'
      : 'loaded'
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      aria-busy={state === 'loading'}
      data-widget={name}
      data-state={state}
      size="sm"
      minWidth={0}
    >
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Heading as="h3" size="md" id={headingId}>
              {title}
            </Heading>
            {widget.loading && (
              <Spinner size="xs" role="status" aria-label={t('dashboard.loading')} />
            )}
          </HStack>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        {widget.failed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('dashboard.loadFailed')}</Alert.Title>
              <Alert.Description>{widget.error}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={widget.retry}>
              {t('default.retry')}
            </Button>
          </Alert.Root>
        ) : widget.data === null ? (
          placeholder
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  )
}
