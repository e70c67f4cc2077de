// The offer as one story: the main services, each with the specialisms that belong to it.
// A specialism names its main service in `parent` (set in the Studio); the six main services
// have none. A specialism whose main service is missing is shown as a main service of its own
// rather than disappearing from /services.

export type GroupableService = { _id: string; parentId: string | null }

export type ServiceGroup<S> = { service: S; specialisms: S[] }

/** Main services in their order, each with its specialisms in theirs. */
export function groupServices<S extends GroupableService>(services: S[]): ServiceGroup<S>[] {
  const ids = new Set(services.map((s) => s._id))
  const isMain = (s: S) => !s.parentId || !ids.has(s.parentId) || s.parentId === s._id
  return services.filter(isMain).map((service) => ({
    service,
    specialisms: services.filter((s) => !isMain(s) && s.parentId === service._id),
  }))
}
