/**
 * The terms editor's toolbar (editor-tools.ts): one button per tool with its translated name,
 * `aria-pressed` for the formats on at the selection, disabled where it can do nothing now; the
 * arrow keys, Home and End move between the buttons. "Link" opens a small field for the
 * address (link-field.machine.ts: http, https or mailto only; empty removes the link).
 */
import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import { useSelector } from '@xstate/react'
import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  Popover,
  Separator,
  Stack,
} from '@chakra-ui/react'
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  Unlink,
  type LucideIcon,
} from 'lucide-react'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import {
  currentLink,
  removeLink,
  setLink,
  toolbarState,
  TOOLS,
  type Tool,
  type ToolId,
} from './editor-tools'
import { linkFieldMachine } from '@/machines/terms-admin/link-field.machine'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

const ICONS: Record<ToolId, LucideIcon> = {
  heading2: Heading2,
  heading3: Heading3,
  bold: Bold,
  italic: Italic,
  bulletList: List,
  orderedList: ListOrdered,
  link: LinkIcon,
  unlink: Unlink,
  undo: Undo2,
  redo: Redo2,
}

const NAVIGATION_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End']

/** Arrow keys, Home and End move focus between the toolbar's enabled buttons. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (!NAVIGATION_KEYS.includes(event.key)) return
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)'),
  ]
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
  if (at === -1) return
  event.preventDefault()
  const last = buttons.length - 1
  const next = {
    ArrowLeft: at === 0 ? last : at - 1,
    ArrowRight: at === last ? 0 : at + 1,
    Home: 0,
    End: last,
  }[event.key]!
  buttons[next]?.focus()
}

export interface EditorToolbarProps {
  editor: Editor
  /** The editing area's id: what the toolbar controls. */
  editorId: string
}

export function EditorToolbar({ editor, editorId }: EditorToolbarProps) {
  const { t } = useTranslation()
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) })
  return (
    <HStack
      role="toolbar"
      aria-label={t('termsAdmin.toolbar')}
      aria-controls={editorId}
      gap="1"
      wrap="wrap"
      padding="1"
      borderBottomWidth="1px"
      onKeyDown={moveFocus}
    >
      {TOOLS.map((tool, index) => {
        const Icon = ICONS[tool.id]
        const separator = index > 0 && TOOLS[index - 1]!.group !== tool.group && (
          <Separator orientation="vertical" height="6" />
        )
        if (tool.id === 'link') {
          return (
            <HStack key={tool.id} gap="1">
              {separator}
              <LinkButton editor={editor} tool={tool} active={state.link.active} />
            </HStack>
          )
        }
        return (
          <HStack key={tool.id} gap="1">
            {separator}
            <IconButton
              data-tool={tool.id}
              size="sm"
              variant={state[tool.id].active ? 'subtle' : 'ghost'}
              aria-label={t(tool.labelKey)}
              title={t(tool.labelKey)}
              aria-pressed={tool.toggle ? state[tool.id].active : undefined}
              disabled={state[tool.id].disabled}
              // The editor keeps its selection and focus while a button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => tool.run(editor)}
            >
              <Icon aria-hidden />
            </IconButton>
          </HStack>
        )
      })}
    </HStack>
  )
}

/** The link button and its address field, a popover inside the form's dialog. */
function LinkButton({ editor, tool, active }: { editor: Editor; tool: Tool; active: boolean }) {
  const { t } = useTranslation()
  const link = useProvidedActor(
    linkFieldMachine.provide({
      actions: {
        setLink: (_, params) => setLink(editor, params.href),
        removeLink: () => removeLink(editor),
      },
    }),
  )
  const open = useSelector(link, (snapshot) => snapshot.hasTag('open'))
  const refused = useSelector(link, (snapshot) => snapshot.hasTag('refused'))
  const url = useSelector(link, (snapshot) => snapshot.context.url)
  const input = useRef<HTMLInputElement>(null)
  const Icon = ICONS[tool.id]

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) =>
        link.send(
          details.open ? { type: 'link.open', href: currentLink(editor) } : { type: 'link.cancel' },
        )
      }
      initialFocusEl={() => input.current}
      // Back to the text, where the link now is.
      finalFocusEl={() => editor.view.dom}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          data-tool={tool.id}
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
          aria-label={t(tool.labelKey)}
          title={t(tool.labelKey)}
        >
          <Icon aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content width="sm" maxWidth="calc(100vw - 2rem)">
          <Popover.Body padding="4">
            <Stack gap="3">
              <Popover.Title fontWeight="semibold">{t('termsAdmin.linkTitle')}</Popover.Title>
              <Field.Root invalid={refused}>
                <Field.Label>{t('termsAdmin.linkUrl')}</Field.Label>
                <Input
                  ref={input}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://"
                  maxLength={TEXT_LIMITS.linkUrl}
                  value={url}
                  onChange={(event) => link.send({ type: 'link.change', url: event.target.value })}
                  onKeyDown={(event) => {
                    // Enter sets the link; it must not submit the terms form around it.
                    if (event.key !== 'Enter') return
                    event.preventDefault()
                    link.send({ type: 'link.apply' })
                  }}
                />
                {refused ? (
                  <Field.ErrorText>{t('termsAdmin.linkInvalid')}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('termsAdmin.linkHint')}</Field.HelperText>
                )}
              </Field.Root>
              <Box>
                <HStack justify="flex-end" gap="2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => link.send({ type: 'link.cancel' })}
                  >
                    {t('default.cancel')}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => link.send({ type: 'link.apply' })}
                  >
                    {t('termsAdmin.linkApply')}
                  </Button>
                </HStack>
              </Box>
            </Stack>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}
