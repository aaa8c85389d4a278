/**
 * Styles of what a list draws many times (a table's cells and rows, the result badge, the id
 * link, the row's actions button), as class names defined once in the design system's global CSS
 * instead of a Chakra component per instance (issue 35). A Chakra component resolves its recipe
 * and hashes its style object on every render: hundreds per page change, about half of its
 * scripting. These classes are the same recipes (Chakra's own, with the variants the components
 * used), so they look as the components did and follow the theme's tokens.
 */
import type { SystemStyleObject } from '@chakra-ui/react'

/** The class names; the elements take modifiers as data attributes (`data-align`, …). */
export const STATIC = {
  row: 'static-row',
  cell: 'static-cell',
  badge: 'static-badge',
  link: 'static-link',
  mono: 'static-mono',
  iconButton: 'static-icon-button',
  disclosure: 'static-disclosure',
} as const

type Styles = Record<string, unknown>

const isObject = (value: unknown): value is Styles =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `b` over `a`, nested condition objects (`_hover`, `_icon`) merged too. */
function merge(a: Styles, b: Styles): Styles {
  const out: Styles = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const before = out[key]
    out[key] = isObject(before) && isObject(value) ? merge(before, value) : value
  }
  return out
}

interface RecipeParts {
  base?: Styles
  variants?: Record<string, Record<string, Styles>>
}

/** A recipe's base with the chosen variants over it (what the component would have drawn). */
function recipeStyles(recipe: RecipeParts, chosen: Record<string, string>): Styles {
  return Object.entries(chosen).reduce(
    (styles, [name, value]) => merge(styles, recipe.variants?.[name]?.[value] ?? {}),
    recipe.base ?? {},
  )
}

/** One slot of a slot recipe, with the chosen variants. */
function slotStyles(
  recipe: {
    base?: Record<string, Styles>
    variants?: Record<string, Record<string, Record<string, Styles>>>
  },
  slot: string,
  chosen: Record<string, string>,
): Styles {
  return Object.entries(chosen).reduce(
    (styles, [name, value]) => merge(styles, recipe.variants?.[name]?.[value]?.[slot] ?? {}),
    recipe.base?.[slot] ?? {},
  )
}

/** The table as DataTable draws it: size sm, variant line. */
const TABLE = { size: 'sm', variant: 'line' }

/** The palettes a result badge takes (ResultBadge). */
export const BADGE_PALETTES = ['green', 'orange', 'red', 'gray'] as const

/** The Chakra recipes the classes are made of (theme.ts has them already). */
export interface StaticRecipes {
  badge: unknown
  button: unknown
  link: unknown
  table: unknown
}

/**
 * The global CSS of the static classes (src/ui/theme.ts adds it to the system's). The recipes
 * come from theme.ts, the one importer of Chakra's recipes: a second importer made the bundler
 * keep every recipe of the package (60 KB more of the boot chunk).
 */
export const staticGlobalCss = ({
  badge: badgeRecipe,
  button: buttonRecipe,
  link: linkRecipe,
  table: tableSlotRecipe,
}: StaticRecipes) =>
  ({
    [`.${STATIC.row}`]: slotStyles(tableSlotRecipe as never, 'row', TABLE),
    [`.${STATIC.row}[data-muted]`]: { color: 'fg.subtle', bg: 'bg.subtle' },
    [`.${STATIC.cell}`]: merge(slotStyles(tableSlotRecipe as never, 'cell', TABLE), {
      // A long value (a 100-character name without a space) wraps instead of widening the table.
      maxWidth: '24rem',
      overflowWrap: 'anywhere',
      verticalAlign: 'inherit',
    }),
    [`th.${STATIC.cell}`]: { fontWeight: 'normal' },
    [`.${STATIC.cell}[data-nowrap]`]: {
      whiteSpace: 'nowrap',
      maxWidth: 'none',
      overflowWrap: 'normal',
    },
    [`.${STATIC.cell}[data-align="end"]`]: { textAlign: 'end' },
    [`.${STATIC.cell}[data-align="center"]`]: { textAlign: 'center' },
    [`.${STATIC.badge}`]: recipeStyles(badgeRecipe as never, { variant: 'subtle', size: 'sm' }),
    ...Object.fromEntries(
      BADGE_PALETTES.map((palette) => [
        `.${STATIC.badge}[data-palette="${palette}"]`,
        { colorPalette: palette },
      ]),
    ),
    [`.${STATIC.link}`]: merge(recipeStyles(linkRecipe as never, { variant: 'plain' }), {
      color: 'brand.fg',
      fontWeight: 'medium',
    }),
    [`.${STATIC.mono}`]: { fontFamily: 'mono', textStyle: 'xs' },
    // A ghost xs button pulled into its cell's padding (a control group's disclosure).
    [`.${STATIC.disclosure}`]: merge(
      recipeStyles(buttonRecipe as never, { variant: 'ghost', size: 'xs' }),
      { colorPalette: 'gray', marginX: '-2' },
    ),
    // IconButton is the button recipe with no padding and larger icons.
    [`.${STATIC.iconButton}`]: merge(
      recipeStyles(buttonRecipe as never, { variant: 'ghost', size: 'xs' }),
      { colorPalette: 'gray', px: '0', py: '0', _icon: { fontSize: '1.2em' } },
    ),
  }) as Record<string, SystemStyleObject>
