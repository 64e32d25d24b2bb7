// https://vike.dev/Page
export { LegalPage as default } from '../legal/LegalPage'
