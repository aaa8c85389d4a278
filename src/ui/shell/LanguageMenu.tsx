/**
 * The header's language dropdown (CORE-2.4): the trigger shows the current language and the
 * menu lists every other one, each named in itself and marked with its language so screen
 * readers pronounce it correctly. Saving the choice is the caller's business.
 */
import { useTranslation } from 'react-i18next'
import { Button, Menu, Portal, Text } from '@chakra-ui/react'
import { ChevronDown, Languages } from 'lucide-react'

export interface LanguageOption {
  code: string
  /** The language's name in itself ("Deutsch"). */
  nativeName: string
}

export interface LanguageMenuProps {
  languages: readonly LanguageOption[]
  /** Code of the language in use. */
  current: string
  onChoose: (code: string) => void
}

export function LanguageMenu({ languages, current, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation()
  const currentName = languages.find((language) => language.code === current)?.nativeName ?? current
  const others = languages.filter((language) => language.code !== current)
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          minH="10"
          aria-label={t('shell.language', { language: currentName })}
        >
          <Languages size={18} aria-hidden />
          <Text as="span" lang={current} display={{ base: 'none', sm: 'inline' }}>
            {currentName}
          </Text>
          <ChevronDown size={16} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="min(70vh, 32rem)" overflowY="auto">
            {others.map((language) => (
              <Menu.Item
                key={language.code}
                value={language.code}
                lang={language.code}
                minH="8"
                onSelect={() => onChoose(language.code)}
              >
                {language.nativeName}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
