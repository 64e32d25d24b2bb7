// https://vike.dev/Page
import { Fragment, type ReactNode } from 'react'
import type { AboutBlockKey } from '#content/pages/about.schema'
import {
  ButtonLink,
  Columns,
  FactList,
  FeatureCard,
  Heading,
  Icon,
  LogoWall,
  PageHero,
  PageSection,
  ProfileCard,
  Quote,
  Stack,
  StatTile,
  Text,
  VideoEmbed,
} from '#design-system'
import { AfterHeading } from '#renderer/AfterHeading'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

/** SPEC §2 About; the content module decides the order of the blocks. */
function aboutBlocks({ page, partnerLogos }: Data): Record<AboutBlockKey, () => ReactNode> {
  const { hero, mission, story, quote, video, team, proof, closing, cta } = page
  return {
    hero: () => <PageHero eyebrow={hero.eyebrow} heading={hero.heading} headingId="about-hero-heading" lede={hero.lede} />,
    mission: () => (
      <PageSection width="prose" heading={mission.heading} headingId="about-mission-heading" reveal>
        <Stack space="medium">
          {mission.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="large">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </PageSection>
    ),
    story: () => (
      <PageSection
        tone="sunken"
        heading={story.heading}
        headingId="about-story-heading"
        aside={<FactList facts={story.facts} />}
        asideWidth="1/3"
        reveal
      >
        <Stack space="medium">
          {story.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>
    ),
    quote: () => (
      <PageSection width="prose" reveal>
        <Quote quote={quote.text} author={quote.name} role={quote.role} tone="large" />
      </PageSection>
    ),
    video: () => (
      <PageSection tone="sunken" width="prose" heading={video.heading} headingId="about-video-heading" intro={video.description} reveal>
        <VideoEmbed title={video.title} url={video.url} embedUrl={video.embedUrl} poster={video.poster} />
      </PageSection>
    ),
    team: () => (
      <PageSection heading={team.heading} headingId="about-team-heading" intro={team.intro} reveal>
        <Stack space="xlarge">
          <Columns as="ul" columns={{ mobile: 1, tablet: 2 }} space="large">
            {team.leaders.map((leader) => (
              <ProfileCard
                key={leader.name}
                name={leader.name}
                role={leader.role}
                bio={leader.bio}
                profile={{ href: leader.profileUrl, label: leader.profileLabel }}
              />
            ))}
          </Columns>
          <Stack space="large">
            <Heading level={3} size="medium" id="about-track-record-heading">
              {team.statsHeading}
            </Heading>
            <Columns as="ul" columns={{ mobile: 1, tablet: 3 }} space="large" aria-labelledby="about-track-record-heading">
              {team.stats.map((stat) => (
                <StatTile key={stat.id} value={String(stat.value)} label={stat.label} description={stat.detail} />
              ))}
            </Columns>
          </Stack>
        </Stack>
      </PageSection>
    ),
    proof: () => (
      <PageSection tone="sunken" heading={proof.heading} headingId="about-proof-heading" intro={proof.intro} reveal>
        <Stack space="xlarge">
          <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
            {proof.signals.map((signal) => (
              <FeatureCard
                key={signal.id}
                icon={<Icon name={signal.icon} />}
                title={'value' in signal ? `${signal.value} ${signal.label}` : signal.label}
                body={signal.detail}
              />
            ))}
          </Columns>
          <Stack space="large" align="center">
            <Heading level={3} size="medium" align="center">
              {proof.partnersHeading}
            </Heading>
            <LogoWall logos={partnerLogos} label={proof.partnersHeading} />
          </Stack>
        </Stack>
      </PageSection>
    ),
    closing: () => (
      <PageSection tone="dark" width="narrow" align="center" rhythm="even" heading={closing.heading} headingId="about-closing-heading" reveal>
        <Stack space="medium" align="center">
          {closing.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="large">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </PageSection>
    ),
    // Directly after the dark closing statement, so the two read as one band.
    cta: () => (
      <PageSection tone="dark" space="small" width="narrow" align="center">
        <ButtonLink href={cta.href} size="large" icon="arrow-right">
          {cta.label}
        </ButtonLink>
      </PageSection>
    ),
  }
}

export default function Page() {
  const data = usePageContext().data as Data
  const blocks = aboutBlocks(data)
  const { page } = data
  // The content's order starts with the hero, which holds the heading (about.schema); the other blocks follow it.
  const [hero, ...rest] = page.blockOrder.map((key) => <Fragment key={key}>{blocks[key]()}</Fragment>)
  return (
    <>
      {hero}
      <AfterHeading>{rest}</AfterHeading>
    </>
  )
}
