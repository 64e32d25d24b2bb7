import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vitest/config'

const isVitest = Boolean(process.env.VITEST)

export default defineConfig({
  // Vike's plugin turns Vite into an SSR/pre-render pipeline, which unit tests do not need.
  plugins: [...(isVitest ? [] : [vike()]), react(), vanillaExtractPlugin()],
  build: { target: 'es2022', cssCodeSplit: false },
  test: {
    include: ['{design-system,content,renderer,pages}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./design-system/vitest.setup.ts'],
    css: false,
  },
})
