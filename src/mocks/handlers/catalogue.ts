/**
 * The test catalogue (ADMIN-7.2, ADMIN-7.3): substances and test types. Both are global (no
 * customer scope). Saves validate with the shared schemas of src/domain/validation, then apply the
 * checks only the server can make: unique substance names, substances that exist, and deletes that
 * would break what refers to the row.
 */
import type { Substance, TestType } from '@/api/types'
import { MEASUREMENT_METHODS } from '@/domain/enums'
import { PERMISSIONS as P } from '@/domain/permissions'
import { substanceSchema } from '@/domain/validation/substance'
import {
  normaliseTestTypeSubstances,
  testTypeSchema,
  type SubstanceEntryInput,
  type TestTypeValues,
} from '@/domain/validation/test-type'
import type { Database } from '../db/database'
import { revisionOf } from '../db/table'
import { requireRevision } from '../http/versions'
import type { SubstanceRow, TestTypeRow } from '../db/rows'
import { badRequest, conflict, fieldError } from '../http/errors'
import { listRows, readOrder, readPaging, type SortFields } from '../http/list'
import { found, idParam, type Route, type Router } from '../http/router'
import { validateBody } from '../http/validate'
import { created, readObjectBody } from '../http/request'

/** The test-type modal lists substances, so editing test types also reads them. */
const SUBSTANCES_READ = { any: [P.SUBSTANCES_READ, P.TEST_ITEMS_WRITE] }
const SUBSTANCES_WRITE = { any: [P.SUBSTANCES_WRITE] }
const SUBSTANCES_DELETE = { any: [P.SUBSTANCES_DELETE] }
/** Editing a site's test types (accounts) needs the list of test types to choose from. */
const TEST_TYPES_READ = {
  any: [P.TEST_ITEMS_READ, P.ACCOUNTS_WRITE, P.ACCOUNTS_CUSTOMER_WRITE, P.ACCOUNTS_SITE_WRITE],
}
const TEST_TYPES_WRITE = { any: [P.TEST_ITEMS_WRITE] }
const TEST_TYPES_DELETE = { any: [P.TEST_ITEMS_DELETE] }

// ---------------------------------------------------------------- substances

const SUBSTANCE_SORT: SortFields<SubstanceRow> = {
  name: (row) => row.name,
  created: (row) => row.created,
  id: (row) => row.id,
}

const presentSubstance = (row: SubstanceRow): Substance => ({
  id: row.id,
  revision: revisionOf(row),
  name: row.name,
  created: row.created,
})

async function validateSubstance(db: Database, body: unknown, ownId: number | null) {
  const values = await validateBody(substanceSchema, body)
  const name = values.name.trim()
  const wanted = name.toLowerCase()
  const taken = db.substances
    .all()
    .some((row) => row.id !== ownId && row.name.trim().toLowerCase() === wanted)
  if (taken)
    throw fieldError('name', 'validation.unique', `A substance named “${name}” already exists.`)
  return { name }
}

function substanceHandlers(route: Router) {
  return [
    route.get('/v2/Substances', SUBSTANCES_READ, ({ query, backend }) =>
      listRows(backend.db.substances, {
        order: readOrder(query, SUBSTANCE_SORT, 'name_asc'),
        paging: readPaging(query),
        map: presentSubstance,
      }),
    ),

    route.post('/v2/Substances', SUBSTANCES_WRITE, async (context) => {
      const { db } = context.backend
      const { name } = await validateSubstance(db, await readObjectBody(context), null)
      const row: SubstanceRow = {
        id: db.substances.nextId(),
        name,
        created: new Date(context.backend.now()).toISOString(),
      }
      return created(presentSubstance(await db.substances.insert(row)))
    }),

    route.get<{ id: string }>('/v2/Substances/:id', SUBSTANCES_READ, ({ params, backend }) => {
      const id = idParam(params.id, 'Substance')
      return presentSubstance(found(backend.db.substances.get(id), 'Substance', id))
    }),

    route.patch<{ id: string }>('/v2/Substances/:id', SUBSTANCES_WRITE, async (context) => {
      const { db } = context.backend
      const id = idParam(context.params.id, 'Substance')
      const current = found(db.substances.get(id), 'Substance', id)
      const body = await readObjectBody(context)
      requireRevision(revisionOf(current), body.revision, `The substance ${current.name}`)
      const { name } = await validateSubstance(db, { name: current.name, ...body }, id)
      const updated = await db.substances.update(id, (draft) => {
        draft.name = name
      })
      return presentSubstance(updated!)
    }),

    route.delete<{ id: string }>(
      '/v2/Substances/:id',
      SUBSTANCES_DELETE,
      async ({ params, backend }) => {
        const { db } = backend
        const id = idParam(params.id, 'Substance')
        found(db.substances.get(id), 'Substance', id)
        const users = db.testTypes
          .all()
          .filter((testType) => testType.substances.some((entry) => entry.substanceId === id))
          .map((testType) => testType.name)
        if (users.length > 0) {
          throw conflict(
            `This substance is used by the test types ${users.join(', ')} and cannot be deleted.`,
          )
        }
        // Results keep naming their substances, even those a test type no longer lists.
        const results = countWhere(db.testRecords.all(), (record) =>
          record.substances.some((entry) => entry.substanceId === id),
        )
        if (results > 0) {
          throw conflict(`This substance appears in ${results} test results and cannot be deleted.`)
        }
        await db.substances.remove(id)
      },
    ),
  ]
}

