// https://vike.dev/data
// Runs at pre-render only. Highlighting stays on the build: the page receives role-tagged tokens, never shiki.
// The copy and the hash table arrive as the page's data rather than in its script (as on /about): JSON costs the
// browser less than the same text compiled as JavaScript, and compresses against the markup it was rendered into.
import { solutions } from '#content/pages/solutions'
import type { CodeToken } from '#design-system/components/CodeBlock/tokens'
import { highlightCode } from '#renderer/generate/highlight.server'
import { solutionsHashTargets } from './hashTargets'
import type { HighlightLanguage } from '#design-system/components/CodeBlock/tokens'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  const highlight = (code: string, language: string) => highlightCode(code, language as HighlightLanguage)
  const entries = await Promise.all(
    solutions.tools.items.map(async (tool) => {
      const sample = await highlight(tool.codeSample.code, tool.codeSample.language)
      const download = tool.resultsDownload ? await highlight(tool.resultsDownload.code, tool.resultsDownload.language) : undefined
      return [tool.id, { sample, download }] as const
    }),
  )
  return {
    page: solutions,
    hashTargets: solutionsHashTargets(solutions),
    tokens: Object.fromEntries(entries) as Record<string, { sample: CodeToken[][]; download: CodeToken[][] | undefined }>,
  }
}
