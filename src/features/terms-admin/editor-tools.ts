/**
 * The terms editor's document and toolbar (TipTap; see TermsTextField.tsx). The document knows
 * only what the toolbar offers, so pasted HTML keeps headings, paragraphs, bold, italic, lists
 * and links and loses the rest (scripts, images, styles, event attributes): level 2 and 3
 * headings (the screen's own title is above them), bold, italic, bullet and numbered lists,
 * links under the link rule (link-url.ts), hard breaks, and undo/redo.
 *
 * Each tool says what it does to the editor and, for the toolbar, whether it is on at the
 * selection (`aria-pressed`) and whether it can do anything now (disabled otherwise).
 */
import type { Editor } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedLink } from '@/machines/terms-admin/link-url'

export const TERMS_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      // A click in the editor places the caret; links are followed in the preview.
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLink(url),
      // What the terms screen's sanitiser gives every link anyway (src/ui/SafeHtml.tsx).
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
    },
  }),
]

export type ToolId =
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'unlink'
  | 'undo'
  | 'redo'

export interface Tool {
  id: ToolId
  /** Its name (termsAdmin.tools.*) and, where it has one, its keyboard shortcut. */
  labelKey: `termsAdmin.tools.${ToolId}`
  /** A format that is on or off at the selection (aria-pressed); the others are actions. */
  toggle: boolean
  /** Where the toolbar puts a separator before it. */
  group: 'block' | 'inline' | 'list' | 'link' | 'history'
  active: (editor: Editor) => boolean
  can: (editor: Editor) => boolean
  /** What it does; the link tool opens the link field instead (link-field.machine.ts). */
  run: (editor: Editor) => void
}

const never = () => false

export const TOOLS: readonly Tool[] = [
  {
    id: 'heading2',
    labelKey: 'termsAdmin.tools.heading2',
    toggle: true,
    group: 'block',
    active: (editor) => editor.isActive('heading', { level: 2 }),
    can: (editor) => editor.can().toggleHeading({ level: 2 }),
    run: (editor) => void editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'heading3',
    labelKey: 'termsAdmin.tools.heading3',
    toggle: true,
    group: 'block',
    active: (editor) => editor.isActive('heading', { level: 3 }),
    can: (editor) => editor.can().toggleHeading({ level: 3 }),
    run: (editor) => void editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'bold',
    labelKey: 'termsAdmin.tools.bold',
    toggle: true,
    group: 'inline',
    active: (editor) => editor.isActive('bold'),
    can: (editor) => editor.can().toggleBold(),
    run: (editor) => void editor.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    labelKey: 'termsAdmin.tools.italic',
    toggle: true,
    group: 'inline',
    active: (editor) => editor.isActive('italic'),
    can: (editor) => editor.can().toggleItalic(),
    run: (editor) => void editor.chain().focus().toggleItalic().run(),
  },
  {
    id: 'bulletList',
    labelKey: 'termsAdmin.tools.bulletList',
    toggle: true,
    group: 'list',
    active: (editor) => editor.isActive('bulletList'),
    can: (editor) => editor.can().toggleBulletList(),
    run: (editor) => void editor.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    labelKey: 'termsAdmin.tools.orderedList',
    toggle: true,
    group: 'list',
    active: (editor) => editor.isActive('orderedList'),
    can: (editor) => editor.can().toggleOrderedList(),
    run: (editor) => void editor.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'link',
    labelKey: 'termsAdmin.tools.link',
    toggle: false,
    group: 'link',
    active: (editor) => editor.isActive('link'),
    can: () => true,
    run: () => undefined,
  },
  {
    id: 'unlink',
    labelKey: 'termsAdmin.tools.unlink',
    toggle: false,
    group: 'link',
    active: never,
    can: (editor) => editor.isActive('link'),
    run: (editor) => removeLink(editor),
  },
  {
    id: 'undo',
    labelKey: 'termsAdmin.tools.undo',
    toggle: false,
    group: 'history',
    active: never,
    can: (editor) => editor.can().undo(),
    run: (editor) => void editor.chain().focus().undo().run(),
  },
  {
    id: 'redo',
    labelKey: 'termsAdmin.tools.redo',
    toggle: false,
    group: 'history',
    active: never,
    can: (editor) => editor.can().redo(),
    run: (editor) => void editor.chain().focus().redo().run(),
  },
]

export interface ToolState {
  active: boolean
  disabled: boolean
}

export type ToolbarState = Record<ToolId, ToolState>

/** Every tool's state at the editor's selection (the toolbar re-reads it on each change). */
export function toolbarState(editor: Editor): ToolbarState {
  return Object.fromEntries(
    TOOLS.map((tool) => [tool.id, { active: tool.active(editor), disabled: !tool.can(editor) }]),
  ) as ToolbarState
}

/** The link at the selection, for the link field to start from. */
export function currentLink(editor: Editor): string | null {
  const href: unknown = editor.getAttributes('link').href
  return typeof href === 'string' ? href : null
}

/**
 * Makes the selection a link to `href` (the whole link when the caret is inside one); with
 * nothing selected, inserts the address itself as the link's text.
 */
export function setLink(editor: Editor, href: string): void {
  const { empty } = editor.state.selection
  if (empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run()
    return
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run()
}

/**
 * Tab leaves the editor, as in any field, instead of indenting a list item: the toolbar has no
 * nested lists, and a keyboard user must be able to move on (WCAG 2.1.2). True: the editor lets
 * the browser have the key.
 */
export const leavesOnTab = (event: KeyboardEvent): boolean =>
  event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey
