import { ButtonLink } from '../Button/ButtonLink'
import { FeatureCard } from '../Card/FeatureCard'
import { CodeTagline } from '../CodeTagline/CodeTagline'
import { Columns } from '../Columns/Columns'
import { Flag } from '../Flag/Flag'
import { Heading } from '../Heading/Heading'
import { Icon, type IconName } from '../Icon/Icon'
import { Inline } from '../Inline/Inline'
import { LogoCarousel, type LogoCarouselItem } from '../LogoCarousel/LogoCarousel'
import { Mono } from '../Mono/Mono'
import { PageSection } from '../PageSection/PageSection'
import { Stack } from '../Stack/Stack'
import { StatTile } from '../StatTile/StatTile'
import { Text } from '../Text/Text'
import { Tooltip, TooltipProvider } from '../Tooltip/Tooltip'

interface HomeLink {
  label: string
  href: string
}

export interface HomeTemplateProps {
  /** The code-style tagline beside the hero from desktop up. */
  tagline: string
  hero: { eyebrow: string; heading: string; subheading: string; subline: string; body: string; primaryCta: HomeLink; secondaryCta: HomeLink }
  /** The tool cards; each card's action is a tooltip trigger labelled `actionLabel`, showing `tooltip`. */
  tools: {
    heading: string
    intro: string
    actionLabel: string
    items: readonly { id: string; flag: string; icon: IconName; title: string; summary: string; tooltip: string; href: string }[]
  }
  stats: { heading: string; intro: string; items: readonly { value: string; label: string; description: string; href: string }[] }
  demo: { heading: string; body: string; cta: HomeLink }
  trustedBy: { heading: string; intro: string; carouselLabel: string; items: readonly LogoCarouselItem[] }
  capabilities: { heading: string; intro: string; items: readonly { icon: IconName; title: string; body: string; href: string }[] }
  closing: { heading: string; body: string; cta: HomeLink }
}

/** SPEC §2 Home: sections fade and slide in once, at a 20% threshold. */
const homeReveal = { threshold: 0.2 } as const

/** The Home page's composition (SPEC §2 Home): the dark hero, then tools, figures, demo, partners, fit and a closing call. */
export function HomeTemplate({ tagline, hero, tools, stats, demo, trustedBy, capabilities, closing }: HomeTemplateProps) {
  return (
    <>
      <PageSection
        tone="dark"
        space="large"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        headingId="home-hero-heading"
        headingLevel={1}
        aside={<CodeTagline>{tagline}</CodeTagline>}
        asideWidth="1/4"
        hideAsideBelow="desktop"
      >
        <Stack space="large">
          <Heading level={2} size="large" tone="muted">
            {hero.subheading}
          </Heading>
          <Text size="large" tone="highlight">
            <Flag>{hero.subline}</Flag>
          </Text>
          <Text size="large">{hero.body}</Text>
          <Inline space="medium">
            <ButtonLink href={hero.primaryCta.href} size="large" icon="arrow-right">
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} size="large" variant="outline">
              {hero.secondaryCta.label}
            </ButtonLink>
          </Inline>
        </Stack>
      </PageSection>

      <PageSection heading={tools.heading} headingId="home-tools-heading" intro={tools.intro} reveal={homeReveal}>
        {/* Only Home has tooltips, so only Home loads their provider (and Radix). */}
        <TooltipProvider>
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
            {tools.items.map((tool) => (
              <FeatureCard
                key={tool.id}
                icon={<Icon name={tool.icon} />}
                flag={tool.flag}
                title={tool.title}
                body={tool.summary}
                href={tool.href}
                action={<Tooltip content={tool.tooltip}>{tools.actionLabel}</Tooltip>}
              />
            ))}
          </Columns>
        </TooltipProvider>
      </PageSection>

      <PageSection tone="sunken" heading={stats.heading} headingId="home-stats-heading" intro={stats.intro} reveal={homeReveal}>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
          {stats.items.map((stat) => (
            <StatTile key={stat.value} value={stat.value} label={stat.label} description={stat.description} href={stat.href} />
          ))}
        </Columns>
      </PageSection>

      <PageSection
        heading={demo.heading}
        headingId="home-demo-heading"
        intro={demo.body}
        aside={
          <Inline space="medium" align="right" collapseBelow="desktop">
            <ButtonLink href={demo.cta.href} size="large" icon="play">
              {demo.cta.label}
            </ButtonLink>
          </Inline>
        }
        reveal={homeReveal}
      />

      <PageSection tone="sunken" heading={trustedBy.heading} headingId="home-trusted-heading" intro={trustedBy.intro} reveal={homeReveal}>
        <LogoCarousel items={trustedBy.items} label={trustedBy.carouselLabel} />
      </PageSection>

      <PageSection heading={capabilities.heading} headingId="home-capabilities-heading" intro={capabilities.intro} reveal={homeReveal}>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
          {capabilities.items.map((item) => (
            <FeatureCard key={item.title} icon={<Icon name={item.icon} />} title={item.title} body={item.body} href={item.href} />
          ))}
        </Columns>
      </PageSection>

      <PageSection
        tone="dark"
        width="narrow"
        align="center"
        rhythm="even"
        heading={<Mono>{closing.heading}</Mono>}
        headingId="home-closing-heading"
        intro={<Text size="large">{closing.body}</Text>}
        reveal={homeReveal}
      >
        <ButtonLink href={closing.cta.href} size="large" icon="arrow-right">
          {closing.cta.label}
        </ButtonLink>
      </PageSection>
    </>
  )
}
