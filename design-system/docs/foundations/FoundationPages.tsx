import { useId, useState, type ReactNode } from 'react'
import { Icon, iconNames } from '../../components/Icon/Icon'
import { darkTheme, lightTheme } from '../../themes/themes.css'
import { darkValues, lightValues } from '../../themes/values'
import { vars } from '../../themes/vars.css'
import { borderWidth, breakpoints, fontSize, fontWeight, fonts, layout, letterSpacing, lineHeight, motion, palette, radius, space } from '../../tokens'
import { contrastResults, minimumRatio, rate, type PairInUse, type PairResult } from './contrast'
import pairsInUseList from './contrast-in-use.json'
import * as styles from './foundations.css'

const themes = [
  { name: 'Light', className: lightTheme, values: lightValues },
  { name: 'Dark', className: darkTheme, values: darkValues },
] as const

function FoundationPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const code = (value: string | number) => <code className={styles.mono}>{value}</code>
const remToPx = (value: string) => (value.endsWith('rem') ? ` (${Number.parseFloat(value) * 16}px)` : '')

const ratingCell = ({ rating, kind }: Pick<PairResult, 'rating' | 'kind'>) =>
  rating === 'below AA' ? <span className={styles.critical}>below AA</span> : kind === 'decorative' ? 'decorative' : rating

const pairsInUse = pairsInUseList as PairInUse[]
const paletteNames = new Map<string, string>(Object.entries(palette).map(([name, value]) => [value, name]))
const kindLabels: Record<PairInUse['kind'], string> = { text: 'text', largeText: 'large text', ui: 'UI boundary', decorative: 'decorative' }

/** A rendered colour: its palette name where it is one, else its value (a blend, such as a translucent fill). */
function ColourCell({ value }: { value: string }) {
  return (
    <span>
      <span className={styles.swatchInline} style={{ background: value }} />
      {code(paletteNames.get(value) ?? value)}
    </span>
  )
}

