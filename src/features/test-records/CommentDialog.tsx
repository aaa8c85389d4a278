/**
 * /test-records/{itemId}/comments and /control-records/{itemId}/comments (CORE-2.11, CORE-2.13,
 * CORE-5.3): a record's or a control group's comment in a text area that grows from 4 to 6 rows,
 * saved with PATCH /v2/TestRecords/{id}/comment or POST /v2/GroupedTestRecords/{id}/comment.
 * Closing with changes asks first; a refused save keeps the text and shows the server's error on
 * the field. When someone saved another comment meanwhile, theirs shows above the user's text,
 * which is kept; a session that ends before the save keeps the text too (src/ui/form/drafts.ts).
 */
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { Formik, Form } from 'formik'
import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { commentTestRecord, getTestRecord } from '@/api/endpoints/test-records'
import {
  commentGroupedTestRecord,
  getGroupedTestRecord,
} from '@/api/endpoints/grouped-test-records'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { ItemLoadState } from '@/ui/ItemLoadState'
import { ModalRoute, type ModalRouteControls } from '@/ui/modal-route/ModalRoute'
import { DraftRestoredNote, UnsavedChanges, useKeptDraft } from '@/ui/form/UnsavedChanges'
import { notify } from '@/ui/toaster'
import { commentMachine } from '@/machines/test-records/comment.machine'
import { groupMarker, recordMarker, rowActionsButton } from './RecordRowMenu'
import { blurUnlessToButton } from '@/ui/form/fields'
import { useItem } from '@/ui/use-item'
import { useProvidedMachine } from '@/ui/machines/use-provided-actor'

/** What carries the comment: its calls, and how the dialog names it. */
export interface CommentTarget {
  load: (id: number) => Promise<Commented>
  save: (id: number, comments: string, revision: number | undefined) => Promise<unknown>
  title: (t: TFunction, id: number) => string
  notFound: (t: TFunction) => string
  /** The marker of the row's actions button the dialog was opened from (focus goes back). */
  marker: (id: number) => string
}

interface Commented {
  id: number
  comments: string
  revision?: number
}

export const TEST_RECORD_COMMENT: CommentTarget = {
  load: getTestRecord,
  save: commentTestRecord,
  title: (t, id) => t('testRecords.commentTitle', { id }),
  notFound: (t) => t('testRecords.detail.notFound'),
  marker: recordMarker,
}

export const CONTROL_RECORD_COMMENT: CommentTarget = {
  load: getGroupedTestRecord,
  save: commentGroupedTestRecord,
  title: (t, id) => t('controlRecords.commentTitle', { id }),
  notFound: (t) => t('controlRecords.notFound'),
  marker: groupMarker,
}

function CommentForm({
  id,
  comments,
  revision,
  controls,
  target,
}: {
  id: number
  comments: string
  revision: number | null
  controls: ModalRouteControls
  target: CommentTarget
}) {
  const { t } = useTranslation()
  // The text typed here before the session ended, if it did (src/ui/form/drafts.ts).
  const draft = useKeptDraft<{ comments: string }>()
  const [snapshot, send] = useProvidedMachine(
    commentMachine.provide({
      actors: {
        saveComment: fromPromise(({ input }) =>
          target.save(input.id, input.comments, input.revision ?? undefined),
        ),
        loadRecord: fromPromise(({ input }) => target.load(input.id)),
      },
      actions: {
        saved: () => {
          notify.success(t('testRecords.commentSuccess'))
          controls.markSaved()
        },
        failed: (_, { message }) => notify.error(t('testRecords.commentError'), message),
      },
    }),
    { input: { revision: draft ? draft.revision : revision } },
  )
  // `theirs`: a comment someone saved meanwhile. Its alert is announced as it appears, since the
  // save the user just asked for did not happen.
  const { fieldError, theirs } = snapshot.context
  return (
    <Formik
      initialValues={draft?.values ?? { comments }}
      onSubmit={(values) => send({ type: 'comment.save', id, comments: values.comments })}
    >
      {({ values, handleChange, handleBlur }) => (
        <Form noValidate>
          <UnsavedChanges
            markDirty={controls.markDirty}
            restored={draft !== null}
            revision={snapshot.context.revision}
          />
          <Stack gap="4">
            {draft && <DraftRestoredNote />}
            {theirs && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('testRecords.commentConflict')}</Alert.Title>
                  <Alert.Description>
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {theirs.comments || t('testRecords.commentConflictEmpty')}
                    </Text>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Field.Root invalid={fieldError !== null}>
              <Field.Label>{t('testRecords.detail.comments')}</Field.Label>
              <Textarea
                name="comments"
                value={values.comments}
                onChange={handleChange}
                onBlur={blurUnlessToButton(handleBlur)}
                maxLength={TEXT_LIMITS.comment}
                autoresize
                rows={4}
                // Grows with the text from 4 rows up to 6, then scrolls (CORE-5.3).
                maxH="6lh"
              />
              {fieldError && (
                <Field.ErrorText>
                  {t(fieldError, { defaultValue: t('testRecords.commentInvalid') })}
                </Field.ErrorText>
              )}
            </Field.Root>
            <HStack justify="flex-end" gap="2">
              <Button variant="outline" onClick={controls.close}>
                {t('default.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={snapshot.hasTag('saving')}>
                {t('testRecords.saveComment')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  )
}

export interface CommentDialogProps {
  itemId: number
  listPath: string
  target: CommentTarget
}

export function CommentDialog({ itemId, listPath, target }: CommentDialogProps) {
  const { t } = useTranslation()
  const { snapshot, send, item } = useItem(itemId, target.load)
  return (
    <ModalRoute
      title={target.title(t, itemId)}
      listPath={listPath}
      // Opened from the row's menu: back to the row's actions button.
      returnFocus={() => rowActionsButton(target.marker(itemId))}
    >
      {(controls) =>
        item ? (
          <CommentForm
            id={item.id}
            comments={item.comments}
            revision={item.revision ?? null}
            controls={controls}
            target={target}
          />
        ) : (
          <ItemLoadState
            snapshot={snapshot}
            notFound={target.notFound(t)}
            failed={t('testRecords.detail.failed')}
            onRetry={() => send({ type: 'item.retry' })}
          />
        )
      }
    </ModalRoute>
  )
}
