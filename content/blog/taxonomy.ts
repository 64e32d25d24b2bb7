// Plain taxonomies shared by schema.ts (runtime checks) and the modules pages
// import (blog/feed.ts), so the browser bundle gets the lists without pulling in zod.

/** SPEC §2 "Blog articles": the section values an article's metadata may carry. */
export const blogSections = [
  'Partnerships',
  'Press Release',
  'Technical Insights',
  'Product Announcements',
  'Defense & Security',
  'Governance & Compliance',
  'Company News',
  'News',
  'Security & Control',
] as const

/** SPEC §2 "Blog feed", §9: the category chips, in display order. */
export const blogCategories = ['All', 'News', 'Security & Control', 'Governance & Compliance', 'Frontier AI Resilience'] as const

export type BlogSection = (typeof blogSections)[number]
export type BlogCategory = (typeof blogCategories)[number]
