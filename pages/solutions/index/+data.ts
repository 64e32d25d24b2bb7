// https://vike.dev/data
// Highlighting runs at pre-render only: the page receives role-tagged tokens, never shiki.
import { solutions } from '#content/pages/solutions'
import type { CodeToken } from '#design-system/components/CodeBlock/tokens'
import { highlightCode } from '#renderer/generate/highlight.server'
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
  return { tokens: Object.fromEntries(entries) as Record<string, { sample: CodeToken[][]; download: CodeToken[][] | undefined }> }
}
