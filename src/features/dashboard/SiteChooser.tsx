/**
 * The per-site charts' site choice (core.md §5, §9): checkboxes for up to three sites (and for a
 * site admin), otherwise three selectors; at least one site stays chosen.
 */
import { useTranslation } from 'react-i18next'
import { Checkbox, HStack, NativeSelect } from '@chakra-ui/react'
import {
  chooseSite,
  selectorSlots,
  toggleSite,
  type ChartSite,
  type SiteSelectionMode,
} from './site-selection'

export interface SiteChooserProps {
  /** Names the control group, e.g. "Sites of the tests per site chart". */
  label: string
  mode: SiteSelectionMode
  sites: readonly ChartSite[]
  selected: readonly number[]
  onChange: (selected: number[]) => void
}

export function SiteChooser({ label, mode, sites, selected, onChange }: SiteChooserProps) {
  const { t } = useTranslation()
  if (mode === 'checkboxes') {
    return (
      <HStack as="fieldset" gap="4" wrap="wrap" aria-label={label}>
        {sites.map((site) => {
          const checked = selected.includes(site.siteId)
          return (
            <Checkbox.Root
              key={site.siteId}
              size="sm"
              checked={checked}
              // The last chosen site cannot be unchecked, nor a fourth one checked.
              disabled={checked ? selected.length <= 1 : selected.length >= 3}
              onCheckedChange={(event) =>
                onChange(toggleSite(selected, site.siteId, event.checked === true))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{site.siteName}</Checkbox.Label>
            </Checkbox.Root>
          )
        })}
      </HStack>
    )
  }
  const slots = selectorSlots(selected)
  const chosenCount = slots.filter((slot) => slot !== null).length
  return (
    <HStack as="fieldset" gap="2" wrap="wrap" aria-label={label}>
      {slots.map((siteId, slot) => (
        <NativeSelect.Root key={slot} size="sm" width="48">
          <NativeSelect.Field
            aria-label={t('dashboard.sites.selector', { number: slot + 1 })}
            value={siteId === null ? '' : String(siteId)}
            onChange={(event) =>
              onChange(
                chooseSite(selected, slot, event.target.value ? Number(event.target.value) : null),
              )
            }
          >
            {/* The only chosen site cannot be cleared. */}
            <option value="" disabled={siteId !== null && chosenCount <= 1}>
              {t('dashboard.sites.none')}
            </option>
            {sites.map((site) => (
              <option key={site.siteId} value={site.siteId}>
                {site.siteName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
    </HStack>
  )
}
