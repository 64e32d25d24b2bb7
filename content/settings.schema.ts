// The settings the marketing team can change (content/settings.json): the brand, the people and partners the spec
// hides behind placeholders, and the company's addresses. Pages, posts and papers name them with tokens such as
// {brand} (content/tokens.ts); what code depends on, or the spec fixes, stays in content/site.ts.
import { z } from 'zod'
import { textSchema as text } from './schema'

const email = z.email({ error: 'must be an e-mail address such as hello@example.com' })
const profileUrl = z.url({ protocol: /^https$/, error: 'must be a web address that starts with https://' })

export const settingsSchema = z.strictObject({
  brand: text.max(40).describe('The company\'s name, {brand} in the text. Changing it renames the brand everywhere, but no page\'s address.'),
  legalName: text.max(80).describe('The company\'s full legal name, {legalName}, used in the legal texts and the copyright line.'),
  contactEmail: email.describe('The address visitors write to, {contactEmail}.'),
  pressEmail: email.describe('The address for the press, {pressEmail}.'),
  ceo: z
    .strictObject({ name: text.max(60).describe('{ceo} in the text.'), profileUrl: profileUrl.describe('Their professional profile.') })
    .describe('The CEO and founder.'),
  vp: z
    .strictObject({ name: text.max(60).describe('{vp} in the text.'), profileUrl: profileUrl.describe('Their professional profile.') })
    .describe('The VP of Business Innovation.'),
  cloud: z
    .strictObject({ name: text.max(60).describe('{cloud} in the text.'), marketplace: text.max(80).describe('{cloudMarketplace} in the text.') })
    .describe('The cloud platform whose marketplace sells the software.'),
  reseller: z.strictObject({ name: text.max(60).describe('{reseller} in the text.') }).describe('The government technology reseller.'),
})
