/**
 * The users table (core.md §2, §3): per app user the tests, positive tests, positive controls
 * and false positives; a shared user is marked; a user with operators expands into a row per
 * operator id. 20 users per page (core.md §9).
 */
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Box, IconButton, Table, Text } from '@chakra-ui/react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import type { DashboardUser, UserCounts } from '@/api/types'
import { Pagination } from '@/ui/data-table/Pagination'
import { formatNumber } from '@/ui/format'

export const USERS_PAGE_SIZE = 20

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
  const [page, setPage] = useState(1)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const pages = Math.max(1, Math.ceil(users.length / USERS_PAGE_SIZE))
  const current = Math.min(page, pages)
  const shown = users.slice((current - 1) * USERS_PAGE_SIZE, current * USERS_PAGE_SIZE)
  const toggle = (name: string) =>
    setExpanded((before) => {
      const next = new Set(before)
      if (!next.delete(name)) next.add(name)
      return next
    })

  if (users.length === 0) return <Text color="fg.muted">{t('dashboard.users.empty')}</Text>
  return (
    <Box>
      <Box overflowX="auto">
        <Table.Root size="sm" minWidth="720px">
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
              const key = `${user.name}#${(current - 1) * USERS_PAGE_SIZE + index}`
              const open = expanded.has(key)
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
                            onClick={() => toggle(key)}
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
      {pages > 1 && (
        <Pagination
          page={current}
          pageSize={USERS_PAGE_SIZE}
          total={users.length}
          onPageChange={setPage}
        />
      )}
    </Box>
  )
}
