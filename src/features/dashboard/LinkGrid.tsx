/**
 * What users without the full dashboard see (CORE-2.8): a grid of links to the areas they may
 * use. The app hands the areas in (features do not read the app's navigation table).
 */
import { useTranslation } from 'react-i18next'
import { Box, Card, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'

export interface DashboardLink {
  id: string
  href: string
  /** The area's title key (its navigation label). */
  titleKey: string
}

export function LinkGrid({ links }: { links: readonly DashboardLink[] }) {
  const { t } = useTranslation()
  return (
    <Box as="nav" aria-label={t('dashboard.links.label')}>
      <Text marginBottom="4" color="fg.muted">
        {t('dashboard.links.intro')}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {links.map((link) => (
          <Box as="li" key={link.id}>
            <LinkBox>
              <Card.Root size="sm" _hover={{ borderColor: 'colorPalette.solid' }}>
                <Card.Body>
                  <LinkOverlay asChild>
                    <RouterLink to={link.href}>
                      <Text fontWeight="semibold">{t(link.titleKey)}</Text>
                    </RouterLink>
                  </LinkOverlay>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}
