/** A position on the map (a site's, a reader's): latitude and longitude in degrees. */
import { number, object } from 'yup'

export const locationSchema = () =>
  object({
    latitude: number()
      .typeError('validation.number')
      .required('validation.required')
      .min(-90, 'validation.min')
      .max(90, 'validation.max'),
    longitude: number()
      .typeError('validation.number')
      .required('validation.required')
      .min(-180, 'validation.min')
      .max(180, 'validation.max'),
  })
