/**
 * The text of a new terms version: a TipTap rich-text editor whose HTML is the Formik field,
 * with its toolbar (EditorToolbar) and an Edit / Preview switch. The preview shows the text as
 * the terms screen will, through the same sanitiser (src/ui/SafeHtml.tsx). The editor's document
 * is TipTap's own, like a DOM widget's; the form's value is Formik's. The editing area is a
 * labelled multi-line textbox with its error tied to it; Tab leaves it (editor-tools.ts).
 */
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getIn, useField, useFormikContext } from 'formik'
import { EditorContent, useEditor } from '@tiptap/react'
import type { EditorView } from '@tiptap/pm/view'
import { Box, Field, Tabs, Text, type BoxProps } from '@chakra-ui/react'
import { Eye, PenLine } from 'lucide-react'
import { SafeHtml } from '@/ui/SafeHtml'
import { useFieldError } from '@/ui/form/field-errors'
import { EditorToolbar } from './EditorToolbar'
import { leavesOnTab, TERMS_EXTENSIONS } from './editor-tools'
import { editorValue } from './terms-form'

/** The written text looks as it will on the terms screen (SafeHtml's typography). */
const documentStyle: BoxProps['css'] = {
  '& .ProseMirror': {
    minHeight: '16rem',
    maxHeight: '55vh',
    overflowY: 'auto',
    padding: '4',
    lineHeight: 'tall',
    outline: 'none',
    overflowWrap: 'anywhere',
  },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '3', marginBottom: '2' },
  '& p': { marginBottom: '3' },
  '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li > p': { marginBottom: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
}

/** Keeps the key with the browser (true) where the editor would otherwise take it. */
const handleKeyDown = (_view: EditorView, event: KeyboardEvent) => leavesOnTab(event)

export function TermsTextField({ name }: { name: string }) {
  const { t } = useTranslation()
  const id = useId()
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, editor: `${id}` }
  const [field, , helpers] = useField<string>(name)
  const { initialValues } = useFormikContext()
  const error = useFieldError(name)
  const invalid = error !== undefined

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: ids.editor,
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': ids.label,
        'aria-describedby': ids.hint,
        'aria-invalid': invalid ? 'true' : 'false',
        ...(invalid ? { 'aria-errormessage': ids.error } : {}),
      },
      handleDOMEvents: { keydown: handleKeyDown },
    }),
    [invalid, ids.editor, ids.label, ids.hint, ids.error],
  )
  const editor = useEditor({
    extensions: TERMS_EXTENSIONS,
    // Where the form started (empty, or a draft kept from a session that ended).
    content: getIn(initialValues, name) as string,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      void helpers.setValue(editorValue(changed.getHTML(), changed.isEmpty))
    },
    onBlur: ({ event }) => {
      // As blurUnlessToButton (src/ui/form/fields.tsx): a toolbar button or Save keeps the
      // error from appearing under the pointer before the click lands.
      const next = event.relatedTarget
      const form = (event.target as HTMLElement | null)?.closest('form') ?? null
      if (next instanceof HTMLButtonElement && form !== null && next.form === form) return
      void helpers.setTouched(true)
    },
  })

  return (
    <Field.Root
      invalid={invalid}
      required
      id={ids.editor}
      ids={{ label: ids.label, errorText: ids.error }}
    >
      <Field.Label
        // A label's click focuses its control; the editor is no form control.
        onClick={() => editor.commands.focus()}
      >
        {t('termsAdmin.text')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Text id={ids.hint} fontSize="sm" color="fg.muted">
        {t('termsAdmin.textHint')}
      </Text>
      <Tabs.Root defaultValue="edit" variant="enclosed" size="sm" width="full" marginTop="2">
        <Tabs.List aria-label={t('termsAdmin.modes')}>
          <Tabs.Trigger value="edit">
            <PenLine aria-hidden />
            {t('termsAdmin.edit')}
          </Tabs.Trigger>
          <Tabs.Trigger value="preview">
            <Eye aria-hidden />
            {t('termsAdmin.preview')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="edit" paddingTop="2">
          <Box
            borderWidth="1px"
            borderRadius="md"
            borderColor={invalid ? 'border.error' : 'border'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            colorPalette="brand"
            bg="bg"
          >
            <EditorToolbar editor={editor} editorId={ids.editor} />
            <Box css={documentStyle}>
              <EditorContent editor={editor} />
            </Box>
          </Box>
        </Tabs.Content>
        <Tabs.Content value="preview" paddingTop="2">
          <Tabs.Context>
            {(tabs) =>
              // Sanitised only while shown: not on every keystroke of a long text.
              tabs.value === 'preview' && (
                <Box
                  borderWidth="1px"
                  borderRadius="md"
                  padding="6"
                  bg="bg.panel"
                  minHeight="16rem"
                  overflowWrap="anywhere"
                >
                  {field.value === '' ? (
                    <Text color="fg.muted">{t('termsAdmin.previewEmpty')}</Text>
                  ) : (
                    <SafeHtml html={field.value} />
                  )}
                </Box>
              )
            }
          </Tabs.Context>
        </Tabs.Content>
      </Tabs.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
