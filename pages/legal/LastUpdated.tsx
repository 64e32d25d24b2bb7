import { formatLongDate } from '#content/dates'
import { legalPageCopy } from '#content/legal/page'
import { Text } from '#design-system'

// Its own module: the preference center shows the policy's date without the rest of the legal layout.
export function LastUpdated({ date, label = legalPageCopy.lastUpdated }: { date: string; label?: string }) {
  return (
    <Text tone="muted">
      {label}: <time dateTime={date}>{formatLongDate(date)}</time>
    </Text>
  )
}
