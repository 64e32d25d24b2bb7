import { describe, expect, test } from 'vitest'
import { apiFieldErrors, trackingCookie } from './submission'

describe('trackingCookie', () => {
  test('reads hubspotutk among other cookies', () => {
    expect(trackingCookie('_ga=GA1.1.1; hubspotutk=abc123; other=x')).toBe('abc123')
  })

  test('is undefined without the cookie or with a lookalike name', () => {
    expect(trackingCookie('')).toBeUndefined()
    expect(trackingCookie('not_hubspotutk=abc; hubspotutk2=def')).toBeUndefined()
  })
})

describe('apiFieldErrors', () => {
  const names = ['firstname', 'email', 'message']

  test('maps INVALID_EMAIL and REQUIRED_FIELD to the fields they name', () => {
    expect(
      apiFieldErrors(
        {
          status: 'error',
          errors: [
            { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
            { message: "Error in 'fields.firstname'. Required field 'firstname' is missing", errorType: 'REQUIRED_FIELD' },
          ],
        },
        names,
      ),
    ).toEqual({ email: 'INVALID_EMAIL', firstname: 'REQUIRED_FIELD' })
  })

  test.each([
    ['no body', undefined],
    ['no errors', { status: 'error', message: 'Bad request' }],
    ['an empty list', { errors: [] }],
    ['another error type among them', { errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }, { message: 'Form not found', errorType: 'FORM_NOT_FOUND' }] }],
    ['a field the form does not have', { errors: [{ message: "Error in 'fields.phone'. Required", errorType: 'REQUIRED_FIELD' }] }],
    ['a message without a field', { errors: [{ message: 'Required field missing', errorType: 'REQUIRED_FIELD' }] }],
  ])('is undefined for %s, so the visitor gets the form-level message', (_case, body) => {
    expect(apiFieldErrors(body, names)).toBeUndefined()
  })
})
