import type { ReactNode } from 'react'
import type { InViewOptions } from '../../hooks/observeOnce'
import { Column, Columns, type ColumnsCollapseBelow, type ColumnWidth } from '../Columns/Columns'
import { Container, type ContainerWidth } from '../Container/Container'
import { Eyebrow, Heading, type HeadingSize } from '../Heading/Heading'
import { Reveal } from '../Reveal/Reveal'
import { Section, type SectionSpace, type SectionTone } from '../Section/Section'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'
import type { PageSectionAlign, PageSectionAsideWidth, PageSectionHeadingLevel, PageSectionRhythm } from './variants'

export {
  
  pageSectionAsideWidths,
  
  
  type PageSectionAlign,
  
  
  
} from './variants'

interface PageSectionBaseProps {
  /** Follows the intro, `xlarge` below it (`large` in the even rhythm). */
  children?: ReactNode
  /** `dark` re-themes the section; `light` and `sunken` reset to the light theme. */
  tone?: SectionTone
  /** Vertical padding, responsive. */
  space?: SectionSpace
  /** The container's maximum width. */
  width?: ContainerWidth
  align?: PageSectionAlign
  /** Spacing between eyebrow, heading, intro and content; `even` by default for a level-1 heading. */
  rhythm?: PageSectionRhythm
  /** A short mono caps label above the heading. */
  eyebrow?: ReactNode
  /** A string is set as a large muted paragraph; pass an element to set it yourself. */
  intro?: ReactNode
  /** Shown beside the heading, intro and content from desktop up, and below them on smaller screens. */
  aside?: ReactNode
  asideWidth?: PageSectionAsideWidth
  /** Drops the aside below this breakpoint (decoration that only fits beside the text). */
  hideAsideBelow?: ColumnsCollapseBelow
  /** Fades and slides the content in once: `true` for the default thresholds, or your own (Home: `{ threshold: 0.2 }`). */
  reveal?: boolean | InViewOptions
  /** A #hash target. */
  id?: string
  /** A thin top border, for two sections of the same tone in a row. */
  divider?: boolean
}

interface WithHeading {
  heading: ReactNode
  /** The heading's id; the section is `aria-labelledby` it, so it is a named region. */
  headingId: string
  /** 2 unless this is the page's first section. */
  headingLevel?: PageSectionHeadingLevel
  /** `display` for level 1, `xlarge` for level 2 unless told otherwise. */
  headingSize?: HeadingSize
}

interface WithoutHeading {
  heading?: undefined
  headingId?: undefined
  headingLevel?: never
  headingSize?: never
}

export type PageSectionProps = PageSectionBaseProps & (WithHeading | WithoutHeading)

const defaultHeadingSize: Record<PageSectionHeadingLevel, HeadingSize> = { 1: 'display', 2: 'xlarge' }

const mainWidth: Record<PageSectionAsideWidth, ColumnWidth> = { '1/4': '3/4', '1/3': '2/3', '1/2': '1/2' }

/**
 * One band of a page: tone, vertical space and width, an optional eyebrow, heading and intro,
 * then its content, optionally revealed on scroll. Pages are a list of these; they write no CSS.
 */
export function PageSection({
  children,
  tone = 'light',
  space = 'standard',
  width = 'page',
  align = 'left',
  rhythm,
  eyebrow,
  heading,
  headingId,
  headingLevel = 2,
  headingSize,
  intro,
  aside,
  asideWidth = '1/3',
  hideAsideBelow,
  reveal = false,
  id,
  divider,
}: PageSectionProps) {
  const even = (rhythm ?? (headingLevel === 1 ? 'even' : 'standard')) === 'even'
  const eyebrowElement = eyebrow ? <Eyebrow align={align}>{eyebrow}</Eyebrow> : null
  const headingElement =
    heading === undefined ? null : (
      <Heading level={headingLevel} size={headingSize ?? defaultHeadingSize[headingLevel]} id={headingId}>
        {heading}
      </Heading>
    )
  const introElement =
    typeof intro === 'string' ? (
      <Text size="large" tone="muted">
        {intro}
      </Text>
    ) : (
      intro
    )

  const body = even ? (
    <Stack space="large" align={align}>
      {eyebrowElement}
      {headingElement}
      {introElement}
      {children}
    </Stack>
  ) : (
    <Stack space="xlarge" align={align}>
      {eyebrowElement || headingElement || introElement ? (
        <Stack space="medium" align={align}>
          {eyebrowElement && headingElement ? (
            <Stack space="xsmall" align={align}>
              {eyebrowElement}
              {headingElement}
            </Stack>
          ) : (
            eyebrowElement || headingElement
          )}
          {introElement}
        </Stack>
      ) : null}
      {children}
    </Stack>
  )

  const layout = aside ? (
    <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop" alignY="center">
      <Column width={mainWidth[asideWidth]}>{body}</Column>
      <Column width={asideWidth} hideBelow={hideAsideBelow}>
        {aside}
      </Column>
    </Columns>
  ) : (
    body
  )

  return (
    <Section tone={tone} space={space} id={id} divider={divider} labelledBy={headingId}>
      <Container width={width}>
        {reveal ? <Reveal {...(reveal === true ? {} : reveal)}>{layout}</Reveal> : layout}
      </Container>
    </Section>
  )
}
