import type { Story, StoryDefault } from '@ladle/react'
import type { ReactNode } from 'react'
import { CookieBanner, type CookieBannerProps } from './CookieBanner'
import * as styles from './CookieBanner.story.css'
import { sampleBannerCopy, sampleCookieCategories } from './fixtures'

export default { title: 'Consent/CookieBanner' } satisfies StoryDefault

const noop = () => {}

const props: CookieBannerProps = {
  copy: sampleBannerCopy,
  categories: sampleCookieCategories,
  preferences: { analytics: true, marketing: false },
  onKeepDefaults: noop,
  onRejectAll: noop,
  onAcceptAll: noop,
  onSave: noop,
  onClose: noop,
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <p>Page content sits behind the banner; the banner overlays it and never moves it.</p>
      {children}
    </div>
  )
}

export const Simple: Story = () => (
  <Page>
    <CookieBanner {...props} />
  </Page>
)
Simple.meta = { alsoOnDark: true, responsive: true }

export const Customize: Story = () => (
  <Page>
    <CookieBanner {...props} initialView="customize" />
  </Page>
)
Customize.meta = { alsoOnDark: true, responsive: true }

export const GlobalPrivacyControl: Story = () => (
  <Page>
    <CookieBanner {...props} gpcApplied preferences={{ analytics: false, marketing: false }} />
  </Page>
)

const longCopy: CookieBannerProps['copy'] = {
  ...sampleBannerCopy,
  title: 'We use cookies, local storage and similar technologies on tensorwright-weight-level-controls.example',
  body: [
    ...sampleBannerCopy.body,
    { type: 'text', text: ' Checkpoint-native-machine-learning-resilience-software-with-weight-level-controls is one unbroken word that must wrap.' },
  ],
  buttons: { ...sampleBannerCopy.buttons, acknowledge: 'OK, Got It: keep the current cookie settings for this website' },
}

export const LongText: Story = () => (
  <Page>
    <CookieBanner {...props} copy={longCopy} />
  </Page>
)

export const LongTextCustomize: Story = () => (
  <Page>
    <CookieBanner {...props} copy={longCopy} initialView="customize" />
  </Page>
)
