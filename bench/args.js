// The bench's command line: `npm run bench -- --port 3300 --page /blog`.

/** The value given after `--name`, or `fallback`. */
export function optionOf(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`)
  return i > -1 ? argv[i + 1] : fallback
}

/** The number given after `--name`, or `fallback`. */
export function numberOf(argv, name, fallback) {
  const given = optionOf(argv, name)
  return given === undefined ? fallback : Number(given)
}
