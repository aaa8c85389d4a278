/**
 * The per-site charts' site choice (CORE-5.6, CORE-9.6): checkboxes for up to three sites (and for
 * a site admin), otherwise three selectors; at least one site stays chosen. It renders the
 * site-selection machine's choice and reports clicks; which controls are disabled is the
 * machine's to say (`canToggle`, `canClear`).
 */
import { useTranslation } from 'react-i18next'
import { Checkbox, HStack, NativeSelect } from '@chakra-ui/react'
import {
  selectorSlots,
  type ChartSite,
  type SiteSelectionMode,
} from '@/machines/dashboard/site-selection'

export interface SiteChooserProps {
  /** Names the control group, e.g. "Sites of the tests per site chart". */
  label: string
  mode: SiteSelectionMode
  sites: readonly ChartSite[]
  selected: readonly number[]
  /** Whether a site's checkbox may change (the last chosen site and a fourth one may not). */
  canToggle: (siteId: number) => boolean
  /** Whether a selector may be cleared (not the only chosen site). */
  canClear: (slot: number) => boolean
  onToggle: (siteId: number) => void
  onChoose: (slot: number, siteId: number | null) => void
}

export function SiteChooser({
  label,
  mode,
  sites,
  selected,
  canToggle,
  canClear,
  onToggle,
  onChoose,
}: SiteChooserProps) {
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
              disabled={!canToggle(site.siteId)}
              onCheckedChange={() => onToggle(site.siteId)}
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
  return (
    <HStack as="fieldset" gap="2" wrap="wrap" aria-label={label}>
      {slots.map((siteId, slot) => (
        <NativeSelect.Root key={slot} size="sm" width="48">
          <NativeSelect.Field
            aria-label={t('dashboard.sites.selector', { number: slot + 1 })}
            value={siteId === null ? '' : String(siteId)}
            onChange={(event) =>
              onChoose(slot, event.target.value ? Number(event.target.value) : null)
            }
          >
            <option
              value=""
              // The only chosen site cannot be cleared.
              disabled={siteId !== null && !canClear(slot)}
            >
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
