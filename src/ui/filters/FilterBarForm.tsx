/**
 * A filter bar's frame: a search landmark named `label`, whose fields wrap onto as many lines as
 * the width needs, aligned on their bottom edge. Enter in a field submits nothing: every field
 * applies as it changes.
 */
import type { ReactNode } from 'react'
import { Box, Wrap } from '@chakra-ui/react'

export function FilterBarForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="form" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <Wrap gap="4" align="flex-end">
        {children}
      </Wrap>
    </Box>
  )
}
