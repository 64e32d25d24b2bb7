// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Chip } from './Chip'


function Toggle({ onToggle }: { onToggle: (next: boolean) => void }) {
  const [pressed, setPressed] = useState(false)
  return (
    <Chip
      pressed={pressed}
      onClick={() => {
        onToggle(!pressed)
        setPressed(!pressed)
      }}
    >
      News
    </Chip>
  )
}

describe('Chip', () => {
  it('is a type="button" toggle reflecting pressed in aria-pressed', () => {
    render(
      <Chip pressed={false} aria-controls="posts">
        All
      </Chip>,
    )
    const chip = screen.getByRole('button', { name: 'All' })
    expect(chip.getAttribute('type')).toBe('button')
    expect(chip.getAttribute('aria-pressed')).toBe('false')
    expect(chip.getAttribute('aria-controls')).toBe('posts')
  })

  it('toggles aria-pressed through its onClick callback', () => {
    const onToggle = vi.fn()
    render(<Toggle onToggle={onToggle} />)
    const chip = screen.getByRole('button', { name: 'News' })
    expect(chip.getAttribute('aria-pressed')).toBe('false')
    expect(chip.querySelector('svg')).toBeNull()

    fireEvent.click(chip)
    expect(onToggle).toHaveBeenLastCalledWith(true)
    expect(chip.getAttribute('aria-pressed')).toBe('true')
    expect(chip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')

    fireEvent.click(chip)
    expect(onToggle).toHaveBeenLastCalledWith(false)
    expect(chip.getAttribute('aria-pressed')).toBe('false')
  })

  it('ignores clicks while disabled', () => {
    const onClick = vi.fn()
    render(
      <Chip pressed={false} disabled onClick={onClick}>
        News
      </Chip>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'News' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})
