// https://vike.dev/Page
import { lazy, Suspense, useState } from 'react'
import type { CookiePreferences } from '#content/schema'
import {
  Button,
  CookieCategoryCard,
  DocumentSections,
  Inline,
  PageSection,
  RichInlines,
  RichText,
  Stack,
  Switch,
  Table,
  Text,
  useFirstInteraction,
  type CookieCategoryStatus,
} from '#design-system'
import { consentStore } from '#renderer/features/consent/store'
import { useConsent } from '#renderer/features/consent/useConsent'
import type { CookieCopy, CookieToast } from '#content/cookies'
import { usePageContext } from '#renderer/usePageContext'
import { LastUpdated } from '../legal/LastUpdated'
import type { Data } from './+data'

const tableColumnsFor = (headers: CookieCopy['preferenceCenter']['tableHeaders']) =>
  [
    { key: 'name', header: headers.name },
    { key: 'purpose', header: headers.purpose },
    { key: 'expiration', header: headers.expiration },
  ] as const

/** The toggles being edited, and the saved preferences they started from: a new save discards them. */
interface Draft {
  from: CookiePreferences
  values: CookiePreferences
}

const loadToasts = () => import('./toasts')
const PreferenceToaster = lazy(() => loadToasts().then((module) => ({ default: module.PreferenceToaster })))

function announce(message: CookieToast) {
  void loadToasts().then((module) => module.showToast(message))
}

/** SPEC §2 cookie preference center, §4 its draft and actions, §8 its toasts. */
export default function Page() {
  const { policy, categories, copy, alwaysOn, toasts } = usePageContext().data as Data
  const tableColumns = tableColumnsFor(copy.tableHeaders)
  const { preferences: saved } = useConsent()
  const [draft, setDraft] = useState<Draft | undefined>(undefined)
  // Client only, from the visitor's first interaction (before they can press a button): sonner is no part of the
  // first load, and the toaster's live region is in place before the first toast, so that toast is announced.
  const interacted = useFirstInteraction()
  const current = draft?.from === saved ? draft.values : saved
  const unchanged = current.analytics === saved.analytics && current.marketing === saved.marketing

  function status(required: boolean, on: boolean): CookieCategoryStatus {
    return required ? 'required' : on ? 'enabled' : 'disabled'
  }

  function act(choice: () => void, message?: CookieToast) {
    choice()
    setDraft(undefined)
    if (message) announce(message)
  }

  return (
    <>
      <PageSection
        heading={copy.heading}
        headingId="cookie-preferences-heading"
        headingLevel={1}
        intro={
          <Stack space="small">
            <Text size="large">
              <RichInlines inlines={copy.intro} />
            </Text>
            <LastUpdated date={policy.lastUpdated} label={copy.policyUpdated} />
          </Stack>
        }
      >
        <Stack space="large">
          {categories.map((category) => (
            <CookieCategoryCard
              key={category.id}
              title={category.title}
              headingId={`${category.id}-cookies`}
              status={status(category.required, saved[category.id])}
              statusLabel={copy.badges[status(category.required, saved[category.id])]}
              description={category.description}
              providerLabel={copy.providerLabel}
              provider={category.provider}
              control={
                <Switch
                  label={`${copy.allowLabel} ${category.title}`}
                  locked={category.required}
                  lockedText={alwaysOn}
                  checked={current[category.id]}
                  onCheckedChange={(checked) => {
                    if (category.required) return
                    setDraft({ from: saved, values: { ...current, [category.id]: checked } })
                  }}
                />
              }
            >
              <Table
                caption={`${category.title}: ${copy.tableCaption}`}
                columns={tableColumns}
                rows={category.cookies}
                rowHeader="name"
              />
            </CookieCategoryCard>
          ))}
          <div role="group" aria-label={copy.actionsLabel}>
            <Inline space="medium" collapseBelow="tablet">
              <Button onClick={() => act(consentStore.acceptAll, toasts.acceptedAll)}>{copy.actions.acceptAll}</Button>
              <Button onClick={() => act(consentStore.rejectNonEssential, toasts.rejectedNonEssential)}>
                {copy.actions.rejectNonEssential}
              </Button>
              <Button onClick={() => act(() => consentStore.save(current), toasts.saved)}>
                {unchanged ? copy.actions.saveCurrentSettings : copy.actions.savePreferences}
              </Button>
              <Button variant="outline" onClick={() => act(consentStore.reset)}>
                {copy.actions.reset}
              </Button>
            </Inline>
          </div>
        </Stack>
      </PageSection>

      <PageSection tone="sunken" heading={policy.title} headingId="cookie-policy-heading" intro={<RichText blocks={policy.intro} />}>
        <DocumentSections sections={policy.sections} headingLevel={3} />
      </PageSection>
      {interacted ? (
        <Suspense fallback={null}>
          <PreferenceToaster />
        </Suspense>
      ) : null}
    </>
  )
}