function countWhere<T>(rows: readonly T[], test: (row: T) => boolean): number {
  let count = 0
  for (const row of rows) if (test(row)) count += 1
  return count
}

// ---------------------------------------------------------------- test types

const TEST_TYPE_SORT: SortFields<TestTypeRow> = {
  name: (row) => row.name,
  measurementMethod: (row) => row.measurementMethod,
  category: (row) => row.category,
  id: (row) => row.id,
}

export function presentTestType(db: Database, row: TestTypeRow): TestType {
  return {
    ...row,
    revision: revisionOf(row),
    substances: row.substances.map((entry) => ({
      substanceId: entry.substanceId,
      substance: { id: entry.substanceId, name: db.substances.get(entry.substanceId)?.name ?? '' },
      readerIndex: entry.readerIndex,
      substanceOverride: entry.substanceOverride && { ...entry.substanceOverride },
    })),
    quantitativeRange: row.quantitativeRange && { ...row.quantitativeRange },
  }
}

/** The editable fields of a stored test type, in the shape a save sends them. */
function editableFields(row: TestTypeRow): Record<string, unknown> {
  const { id: _id, ...fields } = row
  return fields
}

/** Reads `measurementMethod` (repeated or comma-separated); an unknown value is a 400. */
function readMethods(query: URLSearchParams): Set<string> | null {
  const values = query
    .getAll('measurementMethod')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (values.length === 0) return null
  const unknown = values.find(
    (value) => !(MEASUREMENT_METHODS as readonly string[]).includes(value),
  )
  if (unknown !== undefined) {
    throw fieldError(
      'measurementMethod',
      'validation.oneOf',
      `Unknown measurement method “${unknown}”: use ${MEASUREMENT_METHODS.join(' or ')}.`,
    )
  }
  return new Set(values)
}

/**
 * The substance entries of a body, normalised and reduced to what is stored (the joined
 * substance is dropped). A list that is not a list of objects is left for the validation to refuse.
 */
function substanceEntries(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  const isObject = (entry: unknown): entry is Record<string, unknown> =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
  if (!value.every(isObject)) return value
  value.forEach((entry, index) => {
    const override = entry.substanceOverride
    if (override !== null && override !== undefined && !isObject(override)) {
      throw fieldError(
        `substances[${index}].substanceOverride`,
        'validation.invalid',
        'An override has a positiveValue and a negativeValue.',
      )
    }
  })
  return normaliseTestTypeSubstances(
    value.map(
      ({ substanceId, readerIndex, substanceOverride }) =>
        ({ substanceId, readerIndex, substanceOverride }) as SubstanceEntryInput,
    ),
  )
}

