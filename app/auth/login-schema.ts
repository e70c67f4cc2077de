import '~/utils/zod-jitless'
import { z } from 'zod'
import { hasNoNul, NUL_MESSAGE } from '~/utils/typed-text'

// The specification: the login form only requires both fields (the strength rule is for setting passwords).
export const LoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .refine(hasNoNul, NUL_MESSAGE),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000, 'Password must be at most 1,000 characters')
    .refine(hasNoNul, NUL_MESSAGE),
  redirectTo: z.string().optional(),
})

export const LOGIN_MESSAGES = {
  success: 'Logged in successfully',
  failed: 'Failed to log in',
  noUser: 'No user found',
  adminCheckFailed: 'Error checking admin status',
  notAdmin: 'Not authorized to access admin area',
  invalidToken: 'Invalid security token',
  inactivity: 'You have been signed out after a period of inactivity',
  unsaved: 'Your session had ended, so your last change was not saved. Sign in to go on.',
} as const
