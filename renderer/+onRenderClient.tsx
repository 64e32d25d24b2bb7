// https://vike.dev/onRenderClient
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { App } from './App'
import { applyHead } from './head'

let root: Root | undefined

export function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root')
  if (!container) throw new Error('The document has no #root element')
  const app = <App pageContext={pageContext} />

  if (pageContext.isHydration) {
    root = hydrateRoot(container, app)
    return
  }
  root ??= createRoot(container)
  root.render(app)
  applyHead(pageContext.pageMeta)
}
