// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { GuidedTour } from './GuidedTour'
import { useTour, type TourActorRef, type TourOptions } from './use-tour'

beforeAll(() => {
  initTestI18n()
  // jsdom has no layout: scrolling is a no-op here.
  window.scrollTo = () => {}
})

afterEach(cleanup)

function renderTour({
  firstLogin,
  withTarget = true,
}: {
  firstLogin: boolean
  withTarget?: boolean
}) {
  const onFirstLoginSeen = vi.fn()
  const onComplete = vi.fn()
  const tour: { actor: TourActorRef | null } = { actor: null }
  function Tour(options: TourOptions) {
    const actor = useTour(options)
    tour.actor = actor
    return <GuidedTour actor={actor} />
  }
  render(
    <>
      {withTarget && (
        <nav>
          <a href="/feedback" data-tour="feedback-menu-item">
            Feedback
          </a>
        </nav>
      )}
      <Tour firstLogin={firstLogin} onFirstLoginSeen={onFirstLoginSeen} onComplete={onComplete} />
    </>,
  )
  return { onFirstLoginSeen, onComplete, restart: () => tour.actor?.send({ type: 'tour.restart' }) }
}

describe('GuidedTour', () => {
  it('on a first login shows the feedback step, and finishing it completes the tour', async () => {
    const user = userEvent.setup()
    const { onFirstLoginSeen, onComplete } = renderTour({ firstLogin: true })
    expect(onFirstLoginSeen).toHaveBeenCalled()

    const dialog = await screen.findByRole('alertdialog', { name: 'Tell us what you think' })
    expect(dialog.textContent).toContain('Choose Feedback in the menu')
    expect(screen.getByRole('button', { name: 'Close the tour' })).toBeTruthy()
    expect(onComplete).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onComplete).toHaveBeenCalledOnce()
  })

  it('closing the step stops and completes the tour', async () => {
    const user = userEvent.setup()
    const { onComplete } = renderTour({ firstLogin: true })
    await user.click(await screen.findByRole('button', { name: 'Close the tour' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onComplete).toHaveBeenCalledOnce()
  })

  it('waits for the feedback menu item to be drawn before showing the step', async () => {
    const { onComplete } = renderTour({ firstLogin: true, withTarget: false })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alertdialog')).toBeNull()

    const item = document.createElement('a')
    item.textContent = 'Feedback'
    item.dataset.tour = 'feedback-menu-item'
    act(() => document.body.prepend(item))
    expect(await screen.findByRole('alertdialog', { name: 'Tell us what you think' })).toBeTruthy()
    expect(onComplete).not.toHaveBeenCalled()
    item.remove()
  })

  it('waits while the feedback menu item is in the page but hidden (a phone), then shows', async () => {
    const { onComplete } = renderTour({ firstLogin: true, withTarget: false })
    const item = document.createElement('a')
    item.textContent = 'Feedback'
    item.dataset.tour = 'feedback-menu-item'
    let shown = false
    item.checkVisibility = () => shown
    act(() => document.body.prepend(item))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onComplete).not.toHaveBeenCalled()

    // The menu opens: the item's drawer changes its state.
    shown = true
    act(() => item.setAttribute('data-state', 'open'))
    expect(await screen.findByRole('alertdialog', { name: 'Tell us what you think' })).toBeTruthy()
    expect(onComplete).not.toHaveBeenCalled()
    item.remove()
  })

  it('shows nothing when it is not a first login, until restarted', async () => {
    const { onFirstLoginSeen, onComplete, restart } = renderTour({ firstLogin: false })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onFirstLoginSeen).not.toHaveBeenCalled()
    expect(onComplete).not.toHaveBeenCalled()

    act(() => restart())
    expect(await screen.findByRole('alertdialog', { name: 'Tell us what you think' })).toBeTruthy()
    expect(onFirstLoginSeen).not.toHaveBeenCalled()
  })
})
