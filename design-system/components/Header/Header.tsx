import { plainList } from '../../styles/list'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { darkTheme } from '../../themes/themes.css'
import { ButtonLink } from '../Button/ButtonLink'
import { Container } from '../Container/Container'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import * as styles from './Header.css'

interface HeaderLink {
  label: string
  href: string
}

export interface HeaderProps {
  /** The brand name; the logo link is announced as "{brand} home". */
  brand: string
  homeHref?: string
  items: readonly HeaderLink[]
  cta: HeaderLink
  /** The current route; the item whose href equals it gets aria-current="page". */
  currentPath?: string
  /** Starts with the small-screen menu open (stories). */
  defaultMenuOpen?: boolean
  /** The search control (SearchButton): in the bar from desktop up, in the menu on smaller screens. */
  search?: ReactNode
}

/** aria-current for a nav item: the exact page, or "true" for a page inside its section. */
export function currentState(href: string, currentPath: string | undefined): 'page' | 'true' | undefined {
  if (!currentPath) return undefined
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath
  if (path === href) return 'page'
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true'
  return undefined
}

export function Header({ brand, homeHref = '/', items, cta, currentPath, defaultMenuOpen = false, search }: HeaderProps) {
  const [open, setOpen] = useState(defaultMenuOpen)
  // A new page closes the menu, however it was reached: a link in the menu, or a result of the search opened from it.
  const [menuPath, setMenuPath] = useState(currentPath)
  if (menuPath !== currentPath) {
    setMenuPath(currentPath)
    setOpen(false)
  }
  const panelId = `${useId()}-menu`
  const buttonRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      // An Escape a dialog opened from the menu has handled (search) closes that dialog, not the menu.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpen(false)
      buttonRef.current?.focus()
    }
    // A press or focus outside the menu closes it, so it never covers the page unasked.
    function onOutside(event: Event) {
      const target = event.target
      if (target instanceof Node && navRef.current?.contains(target)) return
      // A modal dialog opened from the menu (search) sits above it: the menu stays open beneath, so its control is
      // there to take focus back when the dialog closes.
      if (target instanceof Element && target.closest('dialog[open]')) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open])

  return (
    <header className={`${darkTheme} ${styles.root}`} data-menu={open ? 'open' : 'closed'}>
      <Container>
        <div className={styles.bar}>
          <a href={homeHref} className={styles.home}>
            <Logo brand={brand} title={`${brand} home`} />
          </a>
          <nav ref={navRef} aria-label="Main" className={styles.nav}>
            <button
              ref={buttonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpen((value) => !value)}
            >
              <Icon name={open ? 'close' : 'menu'} />
            </button>
            <ul {...plainList} id={panelId} className={styles.panel}>
              {items.map((item) => (
                <li key={item.href} className={styles.item}>
                  <Link
                    href={item.href}
                    variant="nav"
                    className={styles.link}
                    aria-current={currentState(item.href, currentPath)}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
              {search ? <li className={styles.search}>{search}</li> : null}
              <li className={styles.panelCta}>
                <ButtonLink href={cta.href} fullWidth onClick={() => setOpen(false)}>
                  {cta.label}
                </ButtonLink>
              </li>
            </ul>
          </nav>
          <div className={styles.cta}>
            <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
          </div>
        </div>
      </Container>
    </header>
  )
}
