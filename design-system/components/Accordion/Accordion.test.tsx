// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { Accordion } from './Accordion'


const items = [
  { id: 'cnn', title: 'CNN use case', content: <p>Mislabeled jets at checkpoint 4.</p> },
  { id: 'llm', title: 'LLM use case', content: <p>Sensitive data in checkpoints 4 to 7.</p> },
]

const trigger = (name: string) => screen.getByRole('button', { name })
const isVisible = (text: string) => !screen.getByText(text).closest('[hidden]')

describe('Accordion', () => {
  test('renders every panel in the DOM, closed by default', () => {
    render(<Accordion items={items} />)
    expect(trigger('CNN use case').getAttribute('aria-expanded')).toBe('false')
    expect(isVisible('Mislabeled jets at checkpoint 4.')).toBe(false)
  })

  test('wraps triggers in headings of the given level', () => {
    render(<Accordion items={items} headingLevel={4} />)
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2)
  })

  test('opening one item closes the other', () => {
    render(<Accordion items={items} defaultOpenId="cnn" />)
    expect(isVisible('Mislabeled jets at checkpoint 4.')).toBe(true)
    fireEvent.click(trigger('LLM use case'))
    expect(trigger('LLM use case').getAttribute('aria-expanded')).toBe('true')
    expect(trigger('CNN use case').getAttribute('aria-expanded')).toBe('false')
    expect(isVisible('Sensitive data in checkpoints 4 to 7.')).toBe(true)
    expect(isVisible('Mislabeled jets at checkpoint 4.')).toBe(false)
  })

  test('clicking the open item collapses it', () => {
    render(<Accordion items={items} />)
    fireEvent.click(trigger('CNN use case'))
    expect(isVisible('Mislabeled jets at checkpoint 4.')).toBe(true)
    fireEvent.click(trigger('CNN use case'))
    expect(trigger('CNN use case').getAttribute('aria-expanded')).toBe('false')
    expect(isVisible('Mislabeled jets at checkpoint 4.')).toBe(false)
  })
})
