// What both backends answer about password resets (docs/decisions/299); the forms show these words.

/** More than 3 requests for one address, or 10 from one client, within an hour. */
export const RESET_RATE_LIMIT_MESSAGE = 'Too many reset requests. Please wait an hour and try again.'
export const SAME_PASSWORD_MESSAGE = 'Choose a password different from your current one.'
/** A new password asked for before the code of an account with a second factor. */
export const SECOND_FACTOR_FIRST_MESSAGE = 'Enter the code from your authenticator app first.'
export const RESET_UNAVAILABLE_MESSAGE = 'The reset could not be completed. Please try again.'
