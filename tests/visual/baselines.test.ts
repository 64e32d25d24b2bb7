import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { baselineFiles, compareBaselines, declaredBaselines } from './baselines.mjs'

// A listing shaped as `playwright test --list --reporter=json` prints it: one spec in both projects declaring a
// desktop-only and a both-widths baseline, a desktop-only spec, and a test declaring nothing.
const listing = {
  suites: [
    {
      file: 'a11y/stories.spec.ts',
      specs: [
        {
          file: 'a11y/stories.spec.ts',
          tests: ['desktop', 'mobile'].map((projectName) => ({
            projectName,
            annotations: [
              { type: 'baseline', description: 'desktop/button.png' },
              { type: 'baseline', description: 'desktop/header.png' },
              { type: 'baseline', description: 'mobile/header.png' },
              { type: 'story', description: 'not a baseline' },
            ],
          })),
        },
      ],
    },
    {
      file: 'visual',
      suites: [
        {
          file: 'visual/tolerance.desktop.spec.ts',
          specs: [
            {
              file: 'visual/tolerance.desktop.spec.ts',
              // Listed in the desktop project only: its mobile declaration names nothing that runs.
              tests: [{ projectName: 'desktop', annotations: [{ type: 'baseline', description: 'desktop/sample.png' }, { type: 'baseline', description: 'mobile/sample.png' }] }],
            },
          ],
        },
      ],
    },
    { file: 'e2e/home.spec.ts', specs: [{ file: 'e2e/home.spec.ts', tests: [{ projectName: 'desktop', annotations: [] }] }] },
  ],
}

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function screenshotsWith(files: string[]) {
  dir = mkdtempSync(join(tmpdir(), 'baselines-'))
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), 'png')
  }
  return dir
}

describe('the unused-baseline check', () => {
  test('reads each declaration in the projects its test runs in, nested suites included', () => {
    expect([...declaredBaselines(listing)].sort()).toEqual([
      'a11y/stories.spec.ts/desktop/button.png',
      'a11y/stories.spec.ts/desktop/header.png',
      'a11y/stories.spec.ts/mobile/header.png',
      'visual/tolerance.desktop.spec.ts/desktop/sample.png',
    ])
  })

  test('passes when every file is declared', () => {
    const files = baselineFiles(
      screenshotsWith(['a11y/stories.spec.ts/desktop/button.png', 'a11y/stories.spec.ts/desktop/header.png', 'a11y/stories.spec.ts/mobile/header.png', 'visual/tolerance.desktop.spec.ts/desktop/sample.png']),
    )
    expect(compareBaselines(declaredBaselines(listing), files)).toEqual({ unused: [], missing: [] })
  })

  test('fails on a planted file no test declares: a story at a width it is not shot at, and a stray spec folder', () => {
    const files = baselineFiles(
      screenshotsWith([
        'a11y/stories.spec.ts/desktop/button.png',
        'a11y/stories.spec.ts/mobile/button.png',
        'a11y/stories.spec.ts/desktop/header.png',
        'a11y/stories.spec.ts/mobile/header.png',
        'visual/tolerance.desktop.spec.ts/desktop/sample.png',
        'visual/tolerance.desktop.spec.ts/mobile/sample.png',
        'visual/home.spec.ts/desktop/home.png',
        'visual/home.spec.ts/desktop/notes.txt',
      ]),
    )
    expect(compareBaselines(declaredBaselines(listing), files).unused).toEqual([
      'a11y/stories.spec.ts/mobile/button.png',
      'visual/home.spec.ts/desktop/home.png',
      'visual/tolerance.desktop.spec.ts/mobile/sample.png',
    ])
  })

  test('names declared baselines without a file apart, as not yet recorded', () => {
    const files = baselineFiles(screenshotsWith(['a11y/stories.spec.ts/desktop/button.png', 'visual/tolerance.desktop.spec.ts/desktop/sample.png']))
    expect(compareBaselines(declaredBaselines(listing), files)).toEqual({
      unused: [],
      missing: ['a11y/stories.spec.ts/desktop/header.png', 'a11y/stories.spec.ts/mobile/header.png'],
    })
  })
})
