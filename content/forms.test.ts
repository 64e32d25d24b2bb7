// content/forms.ts against its schema, and what SPEC §7, §8 and issue 9 fix about lead forms.
import { describe, expect, test } from 'vitest'
import { formsConsoleMessages, formsTiming, leadFormCopy, leadFormFallbacks } from './forms'
import { leadForms } from './lead-forms'
import { formFallbackSchema, leadFormSchema, mailtoLinkSchema } from './schema'
import { forms, site } from './site'

const issuesOf = (value: unknown) => {
  const result = leadFormSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('lead forms (issue 9, SPEC §4 "Lead forms")', () => {
  test('there is our own form for every embedded form', () => {
    expect(Object.keys(leadForms).sort()).toEqual(Object.keys(forms.formIds).sort())
  })

  test.each(Object.entries(leadForms))('%s matches the lead-form schema', (_key, form) => {
    expect(issuesOf(form)).toEqual([])
  })

  test.each(Object.entries(leadForms))('%s asks at least for name, work email, company and a message or use case', (_key, form) => {
    const names = form.fields.map((field) => field.name)
    expect(names).toEqual(expect.arrayContaining(['firstname', 'lastname', 'email', 'company', 'message']))
    expect(form.fields.find((field) => field.name === 'email')).toMatchObject({ kind: 'email', required: true })
  })

  test('every embedded form has a no-JavaScript notice', () => {
    expect(Object.keys(leadFormFallbacks).sort()).toEqual(Object.keys(forms.formIds).sort())
  })

  test.each(Object.entries(leadFormFallbacks))('without JavaScript, %s offers the team\'s e-mail address', (_key, notice) => {
    expect(formFallbackSchema.safeParse(notice).success).toBe(true)
    expect(notice.link.href).toBe(`mailto:${site.contactEmail}`)
  })

  test('a failed send offers the e-mail alternative', () => {
    expect(mailtoLinkSchema.safeParse(leadFormCopy.failure.link).success).toBe(true)
  })

  test('the schema rejects a select without options and an email field without an invalid-format message', () => {
    const [first, , email] = leadForms.shared.fields
    const broken = { ...leadForms.shared, fields: [{ ...first!, kind: 'select' }, ...leadForms.shared.fields.slice(1, 2), { ...email!, messages: { required: 'Enter it', tooLong: 'Too long' } }, ...leadForms.shared.fields.slice(3)] }
    expect(issuesOf(broken)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^fields\.0\.options: /), expect.stringMatching(/^fields\.2\.messages\.invalid: /)]),
    )
  })

  test('the schema rejects a form without a required work email', () => {
    const withoutEmail = { ...leadForms.shared, fields: leadForms.shared.fields.map((field) => (field.name === 'email' ? { ...field, required: false } : field)) }
    expect(issuesOf(withoutEmail)).toEqual([': every form asks for a work email'])
  })
})

describe('the loader\'s console messages and timings (SPEC §8, §9)', () => {
  test('one message for each SPEC §8 forms error', () => {
    expect(formsConsoleMessages).toEqual({
      scriptLoadFailed: 'Failed to load the forms script',
      createFailed: 'Error initializing or creating forms',
      apiUnavailable: 'Forms API not available',
    })
  })

  test('the API is checked again after 100 ms (SPEC §7, §9)', () => {
    expect(formsTiming.apiRecheckMs).toBe(100)
  })

  test('our own form takes over within a few seconds and a send gives up before the visitor does', () => {
    expect(formsTiming.embedReadyTimeoutMs).toBeGreaterThan(formsTiming.apiRecheckMs)
    expect(formsTiming.embedReadyTimeoutMs).toBeLessThanOrEqual(5000)
    expect(formsTiming.submitTimeoutMs).toBeLessThanOrEqual(15_000)
  })
})
