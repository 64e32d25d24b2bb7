import { describe, expect, test } from 'vitest'
import { highlightCode } from './highlight.server'
import type { CodeToken } from '#design-system/components/CodeBlock/tokens'

const join = (lines: CodeToken[][]) => lines.map((line) => line.map((token) => token.content).join('')).join('\n')
const rolesOf = (lines: CodeToken[][], content: string) =>
  lines.flat().filter((token) => token.content.trim() === content).map((token) => token.role)

const python = `from weightctl import Client  # runs next to the checkpoints

client = Client(project_id="proj-42")
def edit(path: str, amplitude=0.35) -> None:
    return client.edit_weights(file_ids_to_exclude=[3, 7])
`
const bash = `# install the CLI
tw --edit-weights --checkpoint ./model.safetensors --tag "v2" | tee "$HOME/edit.log"`
const json = `{\n  "project_id": "proj-42",\n  "files": [1, 2.5],\n  "ok": true\n}`

describe('highlightCode', () => {
  test.each([
    ['python', python],
    ['bash', bash],
    ['json', json],
  ] as const)('joining the %s tokens reproduces the code exactly', async (language, code) => {
    const lines = await highlightCode(code, language)
    expect(join(lines)).toBe(code)
    expect(lines).toHaveLength(code.split('\n').length)
  })

  test('gives Python keywords, strings, numbers, comments and functions their roles', async () => {
    const lines = await highlightCode(python, 'python')
    expect(rolesOf(lines, 'from')).toEqual(['keyword'])
    expect(rolesOf(lines, 'def')).toEqual(['keyword'])
    expect(rolesOf(lines, '"proj-42"')).toEqual(['string'])
    expect(rolesOf(lines, '0.35')).toEqual(['number'])
    expect(rolesOf(lines, '# runs next to the checkpoints')).toEqual(['comment'])
    expect(rolesOf(lines, 'edit')).toEqual(['function'])
    expect(rolesOf(lines, 'amplitude')).toEqual(['variable'])
  })

  test('highlights bash comments, flags and quoted strings', async () => {
    const lines = await highlightCode(bash, 'bash')
    expect(rolesOf(lines, '# install the CLI')).toEqual(['comment'])
    expect(rolesOf(lines, '--edit-weights')).toEqual(['keyword'])
    expect(rolesOf(lines, '"v2"')).toEqual(['string'])
    expect(rolesOf(lines, './model.safetensors')).toEqual(['plain'])
  })

  test('separates JSON keys from string values', async () => {
    const lines = await highlightCode(json, 'json')
    expect(rolesOf(lines, '"project_id"')).toEqual(['variable'])
    expect(rolesOf(lines, '"proj-42"')).toEqual(['string'])
    expect(rolesOf(lines, 'true')).toEqual(['keyword'])
    expect(rolesOf(lines, '2.5')).toEqual(['number'])
  })

  test('keeps empty lines as empty arrays', async () => {
    const lines = await highlightCode('a = 1\n\nb = 2', 'python')
    expect(lines[1]).toEqual([])
  })
})
