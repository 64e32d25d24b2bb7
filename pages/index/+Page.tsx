// https://vike.dev/Page
import { trustedBy } from '../../content/carousel'
import { home } from '../../content/pages/home'
import { site } from '../../content/site'
import {
  ButtonLink,
  Columns,
  Container,
  Eyebrow,
  FeatureCard,
  Flag,
  Heading,
  Icon,
  LogoCarousel,
  Reveal,
  Section,
  Stack,
  StatTile,
  Text,
  Tooltip,
  TooltipProvider,
} from '../../design-system'
import * as styles from './Page.css'

/** SPEC §2 Home: sections fade and slide in once, at a 20% threshold. */
const homeReveal = { threshold: 0.2 } as const

export default function Page() {
  const { hero, tools, stats, demo, capabilities, closing } = home
  return (
    <TooltipProvider>
      <Section tone="dark" space="large" labelledBy="home-hero-heading">
        <Container>
          <div className={styles.hero}>
            <Stack space="large">
              <Eyebrow>{hero.eyebrow}</Eyebrow>
              <Heading level={1} size="display" id="home-hero-heading">
                {hero.heading}
              </Heading>
              <Heading level={2} size="large" tone="muted">
                {hero.subheading}
              </Heading>
              <p className={styles.subline}>
                <Flag>{hero.subline}</Flag>
              </p>
              <Text size="large">{hero.body}</Text>
              <div className={styles.actions}>
                <ButtonLink href={hero.primaryCta.href} size="large" icon="arrow-right">
                  {hero.primaryCta.label}
                </ButtonLink>
                <ButtonLink href={hero.secondaryCta.href} size="large" variant="outline">
                  {hero.secondaryCta.label}
                </ButtonLink>
              </div>
            </Stack>
            <p className={styles.tagline} aria-hidden="true">
              {site.taglineCode}
            </p>
          </div>
        </Container>
      </Section>

      <Section labelledBy="home-tools-heading">
        <Container>
          <Reveal {...homeReveal}>
            <Stack space="xlarge">
              <SectionIntro id="home-tools-heading" heading={tools.heading} intro={tools.intro} />
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
            </Stack>
          </Reveal>
        </Container>
      </Section>

      <Section tone="sunken" labelledBy="home-stats-heading">
        <Container>
          <Reveal {...homeReveal}>
            <Stack space="xlarge">
              <SectionIntro id="home-stats-heading" heading={stats.heading} intro={stats.intro} />
              <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
                {stats.items.map((stat) => (
                  <StatTile key={stat.value} value={stat.value} label={stat.label} description={stat.description} href={stat.href} />
                ))}
              </Columns>
            </Stack>
          </Reveal>
        </Container>
      </Section>

      <Section labelledBy="home-demo-heading">
        <Container>
          <Reveal {...homeReveal}>
            <div className={styles.demo}>
              <SectionIntro id="home-demo-heading" heading={demo.heading} intro={demo.body} />
              <ButtonLink href={demo.cta.href} size="large" icon="play">
                {demo.cta.label}
              </ButtonLink>
            </div>
          </Reveal>
        </Container>
      </Section>

      <Section tone="sunken" labelledBy="home-trusted-heading">
        <Container>
          <Reveal {...homeReveal}>
            <Stack space="xlarge">
              <SectionIntro id="home-trusted-heading" heading={home.trustedBy.heading} intro={home.trustedBy.intro} />
              <LogoCarousel items={trustedBy} label={home.trustedBy.carouselLabel} />
            </Stack>
          </Reveal>
        </Container>
      </Section>

      <Section labelledBy="home-capabilities-heading">
        <Container>
          <Reveal {...homeReveal}>
            <Stack space="xlarge">
              <SectionIntro id="home-capabilities-heading" heading={capabilities.heading} intro={capabilities.intro} />
              <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
                {capabilities.items.map((item) => (
                  <FeatureCard key={item.title} icon={<Icon name={item.icon} />} title={item.title} body={item.body} href={item.href} />
                ))}
              </Columns>
            </Stack>
          </Reveal>
        </Container>
      </Section>

      <Section tone="dark" labelledBy="home-closing-heading">
        <Container width="narrow">
          <Reveal {...homeReveal}>
            <Stack space="large" align="center">
              <Heading level={2} size="xlarge" id="home-closing-heading">
                <span className={styles.mono}>{closing.heading}</span>
              </Heading>
              <Text size="large" align="center">
                {closing.body}
              </Text>
              <ButtonLink href={closing.cta.href} size="large" icon="arrow-right">
                {closing.cta.label}
              </ButtonLink>
            </Stack>
          </Reveal>
        </Container>
      </Section>
    </TooltipProvider>
  )
}

function SectionIntro({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <Stack space="medium">
      <Heading level={2} size="xlarge" id={id}>
        {heading}
      </Heading>
      <Text size="large" tone="muted">
        {intro}
      </Text>
    </Stack>
  )
}
