import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { createUserSchema } from './user'
import {
  isCommonPassword,
  newPasswordRule,
  passwordChangeFormSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password'

const problemOf = async (run: () => Promise<unknown>) => {
  try {
    await run()
    return null
  } catch (error) {
    return error instanceof ValidationError ? error.errors[0] : String(error)
  }
}

const rule = newPasswordRule(() => 'mette.kristensen')
const check = (password: unknown) => problemOf(() => rule.validate(password))

describe('the password rule (NIST SP 800-63B: length over composition)', () => {
  it('takes 8 to 128 characters of anything, letters alone included', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(PASSWORD_MAX_LENGTH).toBe(128)
    for (const password of [
      'abcdefgh',
      'correct horse battery staple',
      'ÆØÅ æøå 🐄🥛',
      'x'.repeat(128),
    ]) {
      expect(await check(password)).toBeNull()
    }
  })

  it.each([
    [undefined, 'validation.required'],
    ['', 'validation.required'],
    ['1234567', 'validation.passwordTooShort'],
    ['x'.repeat(129), 'validation.passwordTooLong'],
    ['password1', 'validation.passwordCommon'],
    ['  QWERTYUIOP ', 'validation.passwordCommon'],
    ['Mette.Kristensen', 'validation.passwordIsUsername'],
  ])('refuses %j with %s', async (password, key) => {
    expect(await check(password)).toBe(key)
  })

  it('knows the common passwords without case', () => {
    expect(isCommonPassword('PassWord123')).toBe(true)
    expect(isCommonPassword('fresh-milk-demo')).toBe(false)
  })

  it('the change form wants the confirmation to match before anything is sent', async () => {
    const schema = passwordChangeFormSchema(() => 'mette.kristensen')
    const values = {
      currentPassword: 'old',
      newPassword: 'a-new-password',
      confirmation: 'a-new-passwort',
    }
    expect(await problemOf(() => schema.validate(values))).toBe('validation.passwordMismatch')
    expect(
      await problemOf(() => schema.validate({ ...values, confirmation: 'a-new-password' })),
    ).toBeNull()
  })

  it('a new user’s password is checked against the username sent beside it', async () => {
    const body = {
      type: 'Operator',
      siteId: 1,
      username: 'night.shift',
      firstName: 'N',
      lastName: 'S',
      phoneNumber: '',
      email: '',
    }
    const problems = async (password: string) => {
      try {
        await createUserSchema.validate({ ...body, password }, { abortEarly: false })
        return []
      } catch (error) {
        return (error as ValidationError).inner
          .filter((inner) => inner.path === 'password')
          .map((inner) => inner.message)
      }
    }
    expect(await problems('Night.Shift')).toEqual(['validation.passwordIsUsername'])
    expect(await problems('demo')).toEqual(['validation.passwordTooShort'])
    expect(await problems('a long passphrase')).toEqual([])
  })
})
