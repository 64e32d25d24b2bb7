// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CodeBlock } from './CodeBlock'
import type { CodeToken } from './tokens'

const code = 'tw --edit-weights\n# done'
const tokens: CodeToken[][] = [
  [
    { content: 'tw ', role: 'function' },
    { content: '--edit-weights', role: 'keyword' },
  ],
  [{ content: '# done', role: 'comment' }],
]

function mockClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard })
}

afterEach(() => {
  mockClipboard(undefined)
  vi.useRealTimers()
})

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /copy/i }))
  })
}

describe('CodeBlock', () => {
  test('renders one line per token row with role classes', () => {
    const { container } = render(<CodeBlock language="bash" code={code} tokens={tokens} showLineNumbers />)
    expect(container.querySelector('code')?.children).toHaveLength(2)
    expect(screen.getByText('--edit-weights').className).not.toBe(screen.getByText('# done').className)
  })

  test('keeps line numbers out of the text and plain tokens out of elements', () => {
    const withPlain: CodeToken[][] = [[{ content: 'client ', role: 'plain' }, { content: '=', role: 'punctuation' }], []]
    const { container } = render(<CodeBlock language="python" code="client =" tokens={withPlain} showLineNumbers />)
    const codeElement = container.querySelector('code')
    // The numbers come from a CSS counter: selecting or reading the code finds only the code.
    expect(codeElement?.textContent).toBe('client =')
    expect([...(codeElement?.querySelectorAll('span span') ?? [])].map((token) => token.textContent)).toEqual(['='])
  })

  test('copies the exact code and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    mockClipboard({ writeText })
    render(<CodeBlock title="edit.sh" language="bash" code={code} tokens={tokens} />)
    await clickCopy()
    expect(writeText).toHaveBeenCalledWith(code)
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard')
    expect(screen.getByRole('button').textContent).toContain('Copied')
  })

  test('returns to the idle label after a moment', async () => {
    vi.useFakeTimers()
    mockClipboard({ writeText: vi.fn().mockResolvedValue(undefined) })
    render(<CodeBlock language="bash" code={code} tokens={tokens} />)
    await clickCopy()
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(screen.getByRole('status').textContent).toBe('')
  })

  test('tells the visitor to copy manually when the clipboard rejects', async () => {
    mockClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) })
    render(<CodeBlock language="bash" code={code} tokens={tokens} />)
    await clickCopy()
    expect(screen.getByRole('status').textContent).toBe('Copy failed — select the code manually')
  })

  test('tells the visitor to copy manually when there is no clipboard API', async () => {
    mockClipboard(undefined)
    render(<CodeBlock language="bash" code={code} tokens={tokens} />)
    await clickCopy()
    expect(screen.getByRole('status').textContent).toBe('Copy failed — select the code manually')
  })
})
