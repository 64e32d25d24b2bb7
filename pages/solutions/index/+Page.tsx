// https://vike.dev/Page
// The /solutions route (Vike drops `index` from filesystem routes). The detail pages
// /solutions/<slug> are not under this folder: they are pages/solution-details/, whose
// +route.ts matches them, so they inherit none of this page's hooks.
import type { SolutionsContent, SolutionTool } from '#content/pages/solutions.schema'
import {
  ButtonLink,
  CheckList,
  CodeBlock,
  Columns,
  ExpandableCard,
  ExpandableCardGrid,
  Eyebrow,
  Heading,
  Icon,
  Inline,
  PageSection,
  Stack,
  Steps,
  Text,
  useHashTarget,
  useOpenIds,
  type CodeToken,
} from '#design-system'
import { AfterHeading } from '#renderer/AfterHeading'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { page, hashTargets, tokens } = usePageContext().data as Data
  const { hero, tools, workflows, integration, final } = page
  const { isOpen, toggle, open } = useOpenIds()
  useHashTarget(hashTargets, open)
  const { compatibility } = integration
  const compatibilityLists = [
    compatibility.architectures,
    compatibility.frameworks,
    compatibility.platforms,
    compatibility.deployment,
    compatibility.modelFamilies,
  ]

  return (
    <>
      <PageSection tone="dark" space="large" eyebrow={hero.eyebrow} heading={hero.heading} headingId="solutions-hero-heading" headingLevel={1} intro={hero.lede} />
      <AfterHeading>

        <PageSection heading={tools.heading} headingId="solutions-tools-heading" intro={tools.intro}>
          <ExpandableCardGrid>
            {tools.items.map((tool) => (
              <ExpandableCard
                key={tool.id}
                id={tool.id}
                anchorIds={tool.anchorIds}
                icon={<Icon name={tool.icon} />}
                flag={tool.flag}
                title={tool.title}
                summary={tool.summary}
                expanded={isOpen(tool.id)}
                onToggle={() => toggle(tool.id)}
                moreLabel={tools.labels.expand}
                lessLabel={tools.labels.collapse}
              >
                <ToolDetails tool={tool} labels={tools.labels} sample={tokens[tool.id]?.sample ?? []} download={tokens[tool.id]?.download} />
              </ExpandableCard>
            ))}
          </ExpandableCardGrid>
        </PageSection>

        <PageSection tone="sunken" heading={workflows.heading} headingId="solutions-workflows-heading" intro={workflows.intro}>
          <ExpandableCardGrid>
            {workflows.scenarios.map((scenario) => (
              <ExpandableCard
                key={scenario.id}
                id={scenario.id}
                title={scenario.title}
                summary={scenario.context}
                expanded={isOpen(scenario.id)}
                onToggle={() => toggle(scenario.id)}
                moreLabel={workflows.labels.expand}
                lessLabel={workflows.labels.collapse}
              >
                <Stack space="large">
                  <Steps steps={scenario.steps.map((step) => ({ title: step.title, label: step.tool, body: step.body }))} headingLevel={4} />
                  <Text weight="medium">{scenario.outcome}</Text>
                </Stack>
              </ExpandableCard>
            ))}
          </ExpandableCardGrid>
        </PageSection>

        <PageSection id={integration.id} heading={integration.heading} headingId="solutions-integration-heading" intro={integration.intro}>
          <Stack space="xlarge">
            <Stack space="medium">
              <Heading level={3} size="medium" id="platform-compatibility-heading">
                {integration.platformCompatibility.heading}
              </Heading>
              <CheckList items={integration.platformCompatibility.items} aria-labelledby="platform-compatibility-heading" />
            </Stack>
            <Stack space="large">
              <Heading level={3} size="medium">
                {integration.integrationPath.heading}
              </Heading>
              <Steps steps={integration.integrationPath.steps.map((step) => ({ title: step.title, label: step.timing, body: step.body }))} headingLevel={4} />
            </Stack>
            <ExpandableCard
              id={compatibility.id}
              widen={false}
              title={compatibility.heading}
              summary={compatibility.summary}
              expanded={isOpen(compatibility.id)}
              onToggle={() => toggle(compatibility.id)}
              moreLabel={compatibility.labels.expand}
              lessLabel={compatibility.labels.collapse}
            >
              <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
                {compatibilityLists.map((list) => (
                  <Stack key={list.heading} space="small">
                    <Heading level={4} size="small">
                      {list.heading}
                    </Heading>
                    <CheckList items={list.items} />
                  </Stack>
                ))}
              </Columns>
            </ExpandableCard>
          </Stack>
        </PageSection>

        <PageSection tone="dark" width="narrow" align="center" rhythm="even" heading={final.heading} headingId="solutions-final-heading" intro={<Text size="large">{final.body}</Text>}>
          <Inline space="medium" align="center">
            <ButtonLink href={final.primary.href} size="large" icon="arrow-right">
              {final.primary.label}
            </ButtonLink>
            <ButtonLink href={final.secondary.href} size="large" variant="outline">
              {final.secondary.label}
            </ButtonLink>
          </Inline>
        </PageSection>
      </AfterHeading>
    </>
  )
}

interface ToolDetailsProps {
  tool: SolutionTool
  labels: SolutionsContent['tools']['labels']
  sample: CodeToken[][]
  download: CodeToken[][] | undefined
}

function ToolDetails({ tool, labels, sample, download }: ToolDetailsProps) {
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={4} size="small">
          {labels.code}
        </Heading>
        <CodeBlock title={tool.codeSample.filename} language={tool.codeSample.language} code={tool.codeSample.code} tokens={sample} showLineNumbers />
      </Stack>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="xlarge">
        <Stack space="small">
          <Heading level={4} size="small">
            {labels.practitionerBenefits}
          </Heading>
          <CheckList items={tool.practitionerBenefits} />
        </Stack>
        <Stack space="small">
          <Heading level={4} size="small">
            {labels.businessBenefits}
          </Heading>
          <CheckList items={tool.businessBenefits} />
        </Stack>
      </Columns>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="xlarge">
        <Stack space="xsmall">
          <Eyebrow tone="accent">{labels.practitioner}</Eyebrow>
          <Text weight="medium">{tool.audienceSummary.practitioner}</Text>
        </Stack>
        <Stack space="xsmall">
          <Eyebrow tone="accent">{labels.business}</Eyebrow>
          <Text weight="medium">{tool.audienceSummary.business}</Text>
        </Stack>
      </Columns>
      {tool.resultsDownload && download ? (
        <Stack space="small">
          <Text>{tool.resultsDownload.caption}</Text>
          <CodeBlock language={tool.resultsDownload.language} code={tool.resultsDownload.code} tokens={download} />
        </Stack>
      ) : null}
      {/* Not lazy: a lazy image in a collapsed panel never starts loading, so a wait on it (decode) never ends; it is 4 KB. */}
      {tool.chart ? <img src={tool.chart.src} alt={tool.chart.alt} width={tool.chart.width} height={tool.chart.height} decoding="async" /> : null}
    </Stack>
  )
}
