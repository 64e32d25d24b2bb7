// `npm run check:content`: the content check the build starts with (contentCheck.ts), alone, in a few seconds: for
// the marketing team's local workflow and the editor's. Prints every problem and exits with 1, or says the content
// is fine. CONTENT_ROOT checks another folder laid out like content/.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))

// The check is TypeScript and imports by the project's aliases: Vite's module runner loads it as the build does.
const { module: aliases } = await runnerImport(here('./aliases.ts'), { configFile: false, logLevel: 'silent' })
const load = async (file) => (await runnerImport(here(file), { configFile: false, logLevel: 'silent', resolve: { alias: aliases.pathAliases() } })).module
const [{ checkContent, contentReport }, { contentRoot }] = await Promise.all([load('./contentCheck.ts'), load('./contentRoot.ts')])

const root = contentRoot()
const { problems, content } = checkContent(root)
if (problems.length > 0) {
  console.error(contentReport(problems))
  process.exitCode = 1
} else {
  console.log(`The content in ${root} passes the check: ${content.posts.length} posts, ${content.papers.length} white papers, every page's copy and the settings.`)
}
