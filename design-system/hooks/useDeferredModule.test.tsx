// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { deferredModule, loadDeferredModules, useDeferredModule, type DeferredModule } from './useDeferredModule'

afterEach(() => vi.unstubAllEnvs())

function Reader({ deferred }: { deferred: DeferredModule<{ greeting: string }> }) {
  const module = useDeferredModule(deferred)
  return <p>{module ? module.greeting : 'without the module'}</p>
}

/** Renders a reader inside act, so React retries it when the promise it suspended on settles. */
async function renderReader(deferred: DeferredModule<{ greeting: string }>) {
  await act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Reader deferred={deferred} />
      </Suspense>,
    )
  })
}

it('imports once, however often it is asked', async () => {
  const importModule = vi.fn(async () => ({ greeting: 'hello' }))
  const deferred = deferredModule(importModule)
  expect(deferred.loaded()).toBeUndefined()
  const [first, second] = await Promise.all([deferred.load(), deferred.load()])
  expect(first).toEqual({ greeting: 'hello' })
  expect(second).toBe(first)
  expect(deferred.loaded()).toBe(first)
  expect(importModule).toHaveBeenCalledTimes(1)
})

it('suspends a reader until the module arrives, then renders with it', async () => {
  let arrive: (module: { greeting: string }) => void = () => {}
  const deferred = deferredModule(() => new Promise<{ greeting: string }>((resolve) => (arrive = resolve)))
  await renderReader(deferred)
  expect(screen.getByText('waiting')).toBeTruthy()
  await act(async () => arrive({ greeting: 'hello' }))
  expect(screen.getByText('hello')).toBeTruthy()
})

it('a module that cannot be fetched renders the reader without it instead of throwing', async () => {
  const deferred = deferredModule<{ greeting: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
  await expect(deferred.load()).resolves.toBeUndefined()
  await renderReader(deferred)
  expect(screen.getByText('without the module')).toBeTruthy()
})

it('the server loads every module defined while it renders, and the client none', async () => {
  vi.stubEnv('SSR', false)
  const clientImport = vi.fn(async () => ({ greeting: 'client' }))
  deferredModule(clientImport)
  vi.stubEnv('SSR', true)
  const serverImport = vi.fn(async () => ({ greeting: 'server' }))
  const onServer = deferredModule(serverImport)
  await loadDeferredModules()
  expect(serverImport).toHaveBeenCalledTimes(1)
  expect(onServer.loaded()).toEqual({ greeting: 'server' })
  expect(clientImport).not.toHaveBeenCalled()
})

it('a module given `when` is fetched by a reader only once `when` resolves; `load` still fetches at once', async () => {
  let interact: () => void = () => {}
  const when = () => new Promise<void>((resolve) => (interact = resolve))
  const importModule = vi.fn(async () => ({ greeting: 'hello' }))
  const deferred = deferredModule(importModule, when)
  await renderReader(deferred)
  expect(importModule).not.toHaveBeenCalled()
  expect(screen.getByText('waiting')).toBeTruthy()
  await act(async () => interact())
  expect(importModule).toHaveBeenCalledTimes(1)
  expect(screen.getByText('hello')).toBeTruthy()

  const eager = vi.fn(async () => ({ greeting: 'now' }))
  await deferredModule(eager, () => new Promise<void>(() => {})).load()
  expect(eager).toHaveBeenCalledTimes(1)
})

it('firstInteraction resolves at the first key press, pointer or focus, and stays resolved', async () => {
  // A fresh copy of the module: its promise is made once per page, and a file that ran earlier in this worker
  // (files share one module graph and one document, isolate: false) may already have interacted.
  vi.resetModules()
  const { firstInteraction } = await import('./useDeferredModule')
  let resolved = false
  void firstInteraction().then(() => (resolved = true))
  await Promise.resolve()
  expect(resolved).toBe(false)
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
  await expect(firstInteraction()).resolves.toBeUndefined()
  expect(resolved).toBe(true)
})

it('notes a click on a button while a reader waits, answers for it once, and stops noting once the module is here', async () => {
  let arrive: (module: { greeting: string }) => void = () => {}
  const deferred = deferredModule(() => new Promise<{ greeting: string }>((resolve) => (arrive = resolve)))
  const button = document.body.appendChild(document.createElement('button'))
  const label = button.appendChild(document.createElement('span'))
  label.click()
  // Nothing waited for the module yet: that click was React's to hear.
  expect(deferred.clickedWhileLoading(button)).toBe(false)

  await renderReader(deferred)
  label.click()
  expect(deferred.clickedWhileLoading(document.body)).toBe(false)
  expect(deferred.clickedWhileLoading(button)).toBe(true)
  expect(deferred.clickedWhileLoading(button)).toBe(false)

  await act(async () => arrive({ greeting: 'hello' }))
  button.click()
  button.click()
  expect(deferred.clickedWhileLoading(button)).toBe(false)
  button.remove()
})
