/**
 * The views bar of a records list (CORE-2.12, CORE-4.8): Default, then the user's saved
 * views as links (`?viewId=`), the active one marked, and "New View". Each view can be renamed
 * in place, opened in the editor, deleted after a confirmation (a success message for 1200 ms,
 * then the Default view), and moved: dragged with a pointer, or with the keyboard on its handle
 * (Space or Enter lifts, the arrow keys move, Space or Enter drops, Escape cancels), announced
 * to screen readers in the interface language.
 *
 * The rename is the saved-views machine's `rename` region: this bar renders its field (the text,
 * the error, waiting while it saves) and sends what the user does. When the field closes (Enter,
 * Escape, cancel) focus goes to the view's link, and back to the field when a save is refused.
 * When the view was deleted in another tab or device while its name was being saved, the field
 * stays, as typed, after the views, saying so: saved, the name is kept as a new view; cancelled,
 * it is discarded.
 */
import { useEffect, useId, useMemo, useRef, type FormEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  IconButton,
  Input,
  Link,
  Spinner,
  Text,
} from '@chakra-ui/react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Check, GripVertical, Pencil, Plus, SlidersHorizontal, Trash2, X } from 'lucide-react'
import type { SavedView } from '@/api/types'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import {
  statusOf,
  useListViews,
  useSavedViewsContext,
  type SavedViewsActor,
} from './SavedViewsProvider'
import { reorderWithinList } from '@/domain/view-lists'
import { nameErrorKey } from './view-form'
import { findView, viewEditorHref, viewListHref } from './view-links'
import { MAX_SAVED_VIEWS, TEXT_LIMITS } from '@/domain/validation/limits'

/** The open rename field, as the bar shows it. */
interface Renaming {
  id: number
  text: string
  /** Translation key of the error shown under the field. */
  error: string | null
  /** Being saved: the field waits for the answer. */
  submitted: boolean
  /** The view's name when it was deleted elsewhere meanwhile (saving makes a new view), or null. */
  deletedName: string | null
}

/** The machine's rename region, as the bar shows it (null when no field is open). */
function renamingOf(snapshot: SnapshotFrom<SavedViewsActor>): Renaming | null {
  const { rename } = snapshot.context
  if (!rename || !snapshot.hasTag('renaming')) return null
  const invalid = snapshot.hasTag('renameInvalid') && rename.error !== null
  return {
    id: rename.id,
    text: rename.text,
    error: invalid ? nameErrorKey(rename.error!) : null,
    submitted: snapshot.hasTag('renameSaving'),
    deletedName: snapshot.context.views.some((view) => view.id === rename.id)
      ? null
      : rename.view.name,
  }
}

const sameRenaming = (a: Renaming | null, b: Renaming | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.id === b.id &&
    a.text === b.text &&
    a.error === b.error &&
    a.submitted === b.submitted &&
    a.deletedName === b.deletedName)

/**
 * Focus on `target` when `condition` becomes true, if the focus was lost meanwhile (the control
 * that had it went away or was disabled): a click elsewhere keeps its own focus.
 */
function useFocusWhenLost(target: RefObject<HTMLElement | null>, condition: boolean) {
  const previous = useRef(condition)
  useEffect(() => {
    const became = condition && !previous.current
    previous.current = condition
    if (!became) return
    const active = document.activeElement
    if (!active || active === document.body || (active as HTMLInputElement).disabled) {
      target.current?.focus()
    }
  }, [condition, target])
}

/** The view being confirmed for deletion or being deleted (the dialog stays while it saves). */
function deleteTarget(snapshot: SnapshotFrom<SavedViewsActor>): SavedView | null {
  const { context } = snapshot
  const id = snapshot.hasTag('confirmingDelete')
    ? context.deleteId
    : snapshot.hasTag('saving') && context.change?.kind === 'delete'
      ? context.change.viewId
      : null
  return id === null ? null : (context.saved.find((view) => view.id === id) ?? null)
}

