// "Where the site uses it": which pages and components import a component, read from the source at build time
// (Ladle's Vite config hands the result to the usage pages as `virtual:component-usage`).

export interface SourceFile {
  /** Path from the repository root, e.g. pages/index/+Page.tsx. */
  path: string
  source: string
}

const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g

/** Stories, tests and the component's own folder are not uses by the site. */
const isSiteFile = (path: string, component: string) =>
  !/\.(stories|test|story\.css)\.|\.stories\.mdx$/.test(path) && !path.startsWith(`design-system/components/${component}/`)

/** The files that import `component` by name from the design system's barrel or from the component's folder. */
export function filesUsing(component: string, files: readonly SourceFile[]): string[] {
  return files
    .filter(({ path, source }) => {
      if (!isSiteFile(path, component)) return false
      return [...source.matchAll(importPattern)].some(([, names, specifier]) => {
        const imported = names!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])
        const fromDesignSystem = specifier === '#design-system' || specifier!.includes(`/${component}/`) || specifier!.endsWith(`/${component}`)
        return fromDesignSystem && imported.includes(component)
      })
    })
    .map(({ path }) => path)
    .sort()
}

export type ComponentUsage = Record<string, string[]>

export function componentUsage(components: readonly string[], files: readonly SourceFile[]): ComponentUsage {
  return Object.fromEntries(components.map((component) => [component, filesUsing(component, files)]))
}
