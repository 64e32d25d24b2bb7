import type { Locator, Page } from '@playwright/test'
import { leadForms } from '../../content/lead-forms'
import type { FormKey } from '../../content/site'
import { controlId } from '../../design-system/components/LeadForm/controlId'

/** A valid entry for every field of a form: what a visitor would type. */
export function validValues(formKey: FormKey): Record<string, string> {
  const sample: Record<string, string> = {
    firstname: 'Ada',
    lastname: 'Okafor',
    email: 'ada@brackwater.example',
    company: 'Brackwater Robotics',
    jobtitle: 'Head of ML Platform',
    message: 'Our vision model started confusing two aircraft types after checkpoint 4.',
  }
  return Object.fromEntries(
    leadForms[formKey].fields.map((field) => [field.name, field.options ? field.options[0]!.value : sample[field.name] ?? `${field.label} answer`]),
  )
}

/** The control of one field of our own form `formId`. */
export function control(page: Page, formId: string, name: string): Locator {
  return page.locator(`#${controlId(formId, name)}`)
}

export async function fillLeadForm(page: Page, formId: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = control(page, formId, name)
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value)
    else await field.fill(value)
  }
}

/** Every field's current value, to prove that nothing typed was lost. */
export async function leadFormValues(page: Page, formId: string, names: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(names.map(async (name) => [name, await control(page, formId, name).inputValue()] as const))
  return Object.fromEntries(entries)
}
