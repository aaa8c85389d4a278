/**
 * The users table (CORE-2.9, CORE-3.12): per app user the tests, positive tests, positive controls
 * and false positives; a shared user is marked; a user with operators expands into a row per
 * operator id. 20 users per page (CORE-9.5). The page, the open rows and what an answer does
 * to them are the users-table machine's; the table renders its context.
 */
import { Fragment, useLayoutEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useActorRef, useSelector } from '@xstate/react'
import { Badge, Box, IconButton, Table, Text } from '@chakra-ui/react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import type { DashboardUser, UserCounts } from '@/api/types'
import { Pagination } from '@/ui/data-table/Pagination'
import { formatNumber } from '@/ui/format'
import {
  USERS_PAGE_SIZE,
  userRowKeys,
  usersTableMachine,
} from '@/machines/dashboard/users-table.machine'
import { TABLE_SCROLL_WIDTH } from '@/ui/data-table/scroll-width'

const COUNTS = [
  'testCount',
  'positiveTestCount',
  'positiveControlCount',
  'falsePositiveCount',
] as const

function CountCells({ counts }: { counts: UserCounts }) {
  return COUNTS.map((key) => (
    <Table.Cell key={key} textAlign="end">
      {formatNumber(counts[key])}
    </Table.Cell>
  ))
}

export function UsersTable({ users }: { users: readonly DashboardUser[] }) {
  const { t } = useTranslation()
  const table = useActorRef(usersTableMachine, { input: { users } })
  // Before paint, so a new answer never shows for a frame on a page it does not have.
  useLayoutEffect(() => {
    if (table.getSnapshot().context.users !== users) table.send({ type: 'data.loaded', users })
  }, [table, users])
  const rows = useSelector(table, (snapshot) => snapshot.context.users)
  const current = useSelector(table, (snapshot) => snapshot.context.page)
  const expanded = useSelector(table, (snapshot) => snapshot.context.expanded)
  const empty = useSelector(table, (snapshot) => snapshot.hasTag('empty'))
  const paged = useSelector(table, (snapshot) => snapshot.hasTag('paged'))
  const keys = useMemo(() => userRowKeys(rows), [rows])
  const first = (current - 1) * USERS_PAGE_SIZE
  const shown = rows.slice(first, first + USERS_PAGE_SIZE)

  if (empty) return <Text color="fg.muted">{t('dashboard.users.empty')}</Text>
  return (
    <Box>
      <Box
        overflowX="auto"
        // Positioned: see DataTable (hidden caption text must not widen the page).
        position="relative"
      >
        <Table.Root size="sm" minWidth={`${TABLE_SCROLL_WIDTH}px`}>
          <Table.Caption srOnly>{t('dashboard.users.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('dashboard.users.name')}</Table.ColumnHeader>
              {COUNTS.map((key) => (
                <Table.ColumnHeader key={key} textAlign="end">
                  {t(`dashboard.users.${key}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((user, index) => {
              const key = keys[first + index]!
              const open = expanded.includes(key)
              return (
                <Fragment key={key}>
                  <Table.Row>
                    <Table.Cell as="th" scope="row" fontWeight="normal">
                      <Box display="flex" alignItems="center" gap="2">
                        {user.operators.length > 0 ? (
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            aria-expanded={open}
                            aria-label={t(
                              open ? 'dashboard.users.collapse' : 'dashboard.users.expand',
                              {
                                name: user.name,
                              },
                            )}
                            onClick={() => table.send({ type: 'row.toggle', key })}
                          >
                            {open ? <ChevronDown /> : <ChevronRight />}
                          </IconButton>
                        ) : (
                          <Box width="6" />
                        )}
                        {user.name}
                        {user.sharedUser && (
                          <Badge size="sm" colorPalette="purple">
                            {t('dashboard.users.shared')}
                          </Badge>
                        )}
                      </Box>
                    </Table.Cell>
                    <CountCells counts={user} />
                  </Table.Row>
                  {open &&
                    user.operators.map((operator) => (
                      <Table.Row key={operator.operatorId} bg="bg.muted">
                        <Table.Cell as="th" scope="row" fontWeight="normal" paddingStart="12">
                          {t('dashboard.users.operator', { id: operator.operatorId })}
                        </Table.Cell>
                        <CountCells counts={operator} />
                      </Table.Row>
                    ))}
                </Fragment>
              )
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {paged && (
        <Pagination
          page={current}
          pageSize={USERS_PAGE_SIZE}
          total={rows.length}
          onPageChange={(page) => table.send({ type: 'page.go', page })}
        />
      )}
    </Box>
  )
}
