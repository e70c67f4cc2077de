// Holds one of Node's own tick objects for the life of the process, so that the hidden classes
// (maps) `process.nextTick` builds its tick objects with are never collected.
//
// Why: the tick object is a literal with computed keys. V8 records each key's receiver map in
// `nextTick`'s feedback weakly, and its literal-define runtime turns a slot megamorphic for good the
// first time it sees another map. When a garbage collection finds no tick object alive (between
// two ticks, common while the app loads), the maps after the first key are collected; the next tick
// builds new ones, and TurboFan then compiles `nextTick` with a runtime call per field. That process
// stays 10 % slower per cached answer for its whole life (docs/performance.md, "held tick map").
// A live tick object keeps its map and, through the maps' back pointers, every map before it.
import { createHook } from 'node:async_hooks'

let held
// The init hook is the one public place Node hands out a tick object (as the resource of a
// 'TickObject'); it is enabled for a single nextTick call only.
const hook = createHook({
  init(asyncId, type, triggerAsyncId, resource) {
    if (type === 'TickObject') held ??= resource
  },
}).enable()
process.nextTick(() => {})
hook.disable()

export const heldTickObject = held
