/**
 * Customers, sites and users. The structure is fixed (personas need stable ids and links); the
 * names of the people, their phone numbers, operator ids, milk routes and farm positions come
 * from the random streams. Sites are real dairy towns with their approximate coordinates.
 */
import type { Contact } from '@/api/types'
import type { CustomerCategory, CustomerType, ReaderType, UserType } from '@/domain/enums'
import type { CustomerRow, SiteRow, TestTypeRow, UserRow } from '@/mocks/db/rows'
import { CATALOGUE_VIEWER_USERNAME, FAKE_PASSWORD } from '@/mocks/personas'
import { round, type Random } from './random'

// ---------------------------------------------------------------- people

interface NamePool {
  male: readonly string[]
  female: readonly string[]
  last: readonly string[]
  /** Female forms of the family names where the language has them (Lithuanian). */
  lastFemale?: readonly string[]
}

const NAMES: Record<string, NamePool> = {
  DK: {
    male: ['Jens', 'Søren', 'Lars', 'Mads', 'Henrik', 'Rasmus', 'Morten', 'Niels', 'Anders'],
    female: ['Mette', 'Camilla', 'Anne', 'Louise', 'Pernille', 'Kirsten', 'Sofie', 'Line', 'Trine'],
    last: [
      'Nielsen',
      'Jensen',
      'Hansen',
      'Pedersen',
      'Andersen',
      'Christensen',
      'Larsen',
      'Sørensen',
      'Rasmussen',
      'Jørgensen',
      'Madsen',
      'Kristensen',
      'Poulsen',
      'Østergaard',
    ],
  },
  SE: {
    male: ['Erik', 'Johan', 'Anders', 'Mikael', 'Lars', 'Per', 'Fredrik'],
    female: ['Anna', 'Karin', 'Maria', 'Elin', 'Sara', 'Ingrid', 'Linnéa'],
    last: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Svensson',
      'Åberg',
    ],
  },
  DE: {
    male: ['Thomas', 'Michael', 'Stefan', 'Jürgen', 'Andreas', 'Markus', 'Jan-Hendrik', 'Uwe'],
    female: ['Sabine', 'Katrin', 'Anja', 'Julia', 'Birgit', 'Lena', 'Heike', 'Wiebke'],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Janssen',
      'Hinrichs',
      'Köhler',
      'Brüggemann',
    ],
  },
  NL: {
    male: ['Jan', 'Pieter', 'Bram', 'Dirk', 'Sjoerd', 'Wouter', 'Gerrit', 'Joost'],
    female: ['Anouk', 'Sanne', 'Fleur', 'Lotte', 'Marieke', 'Ilse', 'Femke', 'Anke'],
    last: [
      'de Vries',
      'Jansen',
      'van der Meer',
      'Bakker',
      'Visser',
      'Smit',
      'de Boer',
      'Mulder',
      'Hoekstra',
      'Dijkstra',
      'Postma',
      'van Dijk',
    ],
  },
  FR: {
    male: ['Nicolas', 'Julien', 'Pierre', 'Antoine', 'Mathieu', 'Laurent', 'François', 'Thierry'],
    female: ['Claire', 'Camille', 'Élodie', 'Sophie', 'Isabelle', 'Céline', 'Amélie', 'Hélène'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Lefèvre',
      'Girard',
      'Faivre',
    ],
  },
  PL: {
    male: ['Piotr', 'Tomasz', 'Krzysztof', 'Paweł', 'Marcin', 'Łukasz', 'Grzegorz', 'Michał'],
    female: [
      'Anna',
      'Katarzyna',
      'Magdalena',
      'Agnieszka',
      'Joanna',
      'Ewa',
      'Małgorzata',
      'Monika',
    ],
    // Family names without a separate female form.
    last: [
      'Nowak',
      'Wójcik',
      'Kowalczyk',
      'Mazur',
      'Krawczyk',
      'Kaczmarek',
      'Zając',
      'Król',
      'Wieczorek',
      'Wróbel',
      'Dudek',
      'Adamczyk',
    ],
  },
  LT: {
    male: ['Tomas', 'Mindaugas', 'Darius', 'Andrius', 'Paulius', 'Vytautas'],
    female: ['Rūta', 'Jurgita', 'Asta', 'Ieva', 'Greta', 'Lina'],
    last: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius', 'Vasiliauskas', 'Žukauskas'],
    lastFemale: [
      'Kazlauskienė',
      'Jankauskienė',
      'Petrauskienė',
      'Stankevičienė',
      'Vasiliauskienė',
      'Žukauskienė',
    ],
  },
  EE: {
    male: ['Martin', 'Andres', 'Tarmo', 'Rasmus', 'Kristjan', 'Priit'],
    female: ['Kadri', 'Liis', 'Triin', 'Kati', 'Maarja', 'Piret'],
    last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel'],
  },
}

