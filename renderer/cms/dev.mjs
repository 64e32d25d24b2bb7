// @ts-check
// `npm run cms`: the site's dev server with the editor at /admin/ (renderer/generate/editorPlugin.ts serves it there),
// opened in the browser. In the editor, "Work with Local Repository" asks for a folder: pick this working copy. Each
// save writes its file, and the page open beside the editor reloads with the change (renderer/README.md, "The editor").
// `--port` moves it from 3000.
import { parseArgs } from 'node:util'
import { dev } from 'vike/api'

const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, 'no-open': { type: 'boolean', default: false } } })
const { viteServer } = await dev({ viteConfig: { server: { port: Number(values.port), strictPort: true, open: values['no-open'] ? false : '/admin/' } } })
const origin = viteServer.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://localhost:${values.port}`
console.log(`\n  Editor:  ${origin}/admin/  (choose "Work with Local Repository", then this folder)\n  Site:    ${origin}/  (open the page you edit: it reloads on each save)\n`)