export function ColourPage() {
  return (
    <FoundationPage
      title="Colour"
      intro="The palette holds every raw colour; components never use it directly, only the role colours each theme maps onto it. The matrices list the role pairs each theme defines, with their WCAG contrast; the last table lists the pairs the stories actually render."
    >
      <Section title="Palette">
        <ul className={styles.swatchGrid}>
          {Object.entries(palette).map(([name, value]) => (
            <li key={name}>
              <div className={styles.swatch} style={{ background: value }} />
              <div className={styles.label}>{name}</div>
              <div className={styles.mono}>{value}</div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Role colours">
        <Table
          caption="Each role and the palette entry it takes in each theme"
          head={['Role', ...themes.map(({ name }) => name)]}
          rows={Object.keys(lightValues.color).map((role) => [
            code(role),
            ...themes.map(({ name, values }) => {
              const value = values.color[role as keyof typeof values.color]
              const paletteName = Object.entries(palette).find(([, entry]) => entry === value)?.[0]
              return (
                <span key={name}>
                  <span className={styles.swatchInline} style={{ background: value }} />
                  {code(paletteName ?? value)}
                </span>
              )
            }),
          ])}
        />
      </Section>
      {themes.map(({ name, values }) => (
        <Section key={name} title={`Contrast matrix: ${name.toLowerCase()} theme`}>
          <Table
            caption={`Text needs ${minimumRatio.text}:1 and UI boundaries ${minimumRatio.ui}:1 for AA; AAA is 7:1 and 4.5:1. Decorative lines have no minimum.`}
            head={['Foreground', 'Background', 'Use', 'Ratio', 'Result']}
            rows={contrastResults(values.color).map((result) => [
              <span key="f">
                <span className={styles.swatchInline} style={{ background: result.foregroundValue }} />
                {code(result.foreground)}
              </span>,
              <span key="b">
                <span className={styles.swatchInline} style={{ background: result.backgroundValue }} />
                {code(result.background)}
              </span>,
              result.kind,
              `${result.ratio.toFixed(2)}:1`,
              ratingCell(result),
            ])}
          />
        </Section>
      ))}
      <Section title="Pairs found in the rendered stories">
        <p className={styles.intro}>
          The story suite reads every story in both surfaces: each text's computed colour against the background behind it,
          and each form control's boundary. These are the {pairsInUse.length} distinct pairs it found, lowest contrast first;
          the suite fails on any pair below AA, and on a pair missing here.
        </p>
        <Table
          caption={`Large text (24px, or 18.66px bold) and UI boundaries need ${minimumRatio.largeText}:1; text inside aria-hidden content or a disabled control is marked decorative.`}
          head={['Foreground', 'Background', 'Use', 'Ratio', 'Result', 'Stories', 'For example']}
          rows={pairsInUse.map((pair) => [
            <ColourCell key="f" value={pair.foreground} />,
            <ColourCell key="b" value={pair.background} />,
            kindLabels[pair.kind],
            `${pair.ratio.toFixed(2)}:1`,
            ratingCell({ kind: pair.kind, rating: rate(pair.kind, pair.ratio) }),
            pair.stories,
            code(pair.example),
          ])}
        />
      </Section>
    </FoundationPage>
  )
}

const sampleText = 'Weight-level control for every layer'

function TypeScale() {
  return (
    <>
      {Object.entries(fontSize).map(([name, value]) => (
        <div key={name} className={styles.section}>
          <p className={styles.sample} style={{ fontSize: vars.fontSize[name as keyof typeof fontSize] }}>
            {sampleText}
          </p>
          <p className={`${styles.mono} ${styles.muted}`}>
            fontSize.{name}: {value}
            {remToPx(value)}
          </p>
        </div>
      ))}
    </>
  )
}

export function TypographyPage() {
  return (
    <FoundationPage
      title="Typography"
      intro="One family for text and one for code, a modular scale (ratio 1.25 from 16px), four weights, three line heights and a tracking scale. Headings tighten their tracking as they grow; small uppercase labels widen it."
    >
      <Section title="Families">
        <Table caption="Font stacks" head={['Token', 'Stack']} rows={Object.entries(fonts).map(([name, value]) => [code(`font.${name}`), <span key={name} style={{ fontFamily: value }}>{value}</span>])} />
      </Section>
      {themes.map(({ name, className }) => (
        <div key={name} className={`${className} ${styles.surfacePanel}`}>
          <h2 className={styles.heading}>Type scale on the {name.toLowerCase()} surface</h2>
          <TypeScale />
        </div>
      ))}
      <Section title="Weights, line heights and letter spacing">
        <Table caption="Font weights" head={['Token', 'Value', 'Sample']} rows={Object.entries(fontWeight).map(([name, value]) => [code(`fontWeight.${name}`), value, <span key={name} style={{ fontWeight: value }}>{sampleText}</span>])} />
        <Table caption="Line heights" head={['Token', 'Value']} rows={Object.entries(lineHeight).map(([name, value]) => [code(`lineHeight.${name}`), value])} />
        <Table
          caption="Letter spacing"
          head={['Token', 'Value', 'Sample']}
          rows={Object.entries(letterSpacing).map(([name, value]) => [code(`letterSpacing.${name}`), value, <span key={name} style={{ letterSpacing: value }}>{sampleText}</span>])}
        />
      </Section>
    </FoundationPage>
  )
}

export function SpacingPage() {
  return (
    <FoundationPage title="Spacing" intro="Every gap, padding and margin comes from this scale, built on a 4px grid. Each bar is drawn at the token's size.">
      <Section title="Space scale">
        {Object.entries(space).map(([name, value]) => (
          <div key={name} className={styles.scaleRow}>
            <span className={styles.mono}>
              space.{name}: {value}
            </span>
            <div className={styles.bar} style={{ width: value }} />
          </div>
        ))}
      </Section>
    </FoundationPage>
  )
}

export function RadiiPage() {
  return (
    <FoundationPage title="Radii and borders" intro="Corner radii and border widths, drawn at their size.">
      <Section title="Radii">
        <div className={styles.scaleRow}>
          {Object.entries(radius).map(([name, value]) => (
            <figure key={name} className={styles.section}>
              <div className={styles.radiusBox} style={{ borderRadius: value }} />
              <figcaption className={styles.mono}>
                radius.{name}: {value}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title="Border widths">
        {Object.entries(borderWidth).map(([name, value]) => (
          <div key={name} className={styles.scaleRow}>
            <span className={styles.mono}>
              borderWidth.{name}: {value}
            </span>
            <div className={styles.bar} style={{ height: value, width: vars.space.xxxlarge }} />
          </div>
        ))}
      </Section>
    </FoundationPage>
  )
}

export function ShadowsPage() {
  return (
    <FoundationPage title="Shadows" intro="Two elevations. Each theme has its own shadows, darker on the dark surface where a light shadow would not show.">
      {themes.map(({ name, className, values }) => (
        <div key={name} className={`${className} ${styles.surfacePanel}`}>
          <h2 className={styles.heading}>{name} theme</h2>
          <div className={styles.scaleRow}>
            {Object.entries(values.shadow).map(([shadowName, value]) => (
              <figure key={shadowName} className={styles.section}>
                <div className={styles.shadowBox} style={{ boxShadow: value }} />
                <figcaption className={styles.mono}>
                  shadow.{shadowName}: {value}
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      ))}
    </FoundationPage>
  )
}

/** What each motion token becomes when the visitor asks for reduced motion; typed so a new token needs its entry. */
const reducedMotionBehaviour: Record<keyof typeof motion, string> = {
  fast: 'No transition: hover and focus colours change at once.',
  standard: 'No transition: opening and closing happen at once.',
  slow: 'No transition: revealed sections are shown in place, with no fade.',
  easing: 'Unused, as nothing is animated.',
  revealOffset: '0: sections appear where they rest, so nothing slides.',
}

function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = /cubic-bezier\(([^)]+)\)/.exec(easing)![1]!.split(',').map(Number)
  // The unit square scaled to a 100-unit viewBox, y flipped so progress rises upwards.
  const point = (x: number, y: number) => `${x * 100} ${100 - y * 100}`
  return (
    <svg className={styles.curve} viewBox="0 0 100 100" role="img" aria-label={`Easing curve ${easing}`}>
      <path d={`M${point(0, 0)} C${point(x1!, y1!)} ${point(x2!, y2!)} ${point(1, 1)}`} fill="none" stroke="currentColor" strokeWidth={4} />
    </svg>
  )
}

export function MotionPage() {
  return (
    <FoundationPage title="Motion" intro="Three durations and one easing curve. Under prefers-reduced-motion every transition is removed and scrolling is instant.">
      <Section title="Durations, easing and distance">
        <Table
          caption="Each motion token, and what it becomes under reduced motion"
          head={['Token', 'Value', 'Under reduced motion']}
          rows={Object.entries(motion).map(([name, value]) => [code(`motion.${name}`), value, reducedMotionBehaviour[name as keyof typeof motion]])}
        />
        <EasingCurve easing={motion.easing} />
      </Section>
    </FoundationPage>
  )
}

export function LayoutPage() {
  const widest = Math.max(...Object.values(breakpoints))
  return (
    <FoundationPage title="Layout" intro="Styles are written mobile first: each breakpoint is the minimum width from which its styles apply. Container widths cap the page, prose and narrow columns.">
      <Section title="Breakpoints">
        {Object.entries(breakpoints).map(([name, value]) => (
          <div key={name} className={styles.scaleRow}>
            <span className={styles.mono}>
              {name}: from {value}px
            </span>
            <div className={styles.bar} style={{ width: `${(value / widest) * 100}%`, minWidth: vars.space.xxsmall }} />
          </div>
        ))}
      </Section>
      <Section title="Containers and fixed sizes">
        <Table caption="Layout tokens" head={['Token', 'Value']} rows={Object.entries(layout).map(([name, value]) => [code(`layout.${name}`), `${value}${remToPx(value)}`])} />
      </Section>
    </FoundationPage>
  )
}

export function IconsPage() {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const shown = iconNames.filter((name) => name.includes(query.trim().toLowerCase()))
  return (
    <FoundationPage title="Icons" intro="Original 24-unit stroke drawings in three sizes: interface icons for controls, pictograms for the copy (see Icon's usage page). Decorative by default; give an icon a label when it carries meaning alone.">
      <label className={styles.label} htmlFor={searchId}>
        Search icons
      </label>
      <input id={searchId} className={styles.searchInput} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p className={styles.muted} role="status">
        {shown.length} of {iconNames.length} icons
      </p>
      <ul className={styles.iconGrid}>
        {shown.map((name) => (
          <li key={name} className={styles.iconTile}>
            <Icon name={name} size="large" />
            <span className={styles.mono}>{name}</span>
          </li>
        ))}
      </ul>
    </FoundationPage>
  )
}
