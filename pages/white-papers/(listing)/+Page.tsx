// https://vike.dev/Page
import { Badge, Columns, MediaCard, PageSection } from '#design-system'
import { AfterHeading } from '#renderer/AfterHeading'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

/** SPEC §2 White papers: the Technical Research listing, two cards newest first. */
export default function Page() {
  const { listing, downloadLabel, items } = usePageContext().data as Data
  return (
    <PageSection space="large" eyebrow={listing.eyebrow} heading={listing.title} headingId="white-papers-heading" headingLevel={1} intro={listing.intro}>
      <AfterHeading>
        <Columns columns={{ mobile: 1, tablet: 2 }} space="large" as="ul" aria-labelledby="white-papers-heading">
          {items.map((item, index) => (
            <MediaCard
              key={item.id}
              title={item.title}
              description={item.description}
              image={item.image}
              href={item.link}
              badge={<Badge>{item.type}</Badge>}
              meta={
                <>
                  <time dateTime={item.published.dateTime}>{item.published.label}</time> · {item.pages}
                </>
              }
              actionLabel={downloadLabel}
              headingLevel={2}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </Columns>
      </AfterHeading>
    </PageSection>
  )
}
