// @vitest-environment jsdom
/**
 * The shell's guided tour: on a later sign-in it shows nothing until "Restart the tour", which
 * shows it from the first step again, also after it was finished, with no remount; finishing it
 * is reported to the API (POST /v2/Users/tourguide).
 */
import { createRef } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import Cookies from 'js-cookie'
import { configureHttp } from '@/api/http'
import { FIRST_LOGIN_COOKIE, markFirstLoginSeen } from '@/features/tour/first-login-cookie'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { Tour, type TourHandle } from './Tour'

const API = 'http://api.test'
let completions = 0
const server = setupServer(
  http.post(`${API}/v2/Users/tourguide`, () => {
    completions += 1
    return new HttpResponse(null, { status: 204 })
  }),
)

beforeAll(() => {
  initTestI18n()
  // jsdom has no layout: scrolling is a no-op here.
  window.scrollTo = () => {}
  server.listen({ onUnhandledRequest: 'error' })
  configureHttp({ baseUrl: API, getToken: () => 'token', getRetries: 0 })
})

beforeEach(() => {
  completions = 0
})

afterEach(() => {
  cleanup()
  Cookies.remove(FIRST_LOGIN_COOKIE, { path: '/' })
})

afterAll(() => server.close())

function renderTour() {
  const tour = createRef<TourHandle>()
  render(
    <>
      <a href="/feedback" data-tour="feedback-menu-item">
        Feedback
      </a>
      <Tour ref={tour} />
    </>,
  )
  return { restart: () => act(() => tour.current?.restart()) }
}

const step = () =>
  screen.findByRole('alertdialog', { name: 'Tell us what you think' }, { timeout: 5000 })

describe('Tour', () => {
  it('starts by itself on a first sign-in and sets the cookie', async () => {
    renderTour()
    expect(await step()).toBeTruthy()
    expect(Cookies.get(FIRST_LOGIN_COOKIE)).toBe('false')
  })

  it('on a later sign-in shows only when restarted, again after being finished', async () => {
    markFirstLoginSeen()
    const user = userEvent.setup()
    const { restart } = renderTour()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alertdialog')).toBeNull()

    restart()
    expect(await step()).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(completions).toBe(1))

    restart()
    expect(await step()).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close the tour' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(completions).toBe(2))
  })

  it('restarted while shown, it stays on screen at the first step', async () => {
    const { restart } = renderTour()
    expect(await step()).toBeTruthy()
    restart()
    expect(await step()).toBeTruthy()
  })
})
