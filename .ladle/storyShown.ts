/**
 * The attribute the stories' Provider (components.tsx) sets on <html> to the id of the story on screen, once that
 * story has rendered. The browser tests wait for it (tests/helpers/fixtures.ts openStory).
 */
export const storyShownAttribute = 'data-story-shown'
