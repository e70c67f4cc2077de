// A real SMTP server in the test process (smtp-server): the staff e-mails as a mail server gets them.
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
}

export async function startSmtp() {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true, // no DNS here
    logger: false,
    maxClients: 200,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as { port: number }).port
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A plain-text mail's body as its reader sees it: quoted-printable decoded (a link's `=` is sent as `=3D`). */
export function mailText(mail: ReceivedMail): string {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return body
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
