// Where the build reads content from: content/ in the working copy, or the folder CONTENT_ROOT names (with the same
// layout), so a test can build a changed copy of the content without touching the working copy
// (tests/build-checks/extra-content.mjs, the editor's end-to-end test). Relative to the current folder, which is the
// project's for every npm script.
import { isAbsolute, relative, resolve } from 'node:path'

const contentRootVariable = 'CONTENT_ROOT'

export function contentRoot(): string {
  return resolve(process.env[contentRootVariable] || 'content')
}

/** How a build error names a file: relative to the current folder when it is inside it, as `content/blog/…`. */
export function shownPath(root: string, file: string): string {
  const absolute = resolve(root, file)
  const fromHere = relative(process.cwd(), absolute)
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? absolute : fromHere
}
