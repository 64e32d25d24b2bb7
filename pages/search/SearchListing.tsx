import { Heading, Link, Stack, Text } from '#design-system'
import type { Data } from './+data'

/** Every article, white paper and page by kind: the search page without JavaScript, and before a query. */
export function SearchListing({ heading, groups }: { heading: string; groups: Data['groups'] }) {
  return (
    <Stack space="xlarge">
      <Heading level={2} size="large">
        {heading}
      </Heading>
      {groups.map((group) => (
        <Stack key={group.kind} space="medium">
          <Heading level={3} size="medium" id={`search-listing-${group.kind.replace(/\s+/g, '-').toLowerCase()}`}>
            {group.heading}
          </Heading>
          <Stack as="ul" space="medium" aria-labelledby={`search-listing-${group.kind.replace(/\s+/g, '-').toLowerCase()}`}>
            {group.items.map((item) => (
              <Stack key={item.href} space="xxsmall">
                <Link href={item.href} variant="standalone">
                  {item.title}
                </Link>
                {item.date ? (
                  <Text size="small" tone="muted">
                    {item.category} · <time dateTime={item.date.dateTime}>{item.date.label}</time>
                  </Text>
                ) : null}
                <Text size="small">{item.description}</Text>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}
