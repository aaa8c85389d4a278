/**
 * A modal form's unsaved changes (Formik inside a ModalRoute): whether closing must ask first, and
 * what is kept if the session ends before they are saved (drafts.ts). The form's address is the
 * page's path and query, so signing in again, which returns to the same address, reopens the
 * same form; `useKeptDraft` gives it the draft, and `DraftRestoredNote` says it is there.
 */
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { useFormikContext } from 'formik'
import { Alert } from '@chakra-ui/react'
import { readDraft, registerOpenForm, type Draft } from './drafts'

function useFormAddress(): string {
  const { pathname, search } = useLocation()
  return pathname + search
}

/** The draft kept for the form at this address when the session last ended, or null. */
export function useKeptDraft<TValues>(): Draft<TValues> | null {
  const address = useFormAddress()
  const [draft] = useState(() => readDraft<TValues>(address))
  return draft
}

export interface UnsavedChangesProps {
  /** The modal route's: whether closing must ask first. */
  markDirty: (dirty: boolean) => void
  /** The form started from a kept draft: unsaved until saved, although Formik sees no change. */
  restored: boolean
  /** The revision of the item the values were typed on, kept with them. */
  revision: number | null
  /** A save is under way (and the form closes once it is done): nothing to ask about. */
  saving?: boolean
  /**
   * A step is under way that closing would interrupt (a firmware upload): closing asks first,
   * whatever the fields hold.
   */
  busy?: boolean
  /** Fields left out of the kept draft (passwords); with nothing else, no draft is kept. */
  secretFields?: readonly string[]
}

const NO_SECRETS: readonly string[] = []

/** The form's values without its secret fields: what may be kept in sessionStorage. */
export function withoutSecrets(values: unknown, secretFields: readonly string[]): object {
  if (typeof values !== 'object' || values === null) return {}
  return Object.fromEntries(Object.entries(values).filter(([key]) => !secretFields.includes(key)))
}

/** Inside the Formik form: reports its unsaved changes, and registers them to be kept. */
export function UnsavedChanges({
  markDirty,
  restored,
  revision,
  saving = false,
  busy = false,
  secretFields = NO_SECRETS,
}: UnsavedChangesProps) {
  const { dirty, values } = useFormikContext()
  const address = useFormAddress()
  const changed = dirty || restored
  const report = useEffectEvent(markDirty)
  useEffect(() => report(busy || (changed && !saving)), [busy, changed, saving])
  // While saving too: a save the API refuses with a 401 is exactly what the draft is for.
  useEffect(() => {
    if (!changed) return
    const kept = withoutSecrets(values, secretFields)
    if (Object.keys(kept).length === 0) return
    return registerOpenForm(address, () => ({ values: kept, revision }))
  }, [address, changed, values, revision, secretFields])
  return null
}

/** Above a form that started from a kept draft. */
export function DraftRestoredNote() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('default.draftRestored')}</Alert.Title>
        <Alert.Description>{t('default.draftRestoredHint')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
