import { describe, expect, test } from 'vitest'
import { addCompileHints, compileHint, firstLoadChunks } from './compileHintsPlugin'

const chunk = (fileName: string, imports: string[] = [], facade: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({
  type: 'chunk' as const,
  fileName,
  code: '',
  isEntry: facade.isEntry ?? false,
  facadeModuleId: facade.facadeModuleId ?? null,
  imports,
})

describe('the chunks that get the compile hint', () => {
  const bundle = Object.fromEntries(
    [
      chunk('entries/entry-client-routing.js', ['chunks/router.js'], { isEntry: true }),
      chunk('chunks/router.js', ['chunks/preload-helper.js']),
      chunk('chunks/preload-helper.js'),
      chunk('entries/pages_about.js', ['chunks/react.js', 'chunks/card.js'], { facadeModuleId: '\0virtual:vike:page-entry:client:/pages/about' }),
      chunk('chunks/react.js'),
      chunk('chunks/card.js', ['chunks/react.js']),
      chunk('chunks/swiper.js', ['chunks/react.js'], { facadeModuleId: '/design-system/components/LogoCarousel/MovingStrip.tsx' }),
      chunk('chunks/swiper-only.js'),
    ].map((file) => [file.fileName, file]),
  )

  test("are Vike's entry, each page's entry and everything they import statically", () => {
    expect([...firstLoadChunks(bundle)].sort()).toEqual([
      'chunks/card.js',
      'chunks/preload-helper.js',
      'chunks/react.js',
      'chunks/router.js',
      'entries/entry-client-routing.js',
      'entries/pages_about.js',
    ])
  })

  test('leave out a chunk only our own dynamic imports reach, and what only it imports', () => {
    const withSwiperImport = { ...bundle, 'chunks/swiper.js': chunk('chunks/swiper.js', ['chunks/swiper-only.js']) }
    const marked = firstLoadChunks(withSwiperImport)
    expect(marked.has('chunks/swiper.js')).toBe(false)
    expect(marked.has('chunks/swiper-only.js')).toBe(false)
  })

  test('fail the build when no chunk is a Vike page entry, so a renamed entry cannot leave every page unmarked', () => {
    const withoutPageEntries = Object.fromEntries(Object.entries(bundle).filter(([fileName]) => !fileName.startsWith('entries/pages_')))
    expect(() => firstLoadChunks(withoutPageEntries)).toThrow(/no chunk is a Vike page entry/)
  })
})

test('the build starts each first-load chunk with the hint and leaves the others as they were', () => {
  const bundle = {
    'entries/entry-client-routing.js': { ...chunk('entries/entry-client-routing.js', ['chunks/router.js'], { isEntry: true }), code: 'start()' },
    'chunks/router.js': { ...chunk('chunks/router.js'), code: 'export const route = 1' },
    'entries/pages_about.js': { ...chunk('entries/pages_about.js', [], { facadeModuleId: 'virtual:vike:page-entry:client:/pages/about' }), code: 'hydrate()' },
    'chunks/sonner.js': { ...chunk('chunks/sonner.js'), code: 'toast()' },
  }
  addCompileHints(bundle)
  expect(Object.values(bundle).map(({ code }) => code)).toEqual([`${compileHint}start()`, `${compileHint}export const route = 1`, `${compileHint}hydrate()`, 'toast()'])
})
