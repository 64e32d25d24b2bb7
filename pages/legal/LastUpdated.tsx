import type { ShownDate } from '#content/dates'
import { Text } from '#design-system'

// Its own module: the preference center shows the policy's date without the rest of the legal layout.
export function LastUpdated({ date, label }: { date: ShownDate; label: string }) {
  return (
    <Text tone="muted">
      {label}: <time dateTime={date.dateTime}>{date.label}</time>
    </Text>
  )
}
