/** The dialog's own copy, as the stories show it. */
export const sampleDialogCopy = { title: 'Search the site', closeLabel: 'Close search' } as const
