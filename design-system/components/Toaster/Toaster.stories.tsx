import type { Story, StoryDefault } from '@ladle/react'
import { useEffect } from 'react'
import { Button } from '../Button/Button'
import { Toaster, toast } from './Toaster'

export default { title: 'Shell/Toaster' } satisfies StoryDefault

// SPEC §8 cookie toasts on the preference page.
const saved = { title: 'Preferences Saved', description: 'Your cookie preferences have been updated successfully.' }

export const FireToast: Story = () => (
  <>
    <Button onClick={() => toast.success(saved.title, { description: saved.description })}>Save Preferences</Button>
    <Toaster />
  </>
)

export const ShownOnMount: Story = () => {
  useEffect(() => {
    // A fixed id keeps one toast even if the effect runs twice; Infinity keeps it for the screenshot.
    toast.success(saved.title, { id: 'story-saved', description: saved.description, duration: Number.POSITIVE_INFINITY })
    return () => {
      toast.dismiss('story-saved')
    }
  }, [])
  return <Toaster />
}
ShownOnMount.meta = { responsive: true }

export const Stacked: Story = () => {
  useEffect(() => {
    const forever = Number.POSITIVE_INFINITY
    toast('All Cookies Accepted', { id: 'story-accepted', description: 'You have accepted all cookie categories.', duration: forever })
    toast('Non-Essential Cookies Rejected', {
      id: 'story-rejected',
      description: 'Only functional cookies will be used.',
      duration: forever,
    })
    return () => {
      toast.dismiss()
    }
  }, [])
  return <Toaster />
}
