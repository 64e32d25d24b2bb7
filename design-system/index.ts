export { Accordion } from './components/Accordion/Accordion'
export { BackLink } from './components/BackLink/BackLink'
export { ArticleTemplate } from './components/ArticleTemplate/ArticleTemplate'
export { Badge } from './components/Badge/Badge'
export { Button } from './components/Button/Button'
export { ButtonLink } from './components/Button/ButtonLink'
export { FactList } from './components/FactList/FactList'
export { FeatureCard } from './components/Card/FeatureCard'
export { MediaCard } from './components/Card/MediaCard'
export { CheckList } from './components/CheckList/CheckList'
export { ChipGroup } from './components/ChipGroup/ChipGroup'
export { CodeBlock, type CodeToken } from './components/CodeBlock/CodeBlock'
export {
  Column,
  Columns,
  
  
  
  
} from './components/Columns/Columns'
export { ContactTemplate, contactFormHeadingId } from './components/ContactTemplate/ContactTemplate'
export { Container } from './components/Container/Container'

export { type DocumentSection, DocumentSections } from './components/DocumentSections/DocumentSections'
export { CookieCategoryCard, type CookieCategoryStatus } from './components/CookieCategoryCard/CookieCategoryCard'
export {
  ExpandableCard,
  ExpandableCardGrid,
  
  
  
} from './components/ExpandableCard/ExpandableCard'
export { FeaturedCard } from './components/FeaturedCard/FeaturedCard'
export { FormPanel } from './components/FormPanel/FormPanel'
export { Footer } from './components/Footer/Footer'
export { Header } from './components/Header/Header'
export { HomeTemplate } from './components/HomeTemplate/HomeTemplate'
export { Eyebrow, Heading } from './components/Heading/Heading'
export { Icon, type IconName } from './components/Icon/Icon'
export { Inline } from './components/Inline/Inline'
export { JavaScriptOnly } from './components/JavaScriptOnly/JavaScriptOnly'
export { LegalTemplate } from './components/LegalTemplate/LegalTemplate'
export { Link } from './components/Link/Link'

export { LogoCarousel } from './components/LogoCarousel/LogoCarousel'
export { LogoWall } from './components/LogoWall/LogoWall'
export { PageHero } from './components/PageHero/PageHero'
export { PageSection } from './components/PageSection/PageSection'
export { ProfileCard } from './components/ProfileCard/ProfileCard'
export { Prose } from './components/Prose/Prose'
export { Quote } from './components/Quote/Quote'
export { RichInlines } from './components/RichText/RichInlines'
export { RichText } from './components/RichText/RichText'
export type { RichBlock, RichInline } from './components/RichText/tree'
export { SearchButton } from './components/SearchButton/SearchButton'
export { SearchDialog } from './components/SearchDialog/SearchDialog'
export { SearchPanel, type ExcerptPart, type SearchFilterView, type SearchPanelProps, type SearchPanelStatus, type SearchResultView } from './components/SearchPanel/SearchPanel'
export { Section } from './components/Section/Section'
export { Stack } from './components/Stack/Stack'
export { StatTile } from './components/StatTile/StatTile'
export { Steps } from './components/Steps/Steps'
export { Switch } from './components/Switch/Switch'
export { Table } from './components/Table/Table'
export { Text } from './components/Text/Text'
export { Toaster, toast } from './components/Toaster/Toaster'
export { VideoEmbed } from './components/VideoEmbed/VideoEmbed'

export { LeadForm, type LeadFormNotice, type LeadFormProps, type LeadFormStatus } from './components/LeadForm/LeadForm'
export { LeadFormSlot, type LeadFormSlotState } from './components/LeadForm/LeadFormSlot'

export { useHashTarget, type HashTarget } from './hooks/useHashTarget'
export { useOpenIds } from './hooks/useOpenIds'
export { useFirstInteraction } from './hooks/firstInteraction'
export { BackToTop } from './components/BackToTop/BackToTop'
