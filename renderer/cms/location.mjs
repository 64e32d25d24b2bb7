// @ts-check
// Where the editor lives: a static entry of the build, no route and no page of the site (renderer/README.md, "The
// editor"). The build's page passes and the suites that walk the build leave it out by this name. Plain JavaScript:
// the budget and the server read it too.
export const editorDirectory = 'admin'
