// The enrolment's content: the QR code (SVG drawn on the server from the otpauth:// address), the
// same key in text for an app that cannot scan, and the recovery codes shown once.

export function EnrolmentSteps({ qr, secret }: { qr: string; secret: string }) {
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret
  return (
    <ol className="mb-6 list-decimal space-y-4 pl-5 text-sm">
      <li>
        Scan this QR code with an authenticator app (for example 1Password, Google Authenticator or Microsoft Authenticator).
        <div
          role="img"
          aria-label="QR code of the key below"
          className="mt-3 w-48 rounded-lg border border-line bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
      </li>
      <li>
        Or type this key into the app:
        <code
          data-testid="totp-key"
          className="mt-2 block break-all rounded-lg bg-surface-muted px-3 py-2 font-mono text-base tracking-wider"
        >
          {grouped}
        </code>
      </li>
      <li>Enter the 6-digit code the app shows.</li>
    </ol>
  )
}

export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted">
        Each code works once, if you lose your authenticator app. They are shown only now: write them down or store them in a password
        manager.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-surface-muted px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
    </>
  )
}
