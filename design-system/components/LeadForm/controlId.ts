/** The id of a lead-form control: the form's id, then the field's name. Style-free, so tests import it too. */
export const controlId = (formId: string, name: string) => `${formId}-${name}`