/** Validates a test type and turns it into the row to store, clearing what its kind does not use. */
async function validateTestType(db: Database, body: Record<string, unknown>, id: number) {
  const values: TestTypeValues = await validateBody(testTypeSchema, {
    ...body,
    substances: substanceEntries(body.substances),
  })

  const substances = values.substances ?? []
  const seen = new Set<number>()
  const errors = substances.flatMap((entry, index) => {
    const field = `substances[${index}].substanceId`
    if (!db.substances.get(entry.substanceId)) {
      return [
        {
          field,
          code: 'validation.oneOf',
          message: `Substance ${entry.substanceId} does not exist.`,
        },
      ]
    }
    if (seen.has(entry.substanceId)) {
      return [{ field, code: 'validation.unique', message: 'A substance can be listed only once.' }]
    }
    seen.add(entry.substanceId)
    return []
  })
  if (errors.length > 0) throw badRequest(errors)

  const qualitative = values.measurementMethod === 'Qualitative'
  const range = values.quantitativeRange as TestTypeRow['quantitativeRange']
  const row: TestTypeRow = {
    id,
    name: values.name.trim(),
    measurementMethod: values.measurementMethod,
    category: values.category,
    qrIdString:
      qualitative && values.category === 'Cassette' ? (values.qrIdString ?? '').trim() : null,
    judgeType: qualitative ? (values.judgeType ?? null) : null,
    judgingDirection: qualitative ? (values.judgingDirection ?? null) : null,
    positiveValue: qualitative ? (values.positiveValue ?? null) : null,
    negativeValue: qualitative ? (values.negativeValue ?? null) : null,
    temperature: values.temperature ?? null,
    incubationTime: values.incubationTime ?? null,
    substances: substances.map((entry) => {
      const override = entry.substanceOverride
      return {
        substanceId: entry.substanceId,
        readerIndex: entry.readerIndex ?? 0,
        // Thresholds per line are a qualitative notion; validation made both values present.
        substanceOverride:
          qualitative &&
          override &&
          override.positiveValue != null &&
          override.negativeValue != null
            ? { positiveValue: override.positiveValue, negativeValue: override.negativeValue }
            : null,
      }
    }),
    quantitativeRange:
      qualitative || !range
        ? null
        : {
            measurableRangeMin: range.measurableRangeMin,
            measurableRangeMax: range.measurableRangeMax,
            negativeRangeMin: range.negativeRangeMin,
            negativeRangeMax: range.negativeRangeMax,
          },
  }
  return row
}

function testTypeHandlers(route: Router) {
  return [
    route.get('/v2/TestTypes', TEST_TYPES_READ, ({ query, backend }) => {
      const { db } = backend
      const methods = readMethods(query)
      return listRows(db.testTypes, {
        where: methods ? (row) => methods.has(row.measurementMethod) : undefined,
        order: readOrder(query, TEST_TYPE_SORT, 'name_asc'),
        paging: readPaging(query),
        map: (row) => presentTestType(db, row),
      })
    }),

    route.post('/v2/TestTypes', TEST_TYPES_WRITE, async (context) => {
      const { db } = context.backend
      const row = await validateTestType(db, await readObjectBody(context), db.testTypes.nextId())
      return created(presentTestType(db, await db.testTypes.insert(row)))
    }),

    route.get<{ id: string }>('/v2/TestTypes/:id', TEST_TYPES_READ, ({ params, backend }) => {
      const id = idParam(params.id, 'Test type')
      return presentTestType(backend.db, found(backend.db.testTypes.get(id), 'Test type', id))
    }),

    route.patch<{ id: string }>('/v2/TestTypes/:id', TEST_TYPES_WRITE, async (context) => {
      const { db } = context.backend
      const id = idParam(context.params.id, 'Test type')
      const current = found(db.testTypes.get(id), 'Test type', id)
      const body = await readObjectBody(context)
      requireRevision(revisionOf(current), body.revision, `The test type ${current.name}`)
      const row = await validateTestType(db, { ...editableFields(current), ...body }, id)
      const updated = await db.testTypes.update(id, (draft) => {
        Object.assign(draft, row)
      })
      return presentTestType(db, updated!)
    }),

    /**
     * A test type that results were recorded with stays (the results would lose their type);
     * otherwise it is deleted and taken off the sites that offered it.
     */
    route.delete<{ id: string }>(
      '/v2/TestTypes/:id',
      TEST_TYPES_DELETE,
      async ({ params, backend }) => {
        const { db } = backend
        const id = idParam(params.id, 'Test type')
        const testType = found(db.testTypes.get(id), 'Test type', id)
        const results = countWhere(db.testRecords.all(), (record) => record.testTypeId === id)
        if (results > 0) {
          throw conflict(
            `The test type ${testType.name} has ${results} test results and cannot be deleted.`,
          )
        }
        const sites = db.sites
          .all()
          .filter((site) => site.availableTestTypes.some((entry) => entry.testTypeId === id))
        for (const site of sites) {
          await db.sites.update(site.id, (draft) => {
            draft.availableTestTypes = draft.availableTestTypes.filter(
              (entry) => entry.testTypeId !== id,
            )
          })
        }
        await db.testTypes.remove(id)
      },
    ),
  ]
}

export function catalogueHandlers(route: Router): Route[] {
  return [...substanceHandlers(route), ...testTypeHandlers(route)]
}
