// The company the stories are set in: its names and links, written for the stories. Nothing here reads
// content/, so a copy edit on the site leaves every story, and its screenshot, as it is.

export const sampleCompany = {
  brand: 'Tensorwright',
  legalName: 'Tensorwright, Inc.',
  taglineCode: 'min(compute), max(control)',
  footerLine: 'Standard software deployment. Production-ready in days.',
  copyrightYear: 2025,
  pressEmail: 'press@tensorwright.example',
} as const

export const samplePeople = {
  founder: { name: 'Dana Whitcombe', role: 'CEO & Founder', profileUrl: 'https://www.linkedin.example/in/dana-whitcombe' },
  partnerships: { name: 'Morgan Ellery', role: 'VP of Business Innovation', profileUrl: 'https://www.linkedin.example/in/morgan-ellery' },
} as const

/** The overview video, as the About page embeds it. */
export const sampleVideo = {
  url: 'https://player.video-host.example/video/tensorwright-overview',
  embedUrl: 'https://www.video-host-nocookie.example/embed/tensorwright-overview',
} as const
