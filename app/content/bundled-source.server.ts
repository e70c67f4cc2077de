import { evaluate, parse } from 'groq-js'
import path from 'node:path'
import { BoundedCache, DEFAULT_CACHE_LIMITS, resultBytes, type CacheLimits } from './bounded-cache'
import { contentDir, datasetMtime, loadDataset, type LoadedDataset, type SanityDoc } from './dataset.server'
import type { ContentSource, QueryParams } from './source'

// The embedded default: the site's GROQ evaluated by groq-js over the bundled dataset.
// groq-js takes ~50 ms per query over a large dataset, so results are cached per query and
// parameters, in a cache bounded by entries and bytes (a crawler's junk slugs cannot grow it
// without limit). Outside production the file's mtime is checked on each call and a change
// reloads the dataset and empties the cache, so edits show up without a restart.

export function createBundledSource(options: { dir?: string; watch?: boolean; cache?: CacheLimits } = {}): ContentSource & {
  dataset(): LoadedDataset
} {
  const dir = options.dir ?? contentDir()
  const watch = options.watch ?? false
  let loaded: LoadedDataset | undefined
  const cache = new BoundedCache<Promise<unknown>>(options.cache ?? DEFAULT_CACHE_LIMITS)

  function dataset() {
    if (loaded && watch && datasetMtime(dir) !== loaded.mtimeMs) {
      loaded = undefined
      cache.clear()
    }
    if (!loaded) {
      loaded = loadDataset(dir)
      for (const { document, file, problem } of loaded.unreadableImages)
        console.warn(`[content] ${document}: image ${file} left out (${problem}); npm run content:check lists it`)
    }
    return loaded
  }

  async function run(query: string, params: QueryParams, documents = dataset().documents) {
    const result = await evaluate(parse(query, { params }), { dataset: documents, params })
    return result.get()
  }

  // A preview reads the drafts laid over the published documents, as the drafts perspective does.
  let overlay: { of: LoadedDataset; documents: SanityDoc[] } | undefined
  function draftsView() {
    const current = dataset()
    if (overlay?.of !== current) overlay = { of: current, documents: withDrafts(current) }
    return overlay.documents
  }

  return {
    kind: 'bundled',
    // Relative, so that /healthz does not publish the server's file system layout.
    describe: () => ({ kind: 'bundled', dir: path.relative(process.cwd(), dir) || '.' }),
    dataset,
    async fetch(query, params = {}) {
      dataset() // reload first if the file changed
      const key = cacheKey(query, params)
      let pending = cache.get(key)
      if (!pending) {
        const started = run(query, params)
        pending = started
        cache.set(key, started, 0)
        // Counted at its real size once known (unless evicted or replaced meanwhile).
        started.then(
          (value) => cache.get(key) === started && cache.set(key, started, resultBytes(value)),
          () => cache.get(key) === started && cache.delete(key),
        )
      }
      return pending
    },
    // Never cached: an edit of the dataset file shows on the next preview request. Release stacks
    // read as drafts (a bundled dataset has no releases); no stega (no Studio edits this dataset).
    async preview(query, params, read) {
      return run(query, params, read.perspective === 'published' ? dataset().documents : draftsView())
    },
    invalidate() {
      loaded = undefined
      cache.clear()
    },
    async check() {
      dataset()
      return true
    },
    cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }),
  }
}

export function cacheKey(query: string, params: QueryParams) {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => [k, params[k]])
  return `${query}\u0000${JSON.stringify(sorted)}`
}

/**
 * The drafts perspective over a loaded dataset: each draft replaces its published document (with
 * the published `_id` and its own as `_originalId`, as the Content Lake answers); a draft never
 * published is added.
 */
function withDrafts({ documents, drafts }: LoadedDataset): SanityDoc[] {
  const byId = new Map(drafts.map((draft) => [draft._id.slice('drafts.'.length), draft]))
  const merged = documents.map((doc) => {
    const draft = byId.get(doc._id)
    if (!draft) return doc
    byId.delete(doc._id)
    return { ...draft, _id: doc._id, _originalId: draft._id }
  })
  for (const [id, draft] of byId) merged.push({ ...draft, _id: id, _originalId: draft._id })
  return merged
}
