// What both backends answer about password resets (docs/decisions/299); the forms show these words.

/** More than 3 requests for one address, or 10 from one client, within an hour. */
export const RESET_RATE_LIMIT_MESSAGE = 'Too many reset requests. Please wait an hour and try again.'
export const SAME_PASSWORD_MESSAGE = 'Choose a password different from your current one.'
export const RESET_UNAVAILABLE_MESSAGE = 'The reset could not be completed. Please try again.'
