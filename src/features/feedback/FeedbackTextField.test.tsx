// @vitest-environment jsdom
/**
 * The feedback text as a screen reader meets it: the counter describes the text area, the live
 * region speaks only near the limit (not at every keystroke), and a paste the limit cuts is said,
 * visibly and in a live region.
 */
import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Form, Formik } from 'formik'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { FeedbackTextField } from './FeedbackTextField'

initTestI18n()

/** What the field says when at most `count` characters are left. */
const fewLeft = (count: number) =>
  i18next.t('feedback.fewLeft', { count, formatted: String(count) })
afterEach(cleanup)

function renderField(feedback = '') {
  render(
    <ChakraProvider value={system}>
      <Formik initialValues={{ feedback }} onSubmit={() => undefined}>
        <Form noValidate>
          <FeedbackTextField name="feedback" label={i18next.t('feedback.text')} />
        </Form>
      </Formik>
    </ChakraProvider>,
  )
  return screen.getByRole('textbox', { name: i18next.t('feedback.text') }) as HTMLTextAreaElement
}

/** The live regions' texts, in page order. */
const spoken = () =>
  [...document.querySelectorAll('[aria-live="polite"]')]
    .map((region) => region.textContent ?? '')
    .filter(Boolean)

/** The texts the control's aria-describedby names. */
const description = (area: HTMLElement) =>
  (area.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

const type = (area: HTMLTextAreaElement, value: string) =>
  fireEvent.change(area, { target: { value } })

describe('the feedback text', () => {
  it('is described by its counter and limited to 3000 characters', () => {
    const area = renderField()
    expect(area.maxLength).toBe(3000)
    expect(description(area)).toBe(
      i18next.t('feedback.charactersLeft', { count: 3000, formatted: '3,000' }),
    )
    type(area, 'x'.repeat(1234))
    expect(description(area)).toBe(
      i18next.t('feedback.charactersLeft', { count: 1766, formatted: '1,766' }),
    )
  })

  it('speaks only when the text comes near the limit', () => {
    const area = renderField()
    type(area, 'x'.repeat(2899))
    expect(spoken()).toEqual([])
    type(area, 'x'.repeat(2900))
    expect(spoken()).toEqual([fewLeft(100)])
    type(area, 'x'.repeat(2920))
    expect(spoken()).toEqual([fewLeft(100)])
    type(area, 'x'.repeat(2995))
    expect(spoken()).toEqual([fewLeft(10)])
    type(area, 'x'.repeat(3000))
    expect(spoken()).toEqual([i18next.t('feedback.limitReached', { max: '3,000' })])
  })

  it('says how much of a paste the limit left out', () => {
    const area = renderField('x'.repeat(2990))
    area.setSelectionRange(2990, 2990)
    fireEvent.paste(area, { clipboardData: { getData: () => 'y'.repeat(25) } })
    const note = i18next.t('feedback.pasteCut', { count: 15, formatted: '15', max: '3,000' })
    expect(screen.getByText(note)).not.toBeNull()
    expect(spoken()).toEqual([note, fewLeft(10)])
    // A paste that fits clears it.
    area.setSelectionRange(0, 2990)
    fireEvent.paste(area, { clipboardData: { getData: () => 'short' } })
    expect(screen.queryByText(note)).toBeNull()
  })
})
