import { Heading, type HeadingSize } from '../Heading/Heading'
import { RichText } from '../RichText/RichText'
import type { RichBlock } from '../RichText/tree'
import { Stack, type StackProps } from '../Stack/Stack'

export interface DocumentSection {
  /** The heading's id: a #hash target, and the name of the section's region. */
  id: string
  heading: string
  blocks: readonly RichBlock[]
}

export interface DocumentSectionsProps {
  sections: readonly DocumentSection[]
  /** 2 for a page that is the document (the legal pages), 3 for a document inside a page section (the cookie policy). */
  headingLevel?: 2 | 3
}

const scale: Record<2 | 3, { between: StackProps['space']; within: StackProps['space']; size: HeadingSize }> = {
  2: { between: 'xlarge', within: 'medium', size: 'large' },
  3: { between: 'large', within: 'small', size: 'medium' },
}

/** A legal document's sections: each a region named by its anchored heading, then its text. */
export function DocumentSections({ sections, headingLevel = 2 }: DocumentSectionsProps) {
  const { between, within, size } = scale[headingLevel]
  return (
    <Stack space={between}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <Stack space={within}>
            <Heading level={headingLevel} size={size} id={section.id}>
              {section.heading}
            </Heading>
            <RichText blocks={section.blocks} />
          </Stack>
        </section>
      ))}
    </Stack>
  )
}
