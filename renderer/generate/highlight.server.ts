// Build-time only: called from +data / pre-render and unit tests. The .server.ts
// suffix makes `vike build` fail if browser code imports it, so shiki cannot
// reach the bundle (https://vike.dev/file-env); components get the tokens.
import { createHighlighterCore, type HighlighterCore, type ThemeRegistration } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { codeTokenRoles, type CodeToken, type CodeTokenRole, type HighlightLanguage } from '#design-system/components/CodeBlock/tokens'

export type { CodeToken, HighlightLanguage } from '#design-system/components/CodeBlock/tokens'

// The theme's "colours" are role codes: TextMate scope matching (with its
// specificity rules) picks the role, and the component maps roles to vars.
const roleColor = Object.fromEntries(
  codeTokenRoles.map((role, index) => [role, `#0000${index.toString(16).padStart(2, '0')}`]),
) as Record<CodeTokenRole, string>
const colorRole = new Map(codeTokenRoles.map((role) => [roleColor[role], role]))

const scopesByRole: Record<Exclude<CodeTokenRole, 'plain'>, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  string: ['string', 'punctuation.definition.string', 'constant.character.escape'],
  number: ['constant.numeric'],
  keyword: [
    'keyword',
    'storage.type',
    'storage.modifier',
    'constant.language',
    'keyword.operator.logical',
    'keyword.operator.word',
    // CLI flags such as --edit-weights are the point of most bash samples.
    'constant.other.option',
  ],
  function: [
    'entity.name.function',
    'entity.name.command',
    'support.function',
    'meta.function-call.generic',
    'entity.name.type',
    'entity.name.class',
    'support.type',
  ],
  variable: [
    'variable',
    'punctuation.definition.variable',
    'support.type.property-name',
    'punctuation.support.type.property-name',
  ],
  punctuation: [
    'punctuation',
    'keyword.operator',
    'constant.character.format.placeholder',
  ],
}

const roleThemeName = 'code-roles'
const roleTheme: ThemeRegistration = {
  name: roleThemeName,
  type: 'dark',
  fg: roleColor.plain,
  bg: '#ffffff',
  settings: [
    { settings: { foreground: roleColor.plain, background: '#ffffff' } },
    // Unquoted shell arguments are words, not string literals.
    { scope: ['string.unquoted'], settings: { foreground: roleColor.plain } },
    ...Object.entries(scopesByRole).map(([role, scope]) => ({
      scope,
      settings: { foreground: roleColor[role as CodeTokenRole] },
    })),
  ],
}

let highlighter: Promise<HighlighterCore> | undefined

function getHighlighter() {
  // The JavaScript regex engine avoids loading a WebAssembly file during pre-render.
  highlighter ??= createHighlighterCore({
    themes: [roleTheme],
    langs: [import('shiki/langs/python.mjs'), import('shiki/langs/bash.mjs'), import('shiki/langs/json.mjs')],
    engine: createJavaScriptRegexEngine(),
  })
  return highlighter
}

/** Tokenises code into one array of role-tagged tokens per line; joining them reproduces the input. */
export async function highlightCode(code: string, language: HighlightLanguage): Promise<CodeToken[][]> {
  const shiki = await getHighlighter()
  // No time limit per line (shiki stops at 500 ms and leaves the rest plain): on a busy build
  // machine that made the same sample highlight differently from one build to the next.
  const { tokens } = shiki.codeToTokens(code, { lang: language, theme: roleThemeName, tokenizeTimeLimit: 0 })
  return tokens.map((line) => {
    const merged: CodeToken[] = []
    for (const token of line) {
      const role = colorRole.get(token.color?.toLowerCase().slice(0, 7) ?? '') ?? 'plain'
      const previous = merged.at(-1)
      // Fewer spans in the pre-rendered HTML: neighbours with one role become one token.
      if (previous?.role === role) previous.content += token.content
      else merged.push({ content: token.content, role })
    }
    return merged
  })
}
