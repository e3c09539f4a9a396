/**
 * Kept apart from the solver: `import.meta.url` is how Vite finds and bundles the worker, and jest (CommonJS)
 * cannot parse it, so this module is only loaded where Worker exists.
 */
export function startSolverWorker(): Worker {
  return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
}
