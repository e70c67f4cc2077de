/** Staff-only pages: no analytics and no chat widget there. */
export function isPrivatePath(pathname: string) {
  return /^\/(admin|login)(\/|$)/.test(pathname)
}
