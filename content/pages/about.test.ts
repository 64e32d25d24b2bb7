import { expect, test } from 'vitest'
import { site } from '../site'
import { aboutPage } from './about'

test('the overview video plays from the host\'s privacy-enhanced origin and links to its page on the host', () => {
  expect(new URL(aboutPage.video.embedUrl).origin).toBe(site.videoEmbedOrigin)
  expect(new URL(aboutPage.video.url).origin).not.toBe(site.videoEmbedOrigin)
})
