import '#design-system/styles/global.css'
import { useContext, type ReactNode } from 'react'
import { footerColumns, headerCta, primaryNavigation } from '#content/navigation'
import { site } from '#content/site'
import { Footer, Header } from '#design-system'
import { HeadingOnly } from './AfterHeading'
import { ConsentBanner } from './features/consent/ConsentBanner'
import { IndexFacts, indexedContentAttributes } from './features/search/IndexedContent'
import { SiteSearch } from './features/search/SiteSearch'
import * as styles from './Layout.css'
import { useFadeIn } from './useFadeIn'
import { usePageContext } from './usePageContext'

const mainContentId = 'main-content'

export function Layout({ children }: { children: ReactNode }) {
  const { urlPathname, searchFacts } = usePageContext()
  useFadeIn(urlPathname, useContext(HeadingOnly))

  // The banner comes first in the document (it renders nothing until it is due, so hydration is
  // unaffected): a keyboard user reaches its buttons in two Tab stops instead of after the whole page.
  return (
    <>
      <ConsentBanner focusAfterChoiceId={mainContentId} />
      <a className={styles.skipLink} href={`#${mainContentId}`}>
        Skip to main content
      </a>
      <Header brand={site.brand} homeHref="/" items={primaryNavigation} cta={headerCta} currentPath={urlPathname} search={<SiteSearch />} />
      <main id={mainContentId} className={styles.main} tabIndex={-1} {...indexedContentAttributes(searchFacts)}>
        <IndexFacts facts={searchFacts} />
        {children}
      </main>
      <Footer
        brand={site.brand}
        columns={footerColumns}
        tagline={site.taglineCode}
        footerLine={site.footerLine}
        copyright={`© ${site.copyrightYear} ${site.legalName} All rights reserved.`}
      />
    </>
  )
}
