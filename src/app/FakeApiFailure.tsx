/**
 * What the page shows when the fake API cannot start (a page of its own, never a white one): what
 * happened, the browser's own words, and the two ways out, reload or reset the demo data (which
 * forgets the changes kept in this browser, so a stored change that breaks the boot is gone too).
 */
import { useTranslation } from 'react-i18next'
import { Box, Button, ChakraProvider, Text } from '@chakra-ui/react'
import { ServerCrash } from 'lucide-react'
import { Result } from '@/ui/results/Result'
import { system } from '@/ui/theme'

export interface FakeApiFailureProps {
  /** The error's message, shown as reported. */
  message: string
  onReload: () => void
  onReset: () => void
}

export function FakeApiFailure({ message, onReload, onReset }: FakeApiFailureProps) {
  const { t } = useTranslation()
  return (
    <ChakraProvider value={system}>
      <Box as="main" minH="100vh">
        <Result
          icon={ServerCrash}
          palette="red"
          headingLevel="h1"
          title={t('app.fakeApiFailed.title')}
          description={
            <>
              <Text as="span" display="block">
                {t('app.fakeApiFailed.description')}
              </Text>
              <Text as="span" display="block" mt="3" fontSize="sm" overflowWrap="anywhere">
                {t('app.fakeApiFailed.details', { message })}
              </Text>
            </>
          }
        >
          <Button colorPalette="brand" onClick={onReload}>
            {t('app.fakeApiFailed.reload')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={onReset}>
            {t('app.fakeApiFailed.reset')}
          </Button>
        </Result>
      </Box>
    </ChakraProvider>
  )
}
