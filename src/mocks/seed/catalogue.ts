/**
 * The test catalogue: 12 substances (residues and toxins checked in raw milk) and 10 test types
 * (generic product names, no trademarks). Qualitative types judge a line ratio against positive
 * and negative thresholds; quantitative types measure a concentration against ranges.
 */
import type { Judgement, Measurement } from '@/domain/enums'
import type { SubstanceRow, TestTypeRow } from '@/mocks/db/rows'
import { daysBefore } from './dates'
import type { Random } from './random'

/** Substance ids, named for the definitions below and for the other seed modules. */
export const SUBSTANCE = {
  penicillinG: 1,
  amoxicillin: 2,
  ampicillin: 3,
  cloxacillin: 4,
  cefalexin: 5,
  ceftiofur: 6,
  tetracycline: 7,
  oxytetracycline: 8,
  chlortetracycline: 9,
  sulfadiazine: 10,
  sulfamethazine: 11,
  aflatoxinM1: 12,
} as const

const SUBSTANCE_NAMES = [
  'Penicillin G',
  'Amoxicillin',
  'Ampicillin',
  'Cloxacillin',
  'Cefalexin',
  'Ceftiofur',
  'Tetracycline',
  'Oxytetracycline',
  'Chlortetracycline',
  'Sulfadiazine',
  'Sulfamethazine',
  'Aflatoxin M1',
]

export function buildSubstances(random: Random, anchor: number): SubstanceRow[] {
  // Created over the years before the anchor, in id order (the oldest first).
  let age = random.int(1400, 1500)
  return SUBSTANCE_NAMES.map((name, index) => {
    age -= random.int(5, 90)
    return { id: index + 1, name, created: daysBefore(anchor, age + random.float(0, 1)) }
  })
}

type Line = [substanceId: number, override?: { positiveValue: number; negativeValue: number }]

interface QualitativeDefinition {
  name: string
  category: 'Strip' | 'Cassette'
  /** Short code printed on the kit's box (batch numbers and QR codes). */
  code: string
  qrIdString: string | null
  judgeType: Measurement
  judgingDirection: Judgement
  positiveValue: number
  negativeValue: number
  temperature: number
  incubationTime: number
  lines: Line[]
}

interface QuantitativeDefinition {
  name: string
  code: string
  substanceId: number
  measurableRangeMin: number
  measurableRangeMax: number
  negativeRangeMin: number
  negativeRangeMax: number
  temperature: number
  incubationTime: number
}

const S = SUBSTANCE

const QUALITATIVE: QualitativeDefinition[] = [
  {
    name: 'Beta-lactam Rapid Strip 3 min',
    category: 'Strip',
    code: 'BLS',
    qrIdString: null,
    judgeType: 'Height',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.9,
    negativeValue: 1.1,
    temperature: 40.0,
    incubationTime: 180,
    lines: [
      [S.penicillinG],
      [S.amoxicillin],
      [S.ampicillin],
      [S.cloxacillin, { positiveValue: 0.8, negativeValue: 1.0 }],
    ],
  },
  {
    name: 'Beta-lactam & Tetracycline Combo Strip',
    category: 'Strip',
    code: 'BTS',
    qrIdString: null,
    judgeType: 'Height',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.9,
    negativeValue: 1.1,
    temperature: 40.0,
    incubationTime: 300,
    lines: [[S.penicillinG], [S.cefalexin], [S.tetracycline], [S.oxytetracycline]],
  },
  {
    name: 'Tetracycline Strip',
    category: 'Strip',
    code: 'TCS',
    qrIdString: null,
    judgeType: 'Area',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.8,
    negativeValue: 1.0,
    temperature: 40.0,
    incubationTime: 300,
    lines: [
      [S.tetracycline],
      [S.oxytetracycline],
      [S.chlortetracycline, { positiveValue: 0.7, negativeValue: 0.9 }],
    ],
  },
  {
    name: 'Sulfonamide Strip',
    category: 'Strip',
    code: 'SUS',
    qrIdString: null,
    judgeType: 'Height',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.9,
    negativeValue: 1.2,
    temperature: 40.0,
    incubationTime: 480,
    lines: [[S.sulfadiazine], [S.sulfamethazine]],
  },
  {
    name: 'Cephalosporin Cassette',
    category: 'Cassette',
    code: 'CPC',
    qrIdString: 'CPC-2L',
    judgeType: 'Area',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.9,
    negativeValue: 1.1,
    temperature: 64.0,
    incubationTime: 300,
    lines: [[S.cefalexin], [S.ceftiofur]],
  },
  {
    name: 'Beta-lactam Tetracycline Sulfa Cassette',
    category: 'Cassette',
    code: 'BTC',
    qrIdString: 'BTS-4L',
    judgeType: 'Height',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.9,
    negativeValue: 1.1,
    temperature: 40.0,
    incubationTime: 480,
    lines: [
      [S.penicillinG],
      [S.ceftiofur],
      [S.tetracycline],
      [S.sulfamethazine, { positiveValue: 1.0, negativeValue: 1.3 }],
    ],
  },
  {
    name: 'Aflatoxin M1 Cassette',
    category: 'Cassette',
    code: 'AFC',
    qrIdString: 'AFM1-1L',
    judgeType: 'Area',
    judgingDirection: 'PositiveJudgement',
    positiveValue: 1.2,
    negativeValue: 1.0,
    temperature: 40.0,
    incubationTime: 300,
    lines: [[S.aflatoxinM1]],
  },
  {
    name: 'Beta-lactam 4-line Cassette',
    category: 'Cassette',
    code: 'B4C',
    qrIdString: 'BL-4L',
    judgeType: 'Height',
    judgingDirection: 'PositiveJudgement',
    positiveValue: 1.3,
    negativeValue: 1.0,
    temperature: 64.0,
    incubationTime: 180,
    lines: [[S.amoxicillin], [S.ampicillin], [S.cloxacillin], [S.cefalexin]],
  },
]