function personName(random: Random, country: string): { firstName: string; lastName: string } {
  const pool = NAMES[country] ?? (NAMES.DK as NamePool)
  const female = random.chance(0.45)
  const index = random.int(0, pool.last.length - 1)
  const lastNames = female && pool.lastFemale ? pool.lastFemale : pool.last
  return {
    firstName: random.pick(female ? pool.female : pool.male),
    lastName: lastNames[index] as string,
  }
}

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`
}

/** The personas' own names, reserved before any other name is drawn. */
const PERSONA_NAMES = [
  'Henrik Sørensen',
  'Mette Kristensen',
  'Jens Nielsen',
  'Søren Madsen',
  'Camilla Jørgensen',
  'Claire Dubois',
  'Katrine Holm',
]

/** first.last for people (personas too), the user name for shared accounts. */
function emailName(draft: UserDraftName): string {
  if (draft.sharedUser) return draft.username
  return `${asciiSlug(draft.firstName)}.${asciiSlug(draft.lastName)}`
}

interface UserDraftName {
  username: string
  firstName: string
  lastName: string
  sharedUser?: boolean
}

function digits(random: Random, count: number): string {
  let text = ''
  for (let i = 0; i < count; i++) text += String(random.int(0, 9))
  return text
}

/** A mobile number in the country's usual written format. */
function phoneNumber(random: Random, country: string): string {
  switch (country) {
    case 'SE':
      return `+46 7${random.pick(['0', '2', '3', '6'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'DE':
      return `+49 15${random.int(1, 9)} ${digits(random, 7)}`
    case 'NL':
      return `+31 6 ${digits(random, 8)}`
    case 'FR':
      return `+33 ${random.pick(['6', '7'])} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'PL':
      return `+48 ${random.pick(['5', '6', '7'])}${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)}`
    case 'LT':
      return `+370 6${digits(random, 2)} ${digits(random, 5)}`
    case 'EE':
      return `+372 5${digits(random, 3)} ${digits(random, 4)}`
    default:
      return `+45 ${random.int(2, 9)}${digits(random, 1)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`
  }
}

/** Lower-case ASCII letters, for user names and e-mail addresses ("Søren Østergaard"). */
export function asciiSlug(text: string): string {
  return text
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

// ---------------------------------------------------------------- customers and sites

interface CustomerSpec {
  name: string
  category: CustomerCategory
  type: CustomerType
  distributor: number | null
  domain: string
  country: string
  street: string
  postalCode: string
  city: string
  /** The customer admin (and contact) by name, for the personas; otherwise drawn. */
  contact?: { firstName: string; lastName: string }
}

const CUSTOMERS: CustomerSpec[] = [
  {
    name: 'Nordic Dairy Cooperative',
    category: 'Direct',
    type: 'Premium',
    distributor: null,
    domain: 'nordicdairy.dk',
    country: 'DK',
    street: 'Sønderhøj 14',
    postalCode: '8260',
    city: 'Viby J',
    contact: { firstName: 'Mette', lastName: 'Kristensen' },
  },
  {
    name: 'Nord-Milch Analytik GmbH',
    category: 'Distributor',
    type: 'Premium',
    distributor: null,
    domain: 'nord-milch-analytik.de',
    country: 'DE',
    street: 'Industriestraße 5',
    postalCode: '27404',
    city: 'Zeven',
  },
  {
    name: 'Friese Zuivel Coöperatie',
    category: 'Indirect',
    type: 'Premium',
    distributor: 2,
    domain: 'friesezuivel.nl',
    country: 'NL',
    street: 'Snekertrekweg 61',
    postalCode: '8912 AA',
    city: 'Leeuwarden',
  },
  {
    name: 'Fromagerie du Haut-Jura',
    category: 'Direct',
    type: 'Free',
    distributor: null,
    domain: 'fromagerie-hautjura.fr',
    country: 'FR',
    street: '12 Rue du Collège',
    postalCode: '39800',
    city: 'Poligny',
    contact: { firstName: 'Claire', lastName: 'Dubois' },
  },
  {
    name: 'Spółdzielnia Mleczarska Mazowsze',
    category: 'Indirect',
    type: 'Premium',
    distributor: 2,
    domain: 'sm-mazowsze.pl',
    country: 'PL',
    street: 'ul. Kurpiowska 2',
    postalCode: '07-410',
    city: 'Ostrołęka',
  },
  {
    name: 'Baltic Milk Testing Laboratory',
    category: 'Other',
    type: 'Premium',
    distributor: null,
    domain: 'balticmilklab.lt',
    country: 'LT',
    street: 'Pramonės g. 9',
    postalCode: '35100',
    city: 'Panevėžys',
  },
]

/** Ids of the customers the personas belong to. */
export const PERSONA_CUSTOMER_ID = 1
export const FREE_CUSTOMER_ID = 4
/** The first site of customer 1: site.admin, operator and new.operator work there. */
export const PERSONA_SITE_ID = 1

interface SiteSpec {
  customer: number
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  latitude: number
  longitude: number
  /** Standard-time UTC offset, for the hours at which milk is collected and tested. */
  utcOffset: number
  /** Share of the test records. */
  weight: number
  /** Readers at the site: desktop (laboratory), truck and portable. */
  readers: [desktop: number, truck: number, portable: number]
  testTypes: number[]
  siteAdmin: boolean
  sharedUser: boolean
}

const SITES: SiteSpec[] = [
  // Nordic Dairy Cooperative (Denmark, Sweden)
  {
    customer: 1,
    name: 'Videbæk Dairy',
    street: 'Mejerivej 2',
    postalCode: '6920',
    city: 'Videbæk',
    country: 'DK',
    latitude: 56.0883,
    longitude: 8.6297,
    utcOffset: 1,
    weight: 12,
    readers: [1, 3, 1],
    testTypes: [1, 2, 6, 9, 10],
    siteAdmin: true,
    sharedUser: true,
  },
  {
    customer: 1,
    name: 'Holstebro Milk Reception',
    street: 'Nyholmvej 21',
    postalCode: '7500',
    city: 'Holstebro',
    country: 'DK',
    latitude: 56.3601,
    longitude: 8.6161,
    utcOffset: 1,
    weight: 10,
    readers: [1, 2, 0],
    testTypes: [1, 2, 3],
    siteAdmin: true,
    sharedUser: true,
  },
  {
    customer: 1,
    name: 'Hobro Cheese Dairy',
    street: 'Mariagervej 38',
    postalCode: '9500',
    city: 'Hobro',
    country: 'DK',
    latitude: 56.6383,
    longitude: 9.7929,
    utcOffset: 1,
    weight: 8,
    readers: [1, 1, 1],
    testTypes: [2, 6, 7, 9],
    siteAdmin: true,
    sharedUser: false,
  },
  {
    customer: 1,
    name: 'Esbjerg Dairy',
    street: 'Kvaglundvej 84',
    postalCode: '6705',
    city: 'Esbjerg',
    country: 'DK',
    latitude: 55.4904,
    longitude: 8.496,
    utcOffset: 1,
    weight: 8,
    readers: [1, 2, 0],
    testTypes: [1, 4, 6],
    siteAdmin: true,
    sharedUser: false,
  },
  {
    customer: 1,
    name: 'Falkenberg Dairy',
    street: 'Arvidstorpsvägen 12',
    postalCode: '311 39',
    city: 'Falkenberg',
    country: 'SE',
    latitude: 56.9055,
    longitude: 12.4912,
    utcOffset: 1,
    weight: 6,
    readers: [1, 1, 1],
    testTypes: [1, 5, 9, 10],
    siteAdmin: true,
    sharedUser: false,
  },
  // Nord-Milch Analytik (distributor, Germany)
  {
    customer: 2,
    name: 'Zeven Milk Laboratory',
    street: 'Industriestraße 5',
    postalCode: '27404',
    city: 'Zeven',
    country: 'DE',
    latitude: 53.2974,
    longitude: 9.2786,
    utcOffset: 1,
    weight: 7,
    readers: [2, 0, 1],
    testTypes: [2, 3, 4, 6, 8, 9],
    siteAdmin: true,
    sharedUser: true,
  },
  {
    customer: 2,
    name: 'Edewecht Dairy',
    street: 'Oldenburger Straße 120',
    postalCode: '26188',
    city: 'Edewecht',
    country: 'DE',
    latitude: 53.1275,
    longitude: 7.9838,
    utcOffset: 1,
    weight: 6,
    readers: [1, 2, 0],
    testTypes: [1, 2, 8],
    siteAdmin: true,
    sharedUser: false,
  },
  // Friese Zuivel (indirect through Nord-Milch, the Netherlands)
  {
    customer: 3,
    name: 'Leeuwarden Dairy',
    street: 'Snekertrekweg 61',
    postalCode: '8912 AA',
    city: 'Leeuwarden',
    country: 'NL',
    latitude: 53.2012,
    longitude: 5.7999,
    utcOffset: 1,
    weight: 7,
    readers: [1, 2, 1],
    testTypes: [2, 6, 9, 10],
    siteAdmin: true,
    sharedUser: true,
  },
  {
    customer: 3,
    name: 'Gouda Cheese Dairy',
    street: 'Goudkade 10',
    postalCode: '2802 AA',
    city: 'Gouda',
    country: 'NL',
    latitude: 52.0116,
    longitude: 4.7105,
    utcOffset: 1,
    weight: 5,
    readers: [1, 1, 0],
    testTypes: [1, 7, 9],
    siteAdmin: true,
    sharedUser: false,
  },
  // Fromagerie du Haut-Jura (Free, France)
  {
    customer: 4,
    name: 'Poligny Comté Dairy',
    street: '12 Rue du Collège',
    postalCode: '39800',
    city: 'Poligny',
    country: 'FR',
    latitude: 46.8371,
    longitude: 5.7064,
    utcOffset: 1,
    weight: 3,
    readers: [1, 0, 1],
    testTypes: [1, 2],
    siteAdmin: true,
    sharedUser: false,
  },
  {
    customer: 4,
    name: 'Saint-Lô Milk Reception',
    street: '3 Rue de la Laiterie',
    postalCode: '50000',
    city: 'Saint-Lô',
    country: 'FR',
    latitude: 49.1157,
    longitude: -1.0906,
    utcOffset: 1,
    weight: 2,
    readers: [1, 0, 0],
    testTypes: [2, 3],
    siteAdmin: false,
    sharedUser: false,
  },
  // SM Mazowsze (indirect through Nord-Milch, Poland)
  {
    customer: 5,
    name: 'Ostrołęka Dairy',
    street: 'ul. Kurpiowska 2',
    postalCode: '07-410',
    city: 'Ostrołęka',
    country: 'PL',
    latitude: 53.0842,
    longitude: 21.5748,
    utcOffset: 1,
    weight: 6,
    readers: [1, 2, 0],
    testTypes: [1, 2, 4, 6],
    siteAdmin: true,
    sharedUser: true,
  },
  {
    customer: 5,
    name: 'Wysokie Mazowieckie Dairy',
    street: 'ul. Ludowa 122',
    postalCode: '18-200',
    city: 'Wysokie Mazowieckie',
    country: 'PL',
    latitude: 52.9177,
    longitude: 22.5165,
    utcOffset: 1,
    weight: 5,
    readers: [1, 1, 0],
    testTypes: [2, 3, 5],
    siteAdmin: true,
    sharedUser: false,
  },
  // Baltic Milk Testing Laboratory (other, Lithuania and Estonia)
  {
    customer: 6,
    name: 'Panevėžys Testing Laboratory',
    street: 'Pramonės g. 9',
    postalCode: '35100',
    city: 'Panevėžys',
    country: 'LT',
    latitude: 55.7348,
    longitude: 24.3575,
    utcOffset: 2,
    weight: 4,
    readers: [2, 0, 1],
    testTypes: [4, 5, 6, 7, 9, 10],
    siteAdmin: true,
    sharedUser: false,
  },
  {
    customer: 6,
    name: 'Rakvere Milk Laboratory',
    street: 'Tööstuse 12',
    postalCode: '44312',
    city: 'Rakvere',
    country: 'EE',
    latitude: 59.3464,
    longitude: 26.3558,
    utcOffset: 2,
    weight: 3,
    readers: [1, 0, 1],
    testTypes: [2, 9],
    siteAdmin: false,
    sharedUser: false,
  },
]

// ---------------------------------------------------------------- site profiles

export interface Route {
  name: string
  /** Farm positions along the route: latitude, longitude, latitude, longitude… */
  farms: Float64Array
}

/** What the test-record generator needs to know about a site beyond its row. */
export interface SiteProfile {
  site: SiteRow
  weight: number
  utcOffset: number
  readers: SiteSpec['readers']
  routes: Route[]
  /** Users who run tests with the app: operators and shared users. */
  appUserIds: number[]
  /** The primary operator id of each app user (null for shared users). */
  appUserOperatorIds: Array<string | null>
  /** The primary operator ids of the site's operators. */
  operatorIds: string[]
}

const ROUTE_DIRECTIONS: ReadonlyArray<readonly [name: string, bearing: number | null]> = [
  ['North', 0],
  ['North-East', 45],
  ['East', 90],
  ['South-East', 135],
  ['South', 180],
  ['South-West', 225],
  ['West', 270],
  ['North-West', 315],
  ['Central', null],
]

const KM_PER_DEGREE = 111.32

function buildRoutes(random: Random, latitude: number, longitude: number): Route[] {
  const numbers = random.sample(
    Array.from({ length: 24 }, (_, index) => index + 1),
    random.int(3, 7),
  )
  const directions = random.sample(ROUTE_DIRECTIONS, numbers.length)
  const cosLatitude = Math.cos((latitude * Math.PI) / 180)
  return numbers.map((number, index) => {
    const [direction, bearing] = directions[index] as (typeof ROUTE_DIRECTIONS)[number]
    const farmCount = random.int(5, 12)
    const farms = new Float64Array(farmCount * 2)
    for (let farm = 0; farm < farmCount; farm++) {
      const angle = bearing === null ? random.float(0, 360) : bearing + random.float(-35, 35)
      const distance = bearing === null ? random.float(1.5, 12) : random.float(3, 24)
      const radians = (angle * Math.PI) / 180
      farms[farm * 2] = round(latitude + (distance * Math.cos(radians)) / KM_PER_DEGREE, 5)
      farms[farm * 2 + 1] = round(
        longitude + (distance * Math.sin(radians)) / (KM_PER_DEGREE * cosLatitude),
        5,
      )
    }
    return { name: `Route ${number} ${direction}`, farms }
  })
}

function isStrip(testType: TestTypeRow): boolean {
  return testType.category === 'Strip'
}

// ---------------------------------------------------------------- building

export interface Accounts {
  customers: CustomerRow[]
  sites: SiteRow[]
  users: UserRow[]
  profiles: SiteProfile[]
}

interface UserDraft {
  username: string
  firstName: string
  lastName: string
  type: UserType
  customerId: number | null
  siteId: number | null
  country: string
  domain: string
  sharedUser?: boolean
  primaryOperatorId?: string | null
  email?: string
  phoneNumber?: string
}

const INTERNAL_DOMAIN = 'rapidtest-service.eu'
const USER_COUNT = 80

export function buildAccounts(
  random: Random,
  testTypes: readonly TestTypeRow[],
  latestTermsId: number,
): Accounts {
  const testTypeById = new Map(testTypes.map((testType) => [testType.id, testType]))

  // Nobody shares a full name with someone else (user names and e-mails stay readable).
  const usedNames = new Set(PERSONA_NAMES)
  const drawPerson = (country: string) => {
    let person = personName(random, country)
    for (let attempt = 0; attempt < 50 && usedNames.has(fullName(person)); attempt++) {
      person = personName(random, country)
    }
    usedNames.add(fullName(person))
    return person
  }

  // Customers, with their admin as the contact person.
  const customerContacts = CUSTOMERS.map((spec) => spec.contact ?? drawPerson(spec.country))
  const customers: CustomerRow[] = CUSTOMERS.map((spec, index) => {
    const person = customerContacts[index] as { firstName: string; lastName: string }
    return {
      id: index + 1,
      name: spec.name,
      soldTo: `00100${String(10231 + index * 137 + random.int(0, 99)).padStart(5, '0')}`,
      category: spec.category,
      distributorId: spec.distributor,
      type: spec.type,
      contact: {
        name: `${person.firstName} ${person.lastName}`,
        phone: phoneNumber(random, spec.country),
        email: `${asciiSlug(person.firstName)}.${asciiSlug(person.lastName)}@${spec.domain}`,
      },
      address: {
        street: spec.street,
        postalCode: spec.postalCode,
        city: spec.city,
        country: spec.country,
      },
    }
  })

  // Sites, with the site admin (or a quality manager) as the contact person.
  const siteContacts = SITES.map((spec, index) =>
    index === PERSONA_SITE_ID - 1
      ? { firstName: 'Jens', lastName: 'Nielsen' }
      : drawPerson(spec.country),
  )
  const sites: SiteRow[] = SITES.map((spec, index) => {
    const customer = customers[spec.customer - 1] as CustomerRow
    const person = siteContacts[index] as { firstName: string; lastName: string }
    const domain = (CUSTOMERS[spec.customer - 1] as CustomerSpec).domain
    const contact: Contact = {
      name: `${person.firstName} ${person.lastName}`,
      phone: phoneNumber(random, spec.country),
      email: `lab.${asciiSlug(spec.city)}@${domain}`,
    }
    return {
      id: index + 1,
      name: spec.name,
      shipTo: `00400${String(20117 + index * 211 + random.int(0, 199)).padStart(5, '0')}`,
      customerId: customer.id,
      type: customer.type,
      contact,
      address: {
        street: spec.street,
        postalCode: spec.postalCode,
        city: spec.city,
        country: spec.country,
      },
      location: { latitude: spec.latitude, longitude: spec.longitude },
      availableTestTypes: spec.testTypes.map((testTypeId) => {
        const testType = testTypeById.get(testTypeId)
        if (!testType) throw new Error(`Unknown test type ${testTypeId}`)
        // Strips carry no QR code; quantitative types always read it (ADMIN-4.13).
        const qrActive = isStrip(testType)
          ? false
          : testType.measurementMethod === 'Quantitative'
            ? true
            : random.chance(0.7)
        return { testTypeId, qrActive }
      }),
    }
  })

  // Users: the personas first (fixed ids 1–6), then the rest.
  const drafts: UserDraft[] = []
  const c1 = CUSTOMERS[0] as CustomerSpec
  const free = CUSTOMERS[FREE_CUSTOMER_ID - 1] as CustomerSpec
  drafts.push(
    {
      username: 'admin',
      firstName: 'Henrik',
      lastName: 'Sørensen',
      type: 'Root',
      customerId: null,
      siteId: null,
      country: 'DK',
      domain: INTERNAL_DOMAIN,
    },
    {
      username: 'customer.admin',
      ...(c1.contact as { firstName: string; lastName: string }),
      type: 'CustomerAdmin',
      customerId: PERSONA_CUSTOMER_ID,
      siteId: null,
      country: 'DK',
      domain: c1.domain,
      email: (customers[0] as CustomerRow).contact.email,
    },
    {
      username: 'site.admin',
      firstName: 'Jens',
      lastName: 'Nielsen',
      type: 'SiteAdmin',
      customerId: PERSONA_CUSTOMER_ID,
      siteId: PERSONA_SITE_ID,
      country: 'DK',
      domain: c1.domain,
    },
    {
      username: 'operator',
      firstName: 'Søren',
      lastName: 'Madsen',
      type: 'Operator',
      customerId: PERSONA_CUSTOMER_ID,
      siteId: PERSONA_SITE_ID,
      country: 'DK',
      domain: c1.domain,
      primaryOperatorId: 'OP-1042',
    },
    {
      username: 'new.operator',
      firstName: 'Camilla',
      lastName: 'Jørgensen',
      type: 'Operator',
      customerId: PERSONA_CUSTOMER_ID,
      siteId: PERSONA_SITE_ID,
      country: 'DK',
      domain: c1.domain,
      primaryOperatorId: 'OP-1043',
    },
    {
      username: 'free.admin',
      ...(free.contact as { firstName: string; lastName: string }),
      type: 'CustomerAdmin',
      customerId: FREE_CUSTOMER_ID,
      siteId: null,
      country: 'FR',
      domain: free.domain,
      email: (customers[FREE_CUSTOMER_ID - 1] as CustomerRow).contact.email,
    },
    {
      username: '',
      firstName: 'Katrine',
      lastName: 'Holm',
      type: 'Root',
      customerId: null,
      siteId: null,
      country: 'DK',
      domain: INTERNAL_DOMAIN,
    },
  )

  // Customer admins of the other customers: the customer's contact person.
  CUSTOMERS.forEach((spec, index) => {
    const id = index + 1
    if (id === PERSONA_CUSTOMER_ID || id === FREE_CUSTOMER_ID) return
    drafts.push({
      username: '',
      ...(customerContacts[index] as { firstName: string; lastName: string }),
      type: 'CustomerAdmin',
      customerId: id,
      siteId: null,
      country: spec.country,
      domain: spec.domain,
      email: (customers[index] as CustomerRow).contact.email,
    })
  })

  // Site admins: the site's contact person (site 1 has the site.admin persona).
  SITES.forEach((spec, index) => {
    if (!spec.siteAdmin || index === PERSONA_SITE_ID - 1) return
    drafts.push({
      username: '',
      ...(siteContacts[index] as { firstName: string; lastName: string }),
      type: 'SiteAdmin',
      customerId: spec.customer,
      siteId: index + 1,
      country: spec.country,
      domain: (CUSTOMERS[spec.customer - 1] as CustomerSpec).domain,
    })
  })

  // Shared users: one tablet login used by several operators at a reception.
  SITES.forEach((spec, index) => {
    if (!spec.sharedUser) return
    const slug = asciiSlug(spec.city)
    drafts.push({
      username: `${slug}.shared`,
      firstName: spec.city,
      lastName: 'Reception Tablet',
      type: 'Operator',
      customerId: spec.customer,
      siteId: index + 1,
      country: spec.country,
      domain: (CUSTOMERS[spec.customer - 1] as CustomerSpec).domain,
      sharedUser: true,
      primaryOperatorId: null,
      email: (sites[index] as SiteRow).contact.email,
    })
  })

  // Operators: two per site at least (site 1 has the two operator personas), the rest by size.
  const operatorSites: number[] = []
  SITES.forEach((_, index) => {
    if (index !== PERSONA_SITE_ID - 1) operatorSites.push(index + 1, index + 1)
  })
  const remaining = USER_COUNT - drafts.length - operatorSites.length
  const siteIds = SITES.map((_, index) => index + 1)
  const siteWeights = SITES.map((spec) => spec.weight)
  for (let i = 0; i < remaining; i++) operatorSites.push(random.weighted(siteIds, siteWeights))
  operatorSites.sort((a, b) => a - b)
  let nextOperatorNumber = 1044
  for (const siteId of operatorSites) {
    const spec = SITES[siteId - 1] as SiteSpec
    nextOperatorNumber += random.int(1, 9)
    drafts.push({
      username: '',
      ...drawPerson(spec.country),
      type: 'Operator',
      customerId: spec.customer,
      siteId,
      country: spec.country,
      domain: (CUSTOMERS[spec.customer - 1] as CustomerSpec).domain,
      primaryOperatorId: `OP-${nextOperatorNumber}`,
    })
  }

  // Unique user names: first.last, with a number on clashes.
  const taken = new Set<string>()
  for (const draft of drafts) {
    if (draft.username === '') continue
    taken.add(draft.username)
    taken.add(`${asciiSlug(draft.firstName)}.${asciiSlug(draft.lastName)}`)
  }
  for (const draft of drafts) {
    if (draft.username !== '') continue
    const base = `${asciiSlug(draft.firstName)}.${asciiSlug(draft.lastName)}`
    let candidate = base
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`
    taken.add(candidate)
    draft.username = candidate
  }

  const newOperatorIndex = drafts.findIndex((draft) => draft.username === 'new.operator')
  const users: UserRow[] = drafts.map((draft, index) => {
    const id = index + 1
    // Everyone accepted the latest terms except new.operator; some also accepted older ones.
    const accepted: number[] = []
    if (index === newOperatorIndex) {
      for (let termsId = 1; termsId < latestTermsId; termsId++) accepted.push(termsId)
    } else {
      for (let termsId = 1; termsId < latestTermsId; termsId++) {
        if (random.chance(0.35)) accepted.push(termsId)
      }
      accepted.push(latestTermsId)
    }
    return {
      id,
      username: draft.username,
      password: FAKE_PASSWORD,
      firstName: draft.firstName,
      lastName: draft.lastName,
      phoneNumber: draft.phoneNumber ?? phoneNumber(random, draft.country),
      email: draft.email ?? `${emailName(draft)}@${draft.domain}`,
      type: draft.type,
      customerId: draft.customerId,
      siteId: draft.siteId,
      sharedUser: draft.sharedUser ?? false,
      primaryOperatorId: draft.type === 'Operator' ? (draft.primaryOperatorId ?? null) : null,
      comment: '',
      acceptedTerms: accepted.map((termsId) => ({ userId: id, termsId })),
    }
  })

  const profiles: SiteProfile[] = sites.map((site, index) => {
    const spec = SITES[index] as SiteSpec
    const appUsers = users.filter((user) => user.siteId === site.id && user.type === 'Operator')
    return {
      site,
      weight: spec.weight,
      utcOffset: spec.utcOffset,
      readers: spec.readers,
      routes: buildRoutes(random, spec.latitude, spec.longitude),
      appUserIds: appUsers.map((user) => user.id),
      appUserOperatorIds: appUsers.map((user) => user.primaryOperatorId),
      operatorIds: appUsers
        .map((user) => user.primaryOperatorId)
        .filter((operatorId): operatorId is string => operatorId !== null),
    }
  })

  // The catalogue viewer persona comes last and draws nothing, so adding it moved no other row.
  const viewerId = users.length + 1
  users.push({
    id: viewerId,
    username: CATALOGUE_VIEWER_USERNAME,
    password: FAKE_PASSWORD,
    firstName: 'Astrid',
    lastName: 'Bjerregaard',
    phoneNumber: '+45 70 20 30 41',
    email: `astrid.bjerregaard@${INTERNAL_DOMAIN}`,
    type: 'Root',
    customerId: null,
    siteId: null,
    sharedUser: false,
    primaryOperatorId: null,
    comment: '',
    acceptedTerms: Array.from({ length: latestTermsId }, (_, index) => ({
      userId: viewerId,
      termsId: index + 1,
    })),
  })

  return { customers, sites, users, profiles }
}

/** Reader types in the order of SiteSpec['readers']. */
export const READER_ORDER: readonly ReaderType[] = [
  'DesktopReader',
  'TruckReader',
  'PortableReaderConnect',
]
