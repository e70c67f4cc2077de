import type { ClientActionFunctionArgs } from '@remix-run/react'
import { ENQUIRY_TEXT, type EnquiryReply } from '~/enquiry/reply'

/**
 * The `clientAction` of a route with the enquiry form: `export { enquiryClientAction as clientAction }`.
 * The server action answers every failure it knows of itself; this catches the rest (the network
 * is down, the server crashed), which would otherwise replace the page with the error page.
 */
export async function enquiryClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction()
  } catch (error) {
    console.error('Enquiry could not be sent:', error)
    const reply: EnquiryReply = { form: 'contact', status: 'error', reason: 'network', message: ENQUIRY_TEXT.failedToSend }
    return reply
  }
}
