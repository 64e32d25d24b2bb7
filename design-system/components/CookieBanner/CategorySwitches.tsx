import { Switch } from '../Switch/Switch'
import type { CookieBannerCategory, CookieBannerChoices } from './CookieBanner'
import * as styles from './CookieBanner.css'

export interface CategorySwitchesProps {
  categories: readonly CookieBannerCategory[]
  /** The choices as toggled so far. */
  draft: CookieBannerChoices
  onToggle: (id: keyof CookieBannerChoices, checked: boolean) => void
  switchId: (id: CookieBannerCategory['id']) => string
  /** The customize view's heading, which names the group. */
  labelledBy: string
  alwaysOnText: string
}

/** The customize view's switches, one per category; functional is locked on. */
export function CategorySwitches({ categories, draft, onToggle, switchId, labelledBy, alwaysOnText }: CategorySwitchesProps) {
  return (
    <div className={styles.switches} role="group" aria-labelledby={labelledBy}>
      {categories.map((category) => (
        <Switch
          key={category.id}
          id={switchId(category.id)}
          label={category.title}
          description={category.description}
          locked={category.required}
          lockedText={alwaysOnText}
          checked={category.id === 'functional' || draft[category.id]}
          onCheckedChange={(checked) => {
            if (category.id !== 'functional') onToggle(category.id, checked)
          }}
        />
      ))}
    </div>
  )
}
