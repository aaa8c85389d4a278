/**
 * What an area of the portal declares about itself in its `routes.tsx` (see "Adding an area" in
 * docs/architecture.md): its navigation entry (segment, title, section, icon), who may use it,
 * and its pages with their modal variants. src/app/areas.ts lists the manifests in navigation
 * order; the router and the navigation both read that one list.
 */
import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import type { AccessRule } from '@/domain/permissions'
import type { NavIcon } from '../shell/SideNav'

/** A tab of a tabbed area: its list's path and who may read it. */
export interface AreaTab {
  href: string
  access: AccessRule
}

/** A route of an area: its path template, what it needs on top of the area's rule, its element. */
export interface AreaPage {
  path: string
  /** Needed on top of the area's own rule (a create variant needs the write permission). */
  access?: AccessRule
  /**
   * The screen. Every variant of a screen renders the same component type in the same place, so
   * opening or closing a modal route keeps the page under it as it is.
   */
  element: ReactNode
  /** Routes shown inside the page (a dialog over the dashboard). */
  children?: RouteObject[]
}

export interface AreaManifest {
  id: string
  /** The first path segment the area's routes start with (what the navigation selects by). */
  segment: string
  /**
   * Where its navigation entry leads (a tabbed area's: the first tab the user may read). When it
   * is not the bare path (`/{segment}`), the bare path leads there.
   */
  href: string
  /**
   * A tabbed area's tabs whose access differs, in order: the first readable one is its home.
   */
  tabs?: readonly AreaTab[]
  /** Translation key of its navigation label, page title and browser title. */
  titleKey: string
  access: AccessRule
  /** Navigation section; areas without one are reached otherwise (the terms, from the user menu). */
  section: 'results' | 'administration' | null
  icon: NavIcon
  pages: readonly AreaPage[]
}

/** An area as the navigation shows it: no pages. */
export type Area = Omit<AreaManifest, 'pages'>
