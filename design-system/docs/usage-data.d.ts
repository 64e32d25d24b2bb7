// Written by .ladle/vite.config.ts at build time from the source tree (see ./usage.ts).
declare module 'virtual:component-usage' {
  const usage: import('./usage').ComponentUsage
  export default usage
}
