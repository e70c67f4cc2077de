// Where the e2e server's output goes (playwright.config.ts writes it there; log-hygiene.ts reads it).
export const serverLogFile = (port: number) => `.data-e2e-${port}.log`
