/**
 * A screen loaded with its route, not with the shell: the spinner shows while its chunk arrives.
 * Each call makes one component type, so every route that renders it keeps the same screen.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { FullScreenSpinner } from '../FullScreenSpinner'

export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = <FullScreenSpinner />,
): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }))
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    )
  }
  return LazyPage
}
