import { describe, expect, it } from 'vitest'
import { withoutSecrets } from './UnsavedChanges'

describe('withoutSecrets (what a kept draft may hold)', () => {
  it('leaves passwords out of the values kept in sessionStorage', () => {
    expect(
      withoutSecrets({ username: 'maja.lund', password: 'a long passphrase' }, ['password']),
    ).toEqual({ username: 'maja.lund' })
  })

  it('keeps nothing of a form of secrets alone', () => {
    expect(
      withoutSecrets({ currentPassword: 'a', newPassword: 'b' }, [
        'currentPassword',
        'newPassword',
      ]),
    ).toEqual({})
  })
})