const QUANTITATIVE: QuantitativeDefinition[] = [
  {
    // ng/L; the EU maximum level for aflatoxin M1 in raw milk is 50 ng/kg.
    name: 'Aflatoxin M1 Quantitative',
    code: 'AFQ',
    substanceId: S.aflatoxinM1,
    measurableRangeMin: 5,
    measurableRangeMax: 100,
    negativeRangeMin: 5,
    negativeRangeMax: 50,
    temperature: 40.0,
    incubationTime: 600,
  },
  {
    // µg/kg; the EU maximum residue limit of penicillin G in milk is 4 µg/kg.
    name: 'Beta-lactam Quantitative',
    code: 'BLQ',
    substanceId: S.penicillinG,
    measurableRangeMin: 1,
    measurableRangeMax: 20,
    negativeRangeMin: 1,
    negativeRangeMax: 4,
    temperature: 40.0,
    incubationTime: 480,
  },
]

/** Kit codes by test type id, for batch numbers and QR codes. */
export const TEST_TYPE_CODES: readonly string[] = [
  ...QUALITATIVE.map((definition) => definition.code),
  ...QUANTITATIVE.map((definition) => definition.code),
]

export function buildTestTypes(): TestTypeRow[] {
  const qualitative: TestTypeRow[] = QUALITATIVE.map((definition, index) => ({
    id: index + 1,
    name: definition.name,
    measurementMethod: 'Qualitative',
    category: definition.category,
    qrIdString: definition.qrIdString,
    judgeType: definition.judgeType,
    judgingDirection: definition.judgingDirection,
    positiveValue: definition.positiveValue,
    negativeValue: definition.negativeValue,
    temperature: definition.temperature,
    incubationTime: definition.incubationTime,
    substances: definition.lines.map(([substanceId, override], line) => ({
      substanceId,
      readerIndex: line + 1,
      substanceOverride: override ?? null,
    })),
    quantitativeRange: null,
  }))
  const quantitative: TestTypeRow[] = QUANTITATIVE.map((definition, index) => ({
    id: QUALITATIVE.length + index + 1,
    name: definition.name,
    measurementMethod: 'Quantitative',
    category: 'Cassette',
    qrIdString: null,
    judgeType: null,
    judgingDirection: null,
    positiveValue: null,
    negativeValue: null,
    temperature: definition.temperature,
    incubationTime: definition.incubationTime,
    substances: [{ substanceId: definition.substanceId, readerIndex: 1, substanceOverride: null }],
    quantitativeRange: {
      measurableRangeMin: definition.measurableRangeMin,
      measurableRangeMax: definition.measurableRangeMax,
      negativeRangeMin: definition.negativeRangeMin,
      negativeRangeMax: definition.negativeRangeMax,
    },
  }))
  return [...qualitative, ...quantitative]
}
