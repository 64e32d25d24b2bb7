/** Resolves when the main thread is next idle (within 2 s); Safari, without `requestIdleCallback`, after a short timer. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 200)
  })
}
