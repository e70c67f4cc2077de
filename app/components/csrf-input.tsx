/** The hidden CSRF field every form that changes something carries (checked by app/auth/csrf.server.ts). */
export function CsrfInput({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />
}
