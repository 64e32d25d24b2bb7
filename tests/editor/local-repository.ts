import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Page } from '@playwright/test'

/** Files of a working copy, by their path from the repository's root, as text. */
export type RepositoryFiles = Readonly<Record<string, string>>

/** The text files under each of `folders` of the repository at `root`, plus the `.git` the editor looks for. */
export function workingCopyFiles(root: string, folders: readonly string[]): RepositoryFiles {
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' }
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) walk(path)
      else files[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8')
    }
  }
  for (const folder of folders) walk(join(root, folder))
  return files
}

const folderName = 'working-copy'

/**
 * Makes the browser's folder picker hand the page a folder in the origin's private storage (OPFS), filled with
 * `files` the first time it is asked for: the File System Access API the editor's "Work with Local Repository" uses,
 * with no dialog and no disk of ours. Each test's browser context starts with empty storage.
 */
export async function offerWorkingCopy(page: Page, files: RepositoryFiles) {
  await page.addInitScript(
    ({ files, folderName }) => {
      const picker = async () => {
        const storage = await navigator.storage.getDirectory()
        const seeded = await storage.getDirectoryHandle(folderName).then(
          () => true,
          () => false,
        )
        const root = await storage.getDirectoryHandle(folderName, { create: true })
        if (seeded) return root
        for (const [path, text] of Object.entries(files)) {
          const parts = path.split('/')
          let folder = root
          for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true })
          const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
          await writable.write(text)
          await writable.close()
        }
        return root
      }
      Object.defineProperty(window, 'showDirectoryPicker', { value: picker, configurable: true })
    },
    { files, folderName },
  )
}

/** Every file under `folder` in the offered folder, by its path from the folder's root, as text. */
export async function readWorkingCopyFolder(page: Page, folder: string): Promise<RepositoryFiles> {
  return page.evaluate(
    async ({ folder, folderName }) => {
      const files: Record<string, string> = {}
      let start = await (await navigator.storage.getDirectory()).getDirectoryHandle(folderName)
      for (const part of folder.split('/')) start = await start.getDirectoryHandle(part)
      const walk = async (handle: FileSystemDirectoryHandle, path: string) => {
        // The folder's entries are async-iterable in Chromium; TypeScript's DOM types do not say so yet.
        for await (const [name, entry] of (handle as unknown as AsyncIterable<[string, FileSystemHandle]>)) {
          if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, `${path}/${name}`)
          else files[`${path}/${name}`] = await (await (entry as FileSystemFileHandle).getFile()).text()
        }
      }
      await walk(start, folder)
      return files
    },
    { folder, folderName },
  )
}