export function ViewsBar() {
  const { t } = useTranslation()
  const { actor, listPath, list } = useSavedViewsContext()
  const { search } = useLocation()
  const [params] = useSearchParams()
  const views = useListViews((snapshot) => snapshot.context.views)
  const total = useSelector(actor, (snapshot) => snapshot.context.views.length)
  const status = useSelector(actor, statusOf)
  const loadFailed = useSelector(actor, (snapshot) => snapshot.context.loadFailed)
  const deleting = useSelector(actor, deleteTarget)
  const defaultLinkRef = useRef<HTMLAnchorElement>(null)
  const renaming = useSelector(actor, renamingOf, sameRenaming)
  const active = findView(views, params.get('viewId'))
  const ready = status === 'ready'
  // The server keeps at most MAX_SAVED_VIEWS views: when full, the bar says why instead of
  // offering a new one.
  const hasRoom = total < MAX_SAVED_VIEWS

  const sensors = useSensors(
    // A click on the handle is not a drag: it starts after 5 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements = useMemo<Announcements>(() => {
    const ids = views.map((view) => view.id)
    const nameOf = (id: UniqueIdentifier) => views.find((view) => view.id === id)?.name ?? ''
    const at = (id: UniqueIdentifier) => ({
      position: ids.indexOf(Number(id)) + 1,
      total: ids.length,
    })
    return {
      onDragStart: ({ active: item }) =>
        t('views.dnd.dragStart', { name: nameOf(item.id), ...at(item.id) }),
      onDragOver: ({ active: item, over }) =>
        over
          ? t('views.dnd.dragOver', { name: nameOf(item.id), ...at(over.id) })
          : t('views.dnd.dragOut', { name: nameOf(item.id) }),
      onDragEnd: ({ active: item, over }) =>
        t('views.dnd.dragEnd', { name: nameOf(item.id), ...at(over?.id ?? item.id) }),
      onDragCancel: ({ active: item }) =>
        t('views.dnd.dragCancel', { name: nameOf(item.id), ...at(item.id) }),
    }
  }, [t, views])

  const onDragEnd = ({ active: item, over }: DragEndEvent) => {
    if (!over || item.id === over.id) return
    const ids = views.map((view) => view.id)
    const moved = arrayMove(ids, ids.indexOf(Number(item.id)), ids.indexOf(Number(over.id)))
    // The other list's views keep their places in the user's one list of views.
    const all = actor.getSnapshot().context.views
    actor.send({ type: 'view.reorder', ids: reorderWithinList(all, list, moved) })
  }

  const submitRename = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'rename.submit' })
  }

  return (
    <Box>
      <chakra.nav aria-label={t('views.barLabel')}>
        <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap" alignItems="center">
          <li>
            <ViewLink
              to={viewListHref(listPath, search, null)}
              current={active === null}
              label={t('views.default')}
              linkRef={defaultLinkRef}
            />
          </li>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              // Its live region and instructions go to the body: a list holds only items.
              container: document.body,
              announcements,
              screenReaderInstructions: { draggable: t('views.dnd.instructions') },
            }}
          >
            <SortableContext
              items={views.map((view) => view.id)}
              strategy={horizontalListSortingStrategy}
            >
              {views.map((view) => (
                <SortableView
                  key={view.id}
                  view={view}
                  current={active?.id === view.id}
                  href={viewListHref(listPath, search, view.id)}
                  editHref={viewEditorHref(listPath, view.id)}
                  disabled={!ready}
                  renaming={renaming?.id === view.id ? renaming : null}
                  onRename={() => actor.send({ type: 'rename.start', id: view.id })}
                  onRenameChange={(text) => actor.send({ type: 'rename.change', text })}
                  onRenameSubmit={submitRename}
                  onRenameCancel={() => actor.send({ type: 'rename.cancel' })}
                  onDelete={() => actor.send({ type: 'view.delete', id: view.id })}
                />
              ))}
            </SortableContext>
          </DndContext>
          {renaming?.deletedName != null && (
            <HStack as="li" gap="0" {...WITHIN_BAR} borderWidth="1px" borderRadius="md">
              <RenameForm
                renaming={renaming}
                onChange={(text) => actor.send({ type: 'rename.change', text })}
                onSubmit={submitRename}
                onCancel={() => actor.send({ type: 'rename.cancel' })}
              />
            </HStack>
          )}
          <li>
            {hasRoom ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={viewEditorHref(listPath, null)}>
                  <Plus aria-hidden />
                  {t('views.newView')}
                </RouterLink>
              </Button>
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('views.errors.tooMany', { max: MAX_SAVED_VIEWS })}
              </Text>
            )}
          </li>
          {(status === 'loading' || status === 'saving') && (
            <li>
              <HStack gap="1" color="fg.muted">
                <Spinner size="xs" />
                <Text textStyle="sm">
                  {status === 'loading' ? t('views.loading') : t('views.saving')}
                </Text>
              </HStack>
            </li>
          )}
        </HStack>
      </chakra.nav>
      {/* Always in the page, so the message is announced when it appears. */}
      <Box role="status" aria-live="polite">
        {status === 'deleted' && (
          <Text color="green.700" fontWeight="medium" marginTop="2">
            {t('views.deleteSuccess')}
          </Text>
        )}
      </Box>
      {loadFailed && status !== 'loading' && (
        <Alert.Root status="warning" marginTop="2" size="sm">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('views.loadFailed')}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'views.reload' })}>
            {t('views.reload')}
          </Button>
        </Alert.Root>
      )}
      {params.get('viewId') !== null && active === null && status !== 'loading' && (
        // An old link or bookmark: the view was deleted, perhaps on another device.
        <Alert.Root status="warning" marginTop="2" size="sm">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('views.notFound')}</Alert.Title>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={viewListHref(listPath, search, null)}>
              {t('views.showDefault')}
            </RouterLink>
          </Button>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={deleting !== null}
        // The deleted view's menu is gone, and the Default view is shown: its link.
        focusAfterClose={() => defaultLinkRef.current}
        title={t('views.deleteTitle')}
        description={t('views.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('views.deleteConfirm')}
        busy={status === 'saving'}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
      />
    </Box>
  )
}

interface ViewLinkProps {
  to: string
  current: boolean
  label: string
  linkRef?: RefObject<HTMLAnchorElement | null>
}

/**
 * A long view name is cut short with an ellipsis (its full text is the link's name and title),
 * so the bar never pushes the list's controls away; on a narrow bar the name gives way, not the
 * 24-pixel buttons beside it.
 */
const CUT_SHORT = { display: 'block', minWidth: '0', maxWidth: '16rem', truncate: true } as const

function ViewLink({ to, current, label, linkRef }: ViewLinkProps) {
  return (
    <Link
      asChild
      paddingX="3"
      paddingY="1"
      borderRadius="md"
      fontWeight={current ? 'semibold' : 'normal'}
      bg={current ? 'brand.100' : undefined}
      color={current ? 'brand.900' : 'fg'}
      {...CUT_SHORT}
    >
      <RouterLink ref={linkRef} to={to} title={label} aria-current={current ? 'page' : undefined}>
        {label}
      </RouterLink>
    </Link>
  )
}

interface SortableViewProps {
  view: SavedView
  current: boolean
  href: string
  editHref: string
  disabled: boolean
  renaming: Renaming | null
  onRename: () => void
  onRenameChange: (text: string) => void
  onRenameSubmit: (event: FormEvent) => void
  onRenameCancel: () => void
  onDelete: () => void
}

/** A view's item is never wider than the bar: its name is cut short instead (CUT_SHORT). */
const WITHIN_BAR = { minWidth: '0', maxWidth: '100%' } as const

function SortableView({
  view,
  current,
  href,
  editHref,
  disabled,
  renaming,
  onRename,
  onRenameChange,
  onRenameSubmit,
  onRenameCancel,
  onDelete,
}: SortableViewProps) {
  const { t } = useTranslation()
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: view.id,
    disabled,
    // dnd-kit's own role description is English: the interface language's instead.
    attributes: { roleDescription: t('views.dnd.roleDescription') },
  })
  const name = view.name
  const linkRef = useRef<HTMLAnchorElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Closed (Enter, Escape, cancel): the view's link. Refused: the field, editable again.
  useFocusWhenLost(linkRef, renaming === null)
  useFocusWhenLost(inputRef, renaming !== null && !renaming.submitted)

  return (
    <HStack
      as="li"
      ref={setNodeRef}
      gap="0"
      {...WITHIN_BAR}
      borderWidth="1px"
      borderRadius="md"
      bg={isDragging ? 'bg.muted' : 'bg'}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <IconButton
        flexShrink={0}
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('views.move', { name })}
        variant="ghost"
        size="xs"
        cursor={disabled ? 'default' : 'grab'}
        disabled={disabled}
      >
        <GripVertical aria-hidden />
      </IconButton>
      {renaming ? (
        <RenameForm
          renaming={renaming}
          inputRef={inputRef}
          onChange={onRenameChange}
          onSubmit={onRenameSubmit}
          onCancel={onRenameCancel}
        />
      ) : (
        <ViewLink to={href} current={current} label={name} linkRef={linkRef} />
      )}
      {!renaming && (
        <>
          <IconButton
            flexShrink={0}
            size="xs"
            variant="ghost"
            aria-label={t('views.rename', { name })}
            onClick={onRename}
            disabled={disabled}
          >
            <Pencil aria-hidden />
          </IconButton>
          <IconButton
            asChild
            flexShrink={0}
            size="xs"
            variant="ghost"
            aria-label={t('views.edit', { name })}
          >
            <RouterLink to={editHref}>
              <SlidersHorizontal aria-hidden />
            </RouterLink>
          </IconButton>
          <IconButton
            flexShrink={0}
            size="xs"
            variant="ghost"
            aria-label={t('views.delete', { name })}
            onClick={onDelete}
            disabled={disabled}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </>
      )}
    </HStack>
  )
}

