import type { Locator, Page } from '@playwright/test'
import { VALID_ENQUIRY } from '../fixtures/enquiry'

// The enquiry form as a visitor fills it, for the browser tests that send one.

export const SUCCESS = "Thank you for your interest! We'll be in touch soon."

export const enquiryForm = (page: Page) => page.getByRole('form', { name: 'Project enquiry' })

export async function fillForm(form: Locator, values: Partial<typeof VALID_ENQUIRY> = VALID_ENQUIRY) {
  if (values.name !== undefined) await form.getByLabel('Name', { exact: true }).fill(values.name)
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email)
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone)
  if (values.company !== undefined) await form.getByLabel('Company').fill(values.company)
  if (values.projectType !== undefined) await form.getByLabel('Project type').selectOption(values.projectType)
  if (values.budget !== undefined) await form.getByLabel('Budget').selectOption(values.budget)
  if (values.timeline !== undefined) await form.getByLabel('Timeline').selectOption(values.timeline)
  if (values.message !== undefined) await form.getByLabel('Project details').fill(values.message)
}
