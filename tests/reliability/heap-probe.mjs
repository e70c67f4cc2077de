// Test-only preload (`node --expose-gc --import ./tests/reliability/heap-probe.mjs server.js`):
// on SIGUSR2 the server collects its garbage and prints the live heap, so memory tests compare
// what is really kept, not what the collector has not reached yet.
process.on('SIGUSR2', () => {
  globalThis.gc?.()
  globalThis.gc?.()
  console.log(`heap-used ${process.memoryUsage().heapUsed}`)
})
