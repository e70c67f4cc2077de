// The password strength rule of the specification, shared by the admin CLI and any form that sets a password.
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters'

const PASSWORD_MIN_LENGTH = 8
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    SPECIAL.test(password)
  )
}
