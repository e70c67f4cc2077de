import QRCode from 'qrcode'
import { siteUrl } from '~/config/env.server'

// What the enrolment page shows: the otpauth:// address as a QR code, drawn on the server as SVG
// markup (no script, no image request: the page works without JavaScript and under the CSP).

/** The name the authenticator app lists the account under. */
export function totpIssuer() {
  return `Arclight admin (${new URL(siteUrl()).host})`
}

export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}
