export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion/Accordion'
export { BackLink, type BackLinkProps } from './components/BackLink/BackLink'
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge'
export { Box, type BoxProps } from './components/Box/Box'
export { Button, buttonSizes, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button'
export { ButtonLink, type ButtonLinkProps } from './components/Button/ButtonLink'
export { FactList, type Fact, type FactListProps } from './components/FactList/FactList'
export { FeatureCard, type FeatureCardProps } from './components/Card/FeatureCard'
export { MediaCard, type MediaCardProps } from './components/Card/MediaCard'
export { CheckList, type CheckListProps } from './components/CheckList/CheckList'
export { Chip, type ChipProps } from './components/Chip/Chip'
export { ChipGroup, type ChipGroupProps } from './components/ChipGroup/ChipGroup'
export { CodeTagline, type CodeTaglineProps } from './components/CodeTagline/CodeTagline'
export { CodeBlock, type CodeBlockProps, type CodeToken } from './components/CodeBlock/CodeBlock'
export {
  Column,
  Columns,
  columnWidths,
  columnsCollapsePoints,
  type ColumnProps,
  type ColumnsCollapseBelow,
  type ColumnsProps,
  type ColumnWidth,
} from './components/Columns/Columns'
export { Container, type ContainerProps } from './components/Container/Container'
export { CookieBanner, cookieBannerViews, type CookieBannerCategory, type CookieBannerChoices, type CookieBannerCopy, type CookieBannerProps, type CookieBannerView } from './components/CookieBanner/CookieBanner'
export { DocumentSections, type DocumentSection, type DocumentSectionsProps } from './components/DocumentSections/DocumentSections'
export { CookieCategoryCard, cookieCategoryStatuses, type CookieCategoryStatus, type CookieCategoryCardProps } from './components/CookieCategoryCard/CookieCategoryCard'
export {
  ExpandableCard,
  ExpandableCardGrid,
  expandableCardGridColumns,
  type ExpandableCardGridColumns,
  type ExpandableCardGridProps,
  type ExpandableCardProps,
} from './components/ExpandableCard/ExpandableCard'
export { FeaturedCard, type FeaturedCardProps } from './components/FeaturedCard/FeaturedCard'
export { FormPanel, type FormPanelProps } from './components/FormPanel/FormPanel'
export { Checkbox, Input, Select, Textarea, type CheckboxProps, type InputProps, type SelectProps, type TextareaProps } from './components/Field/Field'
export { Flag, type FlagProps } from './components/Flag/Flag'
export { Footer, type FooterColumn, type FooterProps } from './components/Footer/Footer'
export { Header, type HeaderProps } from './components/Header/Header'
export { Eyebrow, Heading, type EyebrowProps, type HeadingProps } from './components/Heading/Heading'
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon/Icon'
export { Inline, inlineAligns, inlineAlignsY, type InlineAlign, type InlineAlignY, type InlineProps } from './components/Inline/Inline'
export { JavaScriptOnly, type JavaScriptOnlyProps } from './components/JavaScriptOnly/JavaScriptOnly'
export { Link, type LinkProps } from './components/Link/Link'
export { Logo, type LogoProps } from './components/Logo/Logo'
export { LogoCarousel, type LogoCarouselItem, type LogoCarouselProps } from './components/LogoCarousel/LogoCarousel'
export { LogoWall, type LogoWallProps } from './components/LogoWall/LogoWall'
export { Mono, type MonoProps } from './components/Mono/Mono'
export { PageHero, type PageHeroProps } from './components/PageHero/PageHero'
export { PageSection, type PageSectionProps } from './components/PageSection/PageSection'
export { ProfileCard, type ProfileCardProps } from './components/ProfileCard/ProfileCard'
export { Prose, type ProseProps } from './components/Prose/Prose'
export { Quote, Testimonial, type QuoteProps, type TestimonialProps } from './components/Quote/Quote'
export { Reveal, type RevealProps } from './components/Reveal/Reveal'
export { RichInlines, RichText, type RichInlinesProps, type RichTextProps } from './components/RichText/RichText'
export type { RichBlock, RichInline } from './components/RichText/tree'
export { Section, type SectionProps } from './components/Section/Section'
export { Stack, type StackProps } from './components/Stack/Stack'
export { StatTile, type StatTileProps } from './components/StatTile/StatTile'
export { Steps, type Step, type StepsProps } from './components/Steps/Steps'
export { Switch, type SwitchProps } from './components/Switch/Switch'
export { Table, type TableProps } from './components/Table/Table'
export { TableOfContents, type TableOfContentsItem, type TableOfContentsProps } from './components/TableOfContents/TableOfContents'
export { Text, type TextProps } from './components/Text/Text'
export { Toaster, toast, type ToasterProps } from './components/Toaster/Toaster'
export { Tooltip, TooltipProvider, type TooltipProps } from './components/Tooltip/Tooltip'
export { VideoEmbed, type VideoEmbedProps } from './components/VideoEmbed/VideoEmbed'
export { darkTheme, lightTheme } from './themes/themes.css'
export { vars } from './themes/vars.css'
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './components/ErrorSummary/ErrorSummary'
export { LeadForm, leadFormStatuses, type LeadFormField, type LeadFormNotice, type LeadFormProps, type LeadFormStatus } from './components/LeadForm/LeadForm'
export { LeadFormSlot, leadFormSlotStates, type LeadFormSlotProps, type LeadFormSlotState } from './components/LeadForm/LeadFormSlot'
export { observeOnce, type InViewOptions } from './hooks/observeOnce'
export { useInViewOnce } from './hooks/useInViewOnce'
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion'
export { currentHash, hashScrollDelayMs, useHashTarget, type HashTarget } from './hooks/useHashTarget'
export { useOpenIds, type OpenIds } from './hooks/useOpenIds'
export { loadDeferredModules } from './hooks/useDeferredModule'
export { BackToTop, type BackToTopProps } from './components/BackToTop/BackToTop'
