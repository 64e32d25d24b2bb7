import { readdir } from 'node:fs/promises'
import type { HookHandler, Plugin } from 'vite'
import { editorDirectory } from '../cms/location.mjs'

type BuildContext = ThisParameterType<HookHandler<NonNullable<Plugin['closeBundle']>>>

/**
 * A `closeBundle` handler that runs `work` once every page is pre-rendered. The client build says where its files
 * are; the server build, run after it in the same process, pre-renders the HTML into that folder in its writeBundle,
 * so its closeBundle is the first moment every file is there. The plugin must be `sharedDuringBuild`, so that both
 * builds reach the same handler.
 */
export function afterPrerender(work: (this: BuildContext, clientOutDir: string) => Promise<void>) {
  let clientOutDir: string | undefined
  return async function (this: BuildContext) {
    if (this.environment.name === 'client') {
      clientOutDir = this.environment.config.build.outDir
      return
    }
    if (!clientOutDir) this.error('the client build did not run before the server build')
    await work.call(this, clientOutDir)
  }
}

/** The files under `clientOutDir` that `keep` accepts, as paths relative to it. */
export async function clientFiles(clientOutDir: string, keep: (file: string) => boolean): Promise<string[]> {
  return (await readdir(clientOutDir, { recursive: true })).filter(keep)
}

/** A pre-rendered page: an HTML file outside the bundled assets and the editor's static entry. */
export const isPage = (file: string) => file.endsWith('.html') && !file.startsWith('assets') && !file.startsWith(`${editorDirectory}/`)
