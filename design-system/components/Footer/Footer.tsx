import { plainList } from '../../styles/list'
import { useId } from 'react'
import { darkTheme } from '../../themes/themes.css'
import { Container } from '../Container/Container'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import * as styles from './Footer.css'

interface FooterLink {
  label: string
  href: string
}

interface FooterColumn {
  title: string
  links: readonly FooterLink[]
}

export interface FooterProps {
  /** The brand name; the logo link is announced as "{brand} home". */
  brand: string
  homeHref?: string
  columns: readonly FooterColumn[]
  /** Set in monospace, e.g. `min(compute), max(control)`. */
  tagline: string
  /** One sentence under the tagline, e.g. "Standard software deployment. Production-ready in days." */
  footerLine: string
  /** e.g. "© 2025 Tensorwright, Inc. All rights reserved." */
  copyright: string
}

export function Footer({ brand, homeHref = '/', columns, tagline, footerLine, copyright }: FooterProps) {
  const baseId = useId()
  return (
    <footer className={`${darkTheme} ${styles.root}`}>
      <Container>
        <div className={styles.top}>
          <div className={styles.brand}>
            <a href={homeHref} className={styles.home}>
              <Logo brand={brand} title={`${brand} home`} />
            </a>
            <p className={styles.tagline}>{tagline}</p>
            <p className={styles.line}>{footerLine}</p>
          </div>
          <div className={styles.columns}>
            {columns.map((column, index) => {
              const headingId = `${baseId}-column-${index}`
              return (
                <nav key={column.title} aria-labelledby={headingId} className={styles.column}>
                  <h2 id={headingId} className={styles.heading}>
                    {column.title}
                  </h2>
                  <ul {...plainList} className={styles.list}>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} variant="nav" className={styles.link}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )
            })}
          </div>
        </div>
        <div className={styles.bottom}>
          <p>{copyright}</p>
        </div>
      </Container>
    </footer>
  )
}
