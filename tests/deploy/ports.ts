// The deploy suites' fixed ports (nginx's listeners, the image's server): E2E_PORT + 10 … + 39,
// beside the ranges the browser suites take from the same base (+1 … +5, +50, +60).
const base = Number(process.env.E2E_PORT || 3100)

export const PORTS = {
  tlsFront: { http: base + 10, https: base + 11 },
  restartFront: { http: base + 20, https: base + 21 },
  /** The app servers restarted behind it, and the embedded server whose restart gap is measured. */
  restartApps: [base + 22, base + 23],
  embedded: base + 24,
  image: base + 30,
}
