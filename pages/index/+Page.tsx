// https://vike.dev/Page
import { trustedBy } from '#content/carousel'
import { home } from '#content/pages/home'
import { site } from '#content/site'
import {
  ButtonLink,
  CodeTagline,
  Columns,
  FeatureCard,
  Flag,
  Heading,
  Icon,
  Inline,
  LogoCarousel,
  Mono,
  PageSection,
  Stack,
  StatTile,
  Text,
  Tooltip,
  TooltipProvider,
} from '#design-system'

/** SPEC §2 Home: sections fade and slide in once, at a 20% threshold. */
const homeReveal = { threshold: 0.2 } as const

export default function Page() {
  const { hero, tools, stats, demo, capabilities, closing } = home
  return (
    <>
      <PageSection
        tone="dark"
        space="large"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        headingId="home-hero-heading"
        headingLevel={1}
        aside={
          <CodeTagline>{site.taglineCode}</CodeTagline>
        }
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
                action={<Tooltip content={tool.tooltip}>Learn more</Tooltip>}
              />
            ))}
          </Columns>
        </TooltipProvider>
      </PageSection>

      <PageSection
        tone="sunken"
        heading={stats.heading}
        headingId="home-stats-heading"
        intro={stats.intro}
        reveal={homeReveal}
      >
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

      <PageSection
        tone="sunken"
        heading={home.trustedBy.heading}
        headingId="home-trusted-heading"
        intro={home.trustedBy.intro}
        reveal={homeReveal}
      >
        <LogoCarousel items={trustedBy} label={home.trustedBy.carouselLabel} />
      </PageSection>

      <PageSection
        heading={capabilities.heading}
        headingId="home-capabilities-heading"
        intro={capabilities.intro}
        reveal={homeReveal}
      >
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
