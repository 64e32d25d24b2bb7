// "Where the site uses it": which pages and components import a component, read from the source at build time
// (Ladle's Vite config hands the result to the usage pages as `virtual:component-usage`).

export interface SourceFile {
  /** Path from the repository root, e.g. pages/index/+Page.tsx. */
  path: string
  source: string
}

const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g
/** `import('../Button/Button')`: a module fetched when needed (`React.lazy`) is a use of its folder too. */
const dynamicImportPattern = /import\(\s*['"]([^'"]+)['"]\s*\)/g

const isStoryOrTest = (path: string) => /\.(stories|test|story\.css)\.|\.stories\.mdx$/.test(path)

/** Stories, tests and the component's own folder are not uses by the site. */
const isSiteFile = (path: string, component: string) =>
  !isStoryOrTest(path) && !path.startsWith(`design-system/components/${component}/`)

/**
 * The names a component's folder is imported by: the component itself or, in a folder with no component of its
 * name (Card holds FeatureCard and MediaCard; Field holds Input, Select, Textarea and Checkbox), each one it exports.
 */
export function componentNames(component: string, files: readonly SourceFile[]): string[] {
  const exported = files
    .filter(({ path }) => path.startsWith(`design-system/components/${component}/`) && !isStoryOrTest(path))
    .flatMap(({ source }) => [...source.matchAll(/^export function ([A-Z]\w*)/gm)].map(([, name]) => name!))
  return exported.length === 0 || exported.includes(component) ? [component] : exported.sort()
}

/**
 * The files that import `component` (or `names` from its folder) by name from the design system's barrel or from the
 * folder, or import a module of the folder dynamically.
 */
export function filesUsing(component: string, files: readonly SourceFile[], names: readonly string[] = [component]): string[] {
  return files
    .filter(({ path, source }) => {
      if (!isSiteFile(path, component)) return false
      if ([...source.matchAll(dynamicImportPattern)].some(([, specifier]) => specifier!.includes(`/${component}/`))) return true
      return [...source.matchAll(importPattern)].some(([, importedList, specifier]) => {
        const imported = importedList!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])
        const fromDesignSystem = specifier === '#design-system' || specifier!.includes(`/${component}/`) || specifier!.endsWith(`/${component}`)
        return fromDesignSystem && imported.some((name) => names.includes(name!))
      })
    })
    .map(({ path }) => path)
    .sort()
}

export type ComponentUsage = Record<string, string[]>

export function componentUsage(components: readonly string[], files: readonly SourceFile[]): ComponentUsage {
  return Object.fromEntries(components.map((component) => [component, filesUsing(component, files, componentNames(component, files))]))
}
