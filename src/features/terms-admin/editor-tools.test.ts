// @vitest-environment jsdom
// The terms editor's document and toolbar, on a real TipTap editor: what each tool does and
// says, the link rule on set and on pasted HTML, and what the document refuses to keep.
import { afterEach, describe, expect, it } from 'vitest'
import { Editor } from '@tiptap/core'
import {
  currentLink,
  leavesOnTab,
  removeLink,
  setLink,
  TERMS_EXTENSIONS,
  toolbarState,
  TOOLS,
} from './editor-tools'

let editor: Editor | null = null

function open(content: string) {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: TERMS_EXTENSIONS,
    content,
  })
  return editor
}

const tool = (id: string) => TOOLS.find((candidate) => candidate.id === id)!

/** Selects the text of the first block, as a user's drag does. */
const selectText = (editor: Editor) =>
  editor.commands.setTextSelection({ from: 1, to: editor.state.doc.firstChild!.nodeSize - 1 })

afterEach(() => {
  editor?.destroy()
  editor = null
})

describe('the terms editor', () => {
  it('offers the ten tools, the formats among them as toggles', () => {
    expect(TOOLS.map((candidate) => candidate.id)).toEqual([
      'heading2',
      'heading3',
      'bold',
      'italic',
      'bulletList',
      'orderedList',
      'link',
      'unlink',
      'undo',
      'redo',
    ])
    expect(TOOLS.filter((candidate) => candidate.toggle).map((candidate) => candidate.id)).toEqual([
      'heading2',
      'heading3',
      'bold',
      'italic',
      'bulletList',
      'orderedList',
    ])
  })

  it('formats the selection and says so in the toolbar state', () => {
    const editor = open('<p>Use of the Service</p>')
    selectText(editor)
    expect(toolbarState(editor).bold).toEqual({ active: false, disabled: false })
    tool('bold').run(editor)
    expect(toolbarState(editor).bold.active).toBe(true)
    tool('heading2').run(editor)
    expect(toolbarState(editor).heading2.active).toBe(true)
    expect(toolbarState(editor).heading3.active).toBe(false)
    expect(editor.getHTML()).toMatch(/^<h2><strong>Use of the Service<\/strong><\/h2>/)
    tool('heading2').run(editor)
    tool('orderedList').run(editor)
    expect(editor.getHTML()).toMatch(
      /^<ol><li><p><strong>Use of the Service<\/strong><\/p><\/li><\/ol>/,
    )
    expect(toolbarState(editor).orderedList.active).toBe(true)
  })

  it('undoes and redoes, and offers neither when there is nothing to do', () => {
    const editor = open('<p>Text</p>')
    expect(toolbarState(editor).undo.disabled).toBe(true)
    selectText(editor)
    tool('italic').run(editor)
    expect(toolbarState(editor).undo.disabled).toBe(false)
    expect(toolbarState(editor).redo.disabled).toBe(true)
    tool('undo').run(editor)
    expect(editor.getHTML()).toBe('<p>Text</p>')
    expect(toolbarState(editor).redo.disabled).toBe(false)
    tool('redo').run(editor)
    expect(editor.getHTML()).toBe('<p><em>Text</em></p>')
  })

  it('links the selection, or inserts the address with nothing selected, and removes it', () => {
    const editor = open('<p>privacy notice</p>')
    expect(toolbarState(editor).unlink.disabled).toBe(true)
    selectText(editor)
    setLink(editor, 'https://www.rapidtest-service.eu/privacy')
    expect(editor.getHTML()).toContain('href="https://www.rapidtest-service.eu/privacy"')
    expect(currentLink(editor)).toBe('https://www.rapidtest-service.eu/privacy')
    expect(toolbarState(editor).link.active).toBe(true)
    expect(toolbarState(editor).unlink.disabled).toBe(false)
    // The caret inside the link is enough to remove all of it.
    editor.commands.setTextSelection(3)
    removeLink(editor)
    expect(editor.getHTML()).toBe('<p>privacy notice</p>')
    expect(currentLink(editor)).toBeNull()

    editor.commands.setTextSelection(editor.state.doc.content.size - 1)
    setLink(editor, 'mailto:support@rapidtest-service.eu')
    expect(editor.getText()).toBe('privacy noticemailto:support@rapidtest-service.eu')
  })

  it('keeps only what the toolbar offers from pasted or stored HTML', () => {
    const editor = open(
      [
        '<h1>Title</h1>',
        '<p onclick="alert(1)" style="color:red">Text <a href="javascript:alert(1)">bad</a> ',
        '<a href="https://example.com">good</a></p>',
        '<img src="x" onerror="alert(1)">',
        '<script>alert(1)</script>',
        '<blockquote>Quoted</blockquote>',
      ].join(''),
    )
    const html = editor.getHTML()
    expect(html).not.toMatch(/script|onerror|onclick|img|style|javascript|blockquote/)
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('Quoted')
  })

  it('lets Tab leave the editor', () => {
    expect(leavesOnTab(new KeyboardEvent('keydown', { key: 'Tab' }))).toBe(true)
    expect(leavesOnTab(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true }))).toBe(true)
    expect(leavesOnTab(new KeyboardEvent('keydown', { key: 'Tab', ctrlKey: true }))).toBe(false)
    expect(leavesOnTab(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false)
  })
})
