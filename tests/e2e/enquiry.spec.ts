import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator } from '@playwright/test'
import { holdScripts, hydrated } from './hydration'
import { expectInSight, focusBefore } from './scrolling'
import { useOwnClientAddress } from './client-address'
import { VALID_ENQUIRY } from '../fixtures/enquiry'
import { enquiryForm, fillForm, SUCCESS } from './enquiry-form'

test.beforeEach(({ page }, info) => useOwnClientAddress(page, info))

// The enquiry form on /get-started and in the home page's #contact section, with JavaScript on
// and off. At most 5 enquiries per address are stored every 10 minutes: each test posts from an
// address of its own (client-address.ts).

const VALID = VALID_ENQUIRY

/** The confirmation that replaces the form: the spec's thanks, the reply time, a reference, what happens next. */
async function expectConfirmation(form: Locator) {
  const confirmation = form.getByTestId('enquiry-confirmation')
  await expect(confirmation.getByRole('heading', { name: SUCCESS })).toBeVisible()
  await expect(confirmation).toContainText('Expect a reply within one business day')
  await expect(confirmation.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await expect(confirmation.getByRole('listitem')).toHaveCount(3)
  const reference = (await confirmation.locator('dd').textContent()) ?? ''
  expect(reference).toMatch(/^ENQ-[0-9A-F]{4}-[0-9A-F]{4}$/)
  // The fields are gone until the visitor asks for the form again.
  await expect(form.getByLabel('Project details')).toHaveCount(0)
  return { confirmation, reference }
}

/** The field's error, found the way assistive technology finds it: through aria-describedby. */
async function errorOf(form: Locator, label: string | RegExp, exact = false) {
  const field = form.getByLabel(label, { exact })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? []
  const texts = await Promise.all(ids.map((id) => form.page().locator(`[id="${id}"]`).textContent()))
  return texts.join(' ')
}

const EMPTY_FORM_ERRORS: [string | RegExp, string, boolean?][] = [
  ['Name', 'Name is required', true],
  ['Email', 'Email is required'],
  ['Company', 'Company name is required'],
  ['Project type', 'Please select a project type'],
  ['Budget', 'Please select a budget range'],
  ['Timeline', 'Please select a timeline'],
  ['Project details', 'Please provide project details'],
]

test.describe('with JavaScript', () => {
  test('errors show under their fields as the visitor goes; the form is accessible', async ({ page }) => {
    await page.goto('/get-started')
    await hydrated(page) // until then the form posts without its scripts
    const form = enquiryForm(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const [label, message, exact] of EMPTY_FORM_ERRORS) expect(await errorOf(form, label, exact)).toContain(message)
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Email').fill('ada@')
    await form.getByLabel('Email').blur()
    expect(await errorOf(form, 'Email')).toContain('Invalid email address')
    await form.getByLabel('Project details').fill('Too short to be useful.')
    await form.getByLabel('Project details').blur()
    expect(await errorOf(form, 'Project details')).toContain('Please provide more detailed information (minimum 50 characters)')

    const axe = await new AxeBuilder({ page }).include('form[aria-label="Project enquiry"]').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  test('a click on Send straight from a field in error is not lost: the field is focused with its message', async ({ page }) => {
    await page.goto('/get-started')
    await hydrated(page)
    const form = enquiryForm(page)
    await fillForm(form, { ...VALID, message: 'Too short to be useful.' })
    // Leaving the field shows its message above the button: the press must still submit.
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByLabel('Project details')).toBeFocused()
    expect(await errorOf(form, 'Project details')).toContain('Please provide more detailed information (minimum 50 characters)')
  })

  test('Enter right after the Tab to Send (its smooth scroll still under way) leaves the first invalid field in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/get-started')
    await hydrated(page)
    const send = enquiryForm(page).getByRole('button', { name: 'Send Message' })
    const name = enquiryForm(page).getByLabel('Name', { exact: true })
    // It raced about one time in two: a few goes.
    for (let go = 0; go < 3; go++) {
      // Focus on the control before Send, without scrolling: the Tab then scrolls to Send.
      await focusBefore(page, send)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(name).toBeFocused()
      await page.waitForTimeout(1_800) // every scroll over (the form watches for 1.5 s)
      await expectInSight(name)
    }
  })

  // The Tab's scroll when it starts only after the field has been focused, forced here: to the page's
  // end, or to leave the field in the window but its top 10 px from the edge, behind the 72 px header.
  for (const [what, to] of [
    ['carries the focused invalid field out of the window', 'end'],
    ['ends with the focused invalid field under the fixed header', 'under-header'],
  ] as const) {
    test(`a smooth scroll that ${what} is undone when it ends`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/get-started')
      await hydrated(page)
      const name = enquiryForm(page).getByLabel('Name', { exact: true })
      await name.evaluate((field, to) => {
        const top = () => (to === 'end' ? document.body.scrollHeight : field.getBoundingClientRect().top - 10)
        field.addEventListener('focus', () => setTimeout(() => scrollBy({ top: top(), behavior: 'smooth' })), { once: true })
      }, to)
      await enquiryForm(page).evaluate((form) => (form as HTMLFormElement).requestSubmit())
      await expect(name).toBeFocused()
      await page.waitForTimeout(1_800)
      await expectInSight(name)
    })
  }

  test('what the visitor typed before the page hydrated is still there after it', async ({ page }) => {
    const release = await holdScripts(page)
    // The held module scripts hold the load event too.
    await page.goto('/get-started', { waitUntil: 'domcontentloaded' })
    const form = enquiryForm(page)
    await fillForm(form)
    release()
    await hydrated(page)
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(VALID.name)
    await expect(form.getByLabel('Email')).toHaveValue(VALID.email)
    await expect(form.getByLabel('Project type')).toHaveValue(VALID.projectType)
    await expect(form.getByLabel('Project details')).toHaveValue(VALID.message)
  })

  test('the honeypot is hidden from people and from assistive technology', async ({ page }) => {
    await page.goto('/get-started')
    await hydrated(page) // until then the form posts without its scripts
    const honeypot = page.locator('input[name="bot-field"]')
    await expect(honeypot).toHaveCount(1)
    await expect(honeypot).not.toBeInViewport()
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(await honeypot.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true)
    await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0)
  })

  test('/get-started: "Sending..." while busy, then the toast, an inline confirmation, and an empty form on request', async ({ page }) => {
    await page.goto('/get-started')
    await hydrated(page) // until then the form posts without its scripts
    const form = enquiryForm(page)
    await fillForm(form)
    // Hold the POST a moment so that the busy state can be seen.
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    // Where focus is each time the form's markup changes: never on the body.
    await form.evaluate((el) => {
      const seen: string[] = ((window as unknown as { focusSeen: string[] }).focusSeen = [])
      new MutationObserver(() => seen.push(document.activeElement?.tagName ?? '')).observe(el, { childList: true, subtree: true })
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    const busy = form.getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    // The spec's toast stays, and the form itself is replaced by the confirmation, focused.
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible()
    const { confirmation } = await expectConfirmation(form)
    const heading = confirmation.getByRole('heading', { name: SUCCESS })
    await expect(heading).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).not.toContain('BODY')
    // Said once, by the focus on the heading: not also by the live region, nor by a status role around it.
    await page.waitForTimeout(300) // the announcer writes 100 ms after a toast
    await expect(page.locator('#live-announcer')).not.toContainText(SUCCESS)
    await expect(page.getByRole('status').filter({ has: heading })).toHaveCount(0)
    await confirmation.getByRole('link', { name: 'Send another enquiry' }).click()
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
    // The link went with the confirmation: focus is on the new form's first field, not on the body.
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(form.getByLabel('Project details')).toHaveValue('')
    await expect(form.getByLabel('Project type')).toHaveValue('')
    await expect(page).toHaveURL(/\/get-started$/)
  })

  test('a confirmation whose code comes after the reply still replaces the form and takes focus', async ({ page }) => {
    // Its chunk is fetched on the first focus on the form; on a slow line the reply can win.
    await page.route('**/enquiry-confirmation-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/get-started')
    await hydrated(page)
    const form = enquiryForm(page)
    await fillForm(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const { confirmation } = await expectConfirmation(form)
    await expect(confirmation.getByRole('heading', { name: SUCCESS })).toBeFocused()
  })

  test('home #contact: the same form, POST / with form-name=contact', async ({ page }) => {
    await page.goto('/#contact')
    await hydrated(page) // until then the form posts without its scripts
    const form = page.locator('#contact').getByRole('form', { name: 'Project enquiry' })
    await expect(form.locator('input[name="form-name"]')).toHaveValue('contact')
    await fillForm(form)
    const posted = page.waitForRequest((request) => request.method() === 'POST')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const request = await posted
    expect(new URL(request.url()).pathname).toMatch(/^\/(_root\.data)?$/)
    expect(request.postData()).toContain('form-name=contact')
    await expectConfirmation(form)
  })

  test('a double click on Send sends once, with no failure in the console', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/get-started') && posts.push(request.url()))
    await page.goto('/get-started')
    await hydrated(page)
    const form = enquiryForm(page)
    await fillForm(form)
    await form.getByRole('button', { name: 'Send Message' }).dblclick()
    await expectConfirmation(form)
    expect(posts).toHaveLength(1)
    expect(errors.filter((text) => text.includes('Enquiry could not be sent'))).toEqual([])
  })

  test('a network failure: "Failed to send message. Please try again." and the values stay', async ({ page }) => {
    await page.goto('/get-started')
    await hydrated(page) // until then the form posts without its scripts
    const form = enquiryForm(page)
    await fillForm(form)
    await page.route('**/*', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()))
    // From the keyboard: the button keeps focus while it is busy and after (never the page's body).
    await form.getByRole('button', { name: 'Send Message' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Failed to send message. Please try again.' })).toBeVisible()
    await expect(form.getByRole('alert')).toContainText('Failed to send message. Please try again.')
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(VALID.name)
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused()
  })

  test('an expired security token: "Invalid security token", nothing is sent', async ({ page, context }) => {
    await page.goto('/get-started')
    await hydrated(page) // until then the form posts without its scripts
    const form = enquiryForm(page)
    await fillForm(form)
    await context.clearCookies() // the token's cookie is gone, as after the browser session ended
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invalid security token' })).toBeVisible()
    await expect(form.getByRole('alert')).toContainText('Invalid security token')
    await expect(form.getByLabel('Company')).toHaveValue(VALID.company)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server renders the field errors and keeps what was typed', async ({ page }) => {
    await page.goto('/get-started')
    const form = enquiryForm(page)
    await fillForm(form, { company: VALID.company, message: 'Too short.' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    // The answer page opens at the form, not at the top.
    await expect(page).toHaveURL(/\/get-started#enquiry$/)
    await expect(form).toBeInViewport()
    for (const [label, message, exact] of EMPTY_FORM_ERRORS.filter(([l]) => !['Company', 'Project details'].includes(l as string))) {
      expect(await errorOf(form, label, exact)).toContain(message)
    }
    expect(await errorOf(form, 'Project details')).toContain('Please provide more detailed information (minimum 50 characters)')
    await expect(form.getByLabel('Company')).toHaveValue(VALID.company)
  })

  test('a valid enquiry: a token on the first send, the confirmation on the second, then an empty form on request', async ({ page }) => {
    await page.goto('/get-started')
    const form = enquiryForm(page)
    await fillForm(form)
    // The page is the same for everyone and no script ran: the form had no token. The answer says
    // so in the spec's words, keeps what was typed and holds this browser session's token now.
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/get-started#enquiry$/)
    await expect(form.getByRole('alert')).toContainText('Invalid security token')
    await expect(form.getByLabel('Project details')).toHaveValue(VALID.message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/get-started#enquiry$/)
    const { confirmation } = await expectConfirmation(form)
    await expect(confirmation).toBeInViewport()
    await confirmation.getByRole('link', { name: 'Send another enquiry' }).click()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(form.getByLabel('Budget')).toHaveValue('')
  })

  test('home #contact without JavaScript posts to / and answers on the home page', async ({ page, context }) => {
    await page.goto('/')
    await context.clearCookies() // an expired token: refused, values kept, nothing stored
    const form = page.locator('#contact').getByRole('form', { name: 'Project enquiry' })
    await fillForm(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/(\?index)?#enquiry$/)
    await expect(page.locator('#contact').getByRole('alert')).toContainText('Invalid security token')
    await expect(page.locator('#contact').getByLabel('Email')).toHaveValue(VALID.email)
  })
})
