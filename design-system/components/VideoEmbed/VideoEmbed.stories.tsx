import type { Story, StoryDefault } from '@ladle/react'
import { sampleCompany, sampleVideo } from '../../docs/fixtures'
import { VideoEmbed, type VideoEmbedProps } from './VideoEmbed'
import * as styles from './VideoEmbed.story.css'

export default { title: 'Media/VideoEmbed' } satisfies StoryDefault

const video: VideoEmbedProps = {
  title: `${sampleCompany.brand} in three minutes: weight-level control without retraining`,
  url: sampleVideo.url,
  embedUrl: sampleVideo.embedUrl,
  poster: {
    src: '/images/about/video-poster.svg',
    alt: 'Title frame: a neural network with one highlighted layer',
    width: 1280,
    height: 720,
  },
}

export const Poster: Story = () => (
  <div className={styles.width}>
    <VideoEmbed {...video} />
  </div>
)
Poster.meta = { alsoOnDark: true }

// about:blank keeps the story free of network requests.
export const Loaded: Story = () => (
  <div className={styles.width}>
    <VideoEmbed {...video} defaultLoaded embedUrl="about:blank" />
  </div>
)

export const WithoutCaption: Story = () => (
  <div className={styles.width}>
    <VideoEmbed {...video} showCaption={false} />
  </div>
)
