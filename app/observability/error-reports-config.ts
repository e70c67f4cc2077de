// Optional error reports (docs/decisions/292-optional-error-reports.md): their settings, shared by
// the server and the browser without Sentry's code (importing this loads nothing of Sentry).

/** Reporting's settings (app/config/env.server.ts, errorReportsConfig), given to the server and to browsers. */
export type ErrorReportsConfig = { dsn: string; environment: string }
