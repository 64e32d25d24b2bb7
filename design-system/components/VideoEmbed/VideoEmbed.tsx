import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../hooks/useHydrated'
import { darkTheme } from '../../themes/themes.css'
import { Icon } from '../Icon/Icon'
import { newTabAttributes, newTabHint } from '../Link/href'
import * as styles from './VideoEmbed.css'

interface VideoPoster {
  src: string
  alt: string
  width: number
  height: number
}

export interface VideoEmbedProps {
  /** Names the player frame and the play control. */
  title: string
  /** The video's page at the provider: what the facade links to before hydration (and with JavaScript off). */
  url: string
  /** The player, on the provider's privacy-enhanced domain; `autoplay=1` is added when a click loads it. */
  embedUrl: string
  poster: VideoPoster
  /** Shows the title under the frame. */
  showCaption?: boolean
  /** Renders the player straight away (stories, tests). */
  defaultLoaded?: boolean
}

const playLabel = 'Play video'

export function withAutoplay(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1`
}

/**
 * Click-to-load facade: nothing is requested from the video provider until the visitor
 * asks for it. Server HTML carries a link to the video (works without JavaScript);
 * after hydration it becomes a button that swaps the poster for the player in place.
 */
export function VideoEmbed({ title, url, embedUrl, poster, showCaption = true, defaultLoaded = false }: VideoEmbedProps) {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState(defaultLoaded)
  const focusPlayer = useRef(false)
  const playerRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    // The play button disappears with the click; keep keyboard focus on what replaced it.
    if (loaded && focusPlayer.current) playerRef.current?.focus()
  }, [loaded])

  function load() {
    focusPlayer.current = true
    setLoaded(true)
  }

  // The name is set whole on the control: the pill is a flex box, and browsers would
  // otherwise put a space between its text and any hidden suffix ("Play video : ...").
  const pill = (
    <span className={styles.pill}>
      <Icon name="play" />
      {playLabel}
    </span>
  )

  return (
    <figure className={styles.root}>
      <div className={`${darkTheme} ${styles.frame}`}>
        {loaded ? (
          <iframe
            ref={playerRef}
            className={styles.player}
            title={title}
            src={withAutoplay(embedUrl)}
            allow="autoplay; fullscreen; picture-in-picture"
            // Players on privacy-enhanced domains refuse to play without the referring origin.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <img
              className={styles.poster}
              src={poster.src}
              alt={poster.alt}
              width={poster.width}
              height={poster.height}
              loading="lazy"
              decoding="async"
            />
            {hydrated ? (
              <button type="button" className={styles.play} onClick={load} aria-label={`${playLabel}: ${title}`}>
                {pill}
              </button>
            ) : (
              <a href={url} className={styles.play} {...newTabAttributes} aria-label={`${playLabel}: ${title}${newTabHint}`}>
                {pill}
              </a>
            )}
          </>
        )}
      </div>
      {showCaption ? <figcaption className={styles.caption}>{title}</figcaption> : null}
    </figure>
  )
}