interface RenameFormProps {
  renaming: Renaming
  inputRef?: RefObject<HTMLInputElement | null>
  onChange: (text: string) => void
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
}

/**
 * The rename field: the name typed, its error, save and cancel. Its view deleted elsewhere, it
 * says so, and saving keeps the name as a new view.
 */
function RenameForm({ renaming, inputRef, onChange, onSubmit, onCancel }: RenameFormProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const deletedId = useId()
  const deleted = renaming.deletedName !== null
  const describedBy = [renaming.error ? errorId : null, deleted ? deletedId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <chakra.form display="flex" alignItems="flex-start" gap="1" onSubmit={onSubmit}>
      <Field.Root invalid={renaming.error !== null} width="auto">
        <Input
          ref={inputRef}
          size="xs"
          width="44"
          autoFocus
          aria-label={t('views.nameLabel')}
          aria-describedby={describedBy || undefined}
          maxLength={TEXT_LIMITS.name}
          value={renaming.text}
          disabled={renaming.submitted}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel()
          }}
        />
        {renaming.error && <Field.ErrorText id={errorId}>{t(renaming.error)}</Field.ErrorText>}
        {deleted && (
          <Text id={deletedId} textStyle="xs" fontWeight="medium" maxWidth="64" marginTop="1">
            {t('views.renameDeleted', { name: renaming.deletedName })}
          </Text>
        )}
      </Field.Root>
      <IconButton
        flexShrink={0}
        type="submit"
        size="xs"
        variant="ghost"
        aria-label={deleted ? t('views.saveAsNew') : t('views.saveName')}
        loading={renaming.submitted}
      >
        <Check aria-hidden />
      </IconButton>
      <IconButton
        flexShrink={0}
        size="xs"
        variant="ghost"
        aria-label={t('views.cancelRename')}
        onClick={onCancel}
        disabled={renaming.submitted}
      >
        <X aria-hidden />
      </IconButton>
    </chakra.form>
  )
}
