import { useEffect, useRef, type ReactNode } from 'react'
import { ButtonLink } from '../Button/ButtonLink'
import { Link } from '../Link/Link'
import { Text } from '../Text/Text'
import * as styles from './LeadFormSlot.css'

export type LeadFormSlotState = 'loading' | 'embedded' | 'native'

export interface LeadFormSlotProps {
  /** The embed's container id (letters, digits, hyphens): the embedded form is drawn into it. */
  id: string
  /** `loading` and `embedded` keep the embed's container; `native` shows `children` (our own form) instead. */
  state: LeadFormSlotState
  /** Shown while the embed loads (JavaScript running only). */
  loadingLabel: string
  /** Shown without JavaScript, or when the site's script failed, so the box is never empty. */
  noScript: { heading: string; body: string; link: { label: string; href: string } }
  /**
   * Offered under the embedded form once it has been sent (white-paper pages):
   * the embed's own thank-you stays in its container, the link follows it.
   */
  download?: { href: string; label: string } | undefined
  children?: ReactNode
}

/** The sent form took the focus with it; the link that replaced it as the next step takes it. */
function SentDownload({ href, label }: { href: string; label: string }) {
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => wrapper.current?.querySelector('a')?.focus(), [])
  return (
    <div ref={wrapper}>
      <ButtonLink href={href} icon="download">
        {label}
      </ButtonLink>
    </div>
  )
}

/**
 * Where a lead form goes. The pre-rendered page carries the e-mail notice, which
 * CSS hides as soon as the document runs JavaScript; from then on the box holds
 * the embed or, once the page switches it to `native`, our own form.
 */
export function LeadFormSlot({ id, state, loadingLabel, noScript, download, children }: LeadFormSlotProps) {
  if (state === 'native') {
    return (
      <div className={styles.slot} data-form-state={state}>
        {children}
      </div>
    )
  }
  return (
    <div className={styles.slot} data-form-state={state}>
      {/* The embed owns this element's children: React must never render into it. */}
      <div id={id} className={styles.embedTarget} />
      {state === 'loading' ? <p className={styles.loading}>{loadingLabel}</p> : null}
      {state === 'embedded' && download ? <SentDownload {...download} /> : null}
      <div className={styles.noScript}>
        <Text weight="strong">{noScript.heading}</Text>
        <Text>{noScript.body}</Text>
        <Text>
          <Link href={noScript.link.href} variant="standalone" icon="mail">
            {noScript.link.label}
          </Link>
        </Text>
      </div>
    </div>
  )
}
