// @vitest-environment jsdom
/**
 * The theme's breakpoints are the spec's (CORE-2.3: mobile up to 767 px, tablet 768 to
 * 1199 px, desktop from 1200 px; further thresholds 575/576, 991/992 and 1600): a responsive
 * prop's CSS switches at those widths.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { Box, ChakraProvider } from '@chakra-ui/react'
import { NAV_AUTO_COLLAPSE_QUERY } from './shell/SideNav'
import { BREAKPOINTS, system } from './theme'

afterEach(cleanup)

/** Every `@media` condition of the style rules inserted so far, in px. */
function mediaWidths(): string[] {
  const conditions: string[] = []
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      collect(rule, conditions)
    }
  }
  return conditions
}

function collect(rule: CSSRule, into: string[]) {
  if (rule instanceof CSSMediaRule) into.push(toPx(rule.conditionText || rule.media.mediaText))
  if ('cssRules' in rule) {
    for (const inner of Array.from((rule as CSSGroupingRule).cssRules)) collect(inner, into)
  }
}

/** Chakra writes widths in rem (16 px each). */
const toPx = (condition: string) =>
  condition.replace(/(\d+(?:\.\d+)?)rem/g, (_, rem: string) => `${Number(rem) * 16}px`)

describe('breakpoints', () => {
  it('start at 576, 768, 992, 1200 and 1600 px', () => {
    const { conditions } = system.breakpoints
    expect(toPx(conditions.sm!)).toBe('@media screen and (min-width: 576px)')
    expect(toPx(conditions.md!)).toBe('@media screen and (min-width: 768px)')
    expect(toPx(conditions.lg!)).toBe('@media screen and (min-width: 992px)')
    expect(toPx(conditions.xl!)).toBe('@media screen and (min-width: 1200px)')
    expect(toPx(conditions['2xl']!)).toBe('@media screen and (min-width: 1600px)')
  })

  it('make the tablet widths 768 to 1199 px', () => {
    // Chakra ends a range 0.04 px below the next breakpoint.
    expect(toPx(system.breakpoints.conditions.mdToXl!)).toBe(
      '@media screen and (min-width: 768px) and (max-width: 1199.96px)',
    )
  })

  it('agree with the width below which the side navigation collapses by itself', () => {
    expect(NAV_AUTO_COLLAPSE_QUERY).toBe(`(max-width: ${parseInt(BREAKPOINTS.xl, 10) - 1}px)`)
  })

  it('switch a responsive prop at the desktop width', () => {
    render(
      <ChakraProvider value={system}>
        <Box display={{ base: 'none', sm: 'block', lg: 'flex', xl: 'grid', '2xl': 'inline' }}>
          Desktop
        </Box>
      </ChakraProvider>,
    )
    const widths = mediaWidths()
    for (const width of ['576px', '992px', '1200px', '1600px']) {
      expect(widths).toContain(`screen and (min-width: ${width})`)
    }
    // Chakra's own defaults (480, 1024, 1280, 1536 px) are gone.
    expect(widths.filter((width) => /480px|1024px|1280px|1536px/.test(width))).toEqual([])
  })
})
