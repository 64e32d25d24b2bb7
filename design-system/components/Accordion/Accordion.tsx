import * as RadixAccordion from '@radix-ui/react-accordion'
import { useState, type ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './Accordion.css'

export interface AccordionItem {
  id: string
  title: string
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** Level of the heading that wraps each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Id of the item open on first render; all closed when omitted. */
  defaultOpenId?: string
}

/** SPEC §2 (Demo): single-open and collapsible. */
export function Accordion({ items, headingLevel = 3, defaultOpenId }: AccordionProps) {
  const Heading = `h${headingLevel}` as const
  const [openId, setOpenId] = useState(defaultOpenId ?? '')
  return (
    <RadixAccordion.Root type="single" collapsible value={openId} onValueChange={setOpenId} className={styles.root}>
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                {item.title}
                <Icon name="chevron-down" className={styles.chevron} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          {/* Kept in the DOM, hidden when closed, so pre-rendered pages carry the text. */}
          <RadixAccordion.Content forceMount hidden={openId !== item.id} className={styles.content}>
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  )
}
