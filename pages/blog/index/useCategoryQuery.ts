import { useCallback, useEffect, useState } from 'react'
import { categoryFromSearch, searchForCategory, type BlogCategory } from '#content/blog/feed'

/**
 * The selected chip, kept in the URL query so a filtered feed can be shared and
 * Back restores it. Uses history.pushState and popstate rather than a Vike
 * navigation: the page stays the same, so there is nothing to fetch or re-render
 * above it, and Vike leaves same-page entries pushed by the app to the app.
 *
 * The first render is always "All", the state the page is pre-rendered in, so
 * hydration matches and a URL without a query never shifts the layout.
 */
export function useCategoryQuery(): [BlogCategory, (category: BlogCategory) => void] {
  const [category, setCategory] = useState<BlogCategory>('All')

  useEffect(() => {
    const syncFromUrl = () => setCategory(categoryFromSearch(window.location.search))
    syncFromUrl()
    window.addEventListener('popstate', syncFromUrl)
    return () => window.removeEventListener('popstate', syncFromUrl)
  }, [])

  const select = useCallback((next: BlogCategory) => {
    setCategory(next)
    const { pathname, hash } = window.location
    const url = `${pathname}${searchForCategory(next)}${hash}`
    if (url !== `${pathname}${window.location.search}${hash}`) window.history.pushState({}, '', url)
  }, [])

  return [category, select]
}
