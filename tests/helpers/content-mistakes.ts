// The mistakes issue 49 plants in a copy of content/, each with the lines the content check reports for it: the
// check's own tests (renderer/generate/contentCheck.test.ts) and the build's (tests/build-checks/content-check-build
// .test.ts) plant the same ones, so the build is shown to stop on exactly what the check finds.
import { cpSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { blogSections } from '../../content/blog/taxonomy'
import { tokenNames } from '../../content/tokens'

export interface PlantedMistake {
  readonly name: string
  /** Changes the copy of content/ at `root`. */
  readonly plant: (root: string) => void
  /** The lines the check reports for it, each as `file: field rule` with files relative to the copy. */
  readonly reported: readonly string[]
}

/** Rewrites one file of the copy at `root`. */
export const editContent = (root: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

const post = 'blog/posts/kec-accelerator.md'

/** A Markdown table appended to a post's body, on a line of its own. */
export const plantedTable = '| Checkpoint | Accuracy |'

/** Each touches a file of its own, so all of them can be planted in one copy and reported in one run. */
export const issueMistakes: readonly PlantedMistake[] = [
  {
    name: 'a missing date',
    plant: (root) => editContent(root, post, (text) => text.replace(/^date: .*\n/m, '')),
    reported: [`${post}: date is required (an ISO date such as 2025-10-28)`],
  },
  {
    name: 'an unknown section',
    plant: (root) => editContent(root, 'blog/posts/morgan-ellery.md', (text) => text.replace(/^section: .*$/m, 'section: Opinion')),
    reported: [`blog/posts/morgan-ellery.md: section must be one of: ${blogSections.join(', ')} (it is "Opinion")`],
  },
  {
    name: 'a 200-character description',
    plant: (root) => editContent(root, 'blog/posts/pya-ballard-award.md', (text) => text.replace(/^description: .*$/m, `description: ${'A'.repeat(200)}`)),
    reported: ['blog/posts/pya-ballard-award.md: description must be at most 160 characters long, or search results cut it off (it has 200)'],
  },
  {
    name: 'a missing cover image',
    plant: (root) => unlinkSync(join(root, 'images/blog/future-ai-governance.svg')),
    reported: ['blog/posts/future-ai-governance.md: cover image is missing: add images/blog/future-ai-governance.svg (or .png, .jpg, .webp), 1200 × 630 pixels'],
  },
  {
    name: 'a duplicate slug, as the editor saves it, with the id and title it repeats',
    plant: (root) => {
      cpSync(join(root, 'blog/posts/ai-risk-defense.md'), join(root, 'blog/posts/ai-risk-defense-1.md'))
      cpSync(join(root, 'images/blog/ai-risk-defense.svg'), join(root, 'images/blog/ai-risk-defense-1.svg'))
    },
    reported: [
      'blog/posts/ai-risk-defense-1.md: file name repeats the address of blog/posts/ai-risk-defense.md with "-1" added, as the editor does when a slug is already taken: give the entry its own title and file name',
      'blog/posts/ai-risk-defense-1.md: id is 6, the id of blog/posts/ai-risk-defense.md: leave the id out of a new entry and it gets the next free one',
      'blog/posts/ai-risk-defense-1.md: title is the title of blog/posts/ai-risk-defense.md: give each its own, so search results and the blog tell them apart',
    ],
  },
  {
    name: 'an unknown token',
    plant: (root) => editContent(root, 'blog/posts/financial-services.md', (text) => text.replace(/^title: .*$/m, 'title: "{Brand} Explains Compliance-Ready AI"')),
    reported: [`blog/posts/financial-services.md: title has an unknown token {Brand}: use one of ${tokenNames.join(', ')}`],
  },
  {
    name: 'an unsupported Markdown construct, with its line',
    plant: (root) => editContent(root, 'blog/posts/ai-degradation-detection.md', (text) => `${text}\n${plantedTable}\n|---|---|\n| 4 | 91% |\n`),
    // The table starts after the file's last line and a blank one.
    reported: [`blog/posts/ai-degradation-detection.md: body (line ${readFileSync(join(import.meta.dirname, '../../content/blog/posts/ai-degradation-detection.md'), 'utf8').split('\n').length + 1}) uses a table: write it as a list ("${plantedTable}")`],
  },
  {
    name: 'characters the fonts cannot draw',
    plant: (root) => editContent(root, 'blog/posts/carrowfield-partnership.md', (text) => text.replace(/^coverAlt: (.*)$/m, 'coverAlt: $1 in Łódź')),
    reported: [
      'blog/posts/carrowfield-partnership.md: coverAlt has characters the site\'s fonts cannot draw: "Ł" (U+0141), "ź" (U+017A); use letters of Western European languages and common punctuation',
    ],
  },
]
