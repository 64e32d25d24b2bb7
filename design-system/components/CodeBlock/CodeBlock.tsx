import { Fragment, useEffect, useRef, useState } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import { darkTheme } from '../../themes/themes.css'
import { Icon } from '../Icon/Icon'
import * as styles from './CodeBlock.css'
import type { CodeToken } from './tokens'

export { type CodeToken } from './tokens'

export interface CodeBlockProps {
  /** Shown in the bar, e.g. a file name. */
  title?: string
  language: string
  /** The exact text the Copy button writes to the clipboard. */
  code: string
  /** One array per line, from `highlightCode` at build time. */
  tokens: CodeToken[][]
  showLineNumbers?: boolean
}

type CopyState = 'idle' | 'copied' | 'failed'

const languageLabels: Record<string, string> = { python: 'Python', bash: 'Bash', json: 'JSON' }
const copiedResetMs = 2000

export function CodeBlock({ title, language, code, tokens, showLineNumbers = false }: CodeBlockProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle')
  const codeRef = useRef<HTMLElement>(null)
  const languageLabel = languageLabels[language] ?? language
  // A trailing newline in the source would otherwise render as an empty numbered line.
  const lines = tokens.length > 1 && tokens.at(-1)?.length === 0 ? tokens.slice(0, -1) : tokens

  useEffect(() => {
    if (copyState !== 'copied') return
    const timer = window.setTimeout(() => setCopyState('idle'), copiedResetMs)
    return () => window.clearTimeout(timer)
  }, [copyState])

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable')
      await navigator.clipboard.writeText(code)
      setCopyState('copied')
    } catch {
      setCopyState('failed')
      selectCode()
    }
  }

  // Pre-selecting the code makes the manual fallback a single keystroke.
  function selectCode() {
    const element = codeRef.current
    try {
      if (element) window.getSelection()?.selectAllChildren(element)
    } catch {
      // Selection is a convenience; the message already tells the visitor what to do.
    }
  }

  return (
    <div className={[darkTheme, styles.root].join(' ')}>
      <div className={styles.bar}>
        {title ? <span className={styles.title}>{title}</span> : null}
        <span className={styles.language}>{languageLabel}</span>
        <span role="status" className={[styles.status, copyState === 'copied' && visuallyHidden].filter(Boolean).join(' ')}>
          {copyState === 'copied' ? 'Copied to clipboard' : copyState === 'failed' ? 'Copy failed — select the code manually' : ''}
        </span>
        <button type="button" className={styles.copyButton} onClick={copy}>
          <Icon name={copyState === 'copied' ? 'check' : 'copy'} size="small" />
          {copyState === 'copied' ? 'Copied' : 'Copy'}
          <span className={visuallyHidden}> {title ?? `${languageLabel} code`}</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre className={styles.pre} tabIndex={0}>
        <code ref={codeRef} className={[styles.code, showLineNumbers && styles.numbered].filter(Boolean).join(' ')} data-language={language}>
          {/* The line numbers are a CSS counter, and plain tokens bare text: an element for neither keeps a long sample's DOM small. */}
          {lines.map((line, lineIndex) => (
            <span key={lineIndex} className={styles.line}>
              {line.map((token, tokenIndex) =>
                token.role === 'plain' ? (
                  <Fragment key={tokenIndex}>{token.content}</Fragment>
                ) : (
                  <span key={tokenIndex} className={styles.role[token.role]}>
                    {token.content}
                  </span>
                ),
              )}
            </span>
          ))}
        </code>
      </pre>
    </div>
  )
}
