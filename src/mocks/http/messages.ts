/**
 * English text for the validation codes the fake API sends, for clients that do not translate
 * the code (the portal shows the code's translation and falls back to this text).
 */
const MESSAGES: Record<string, string> = {
  'validation.required': 'This field is required.',
  'validation.blank': 'This field cannot be blank.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.number': 'Enter a number.',
  'validation.integer': 'Enter a whole number.',
  'validation.min': 'The value is too small.',
  'validation.max': 'The value is too large.',
  'validation.maxLength': 'The text is too long.',
  'validation.oneOf': 'Choose one of the offered values.',
  'validation.invalid': 'The value is not valid.',
  'validation.unique': 'This value is already in use.',
  'validation.minLength': 'The text is too short.',
  'validation.readOnly': 'This field cannot be changed.',
  'accounts.streetRequired': 'Enter the street.',
  'accounts.postalCodeRequired': 'Enter the postal code.',
  'accounts.cityRequired': 'Enter the city.',
  'accounts.countryRequired': 'Enter the country.',
  'password.currentIncorrect': 'The current password is not correct.',
  'password.tokenUnknown': 'This reset link is not valid.',
  'password.tokenUsed': 'This reset link was already used.',
  'password.tokenExpired': 'This reset link has expired.',
  'validation.passwordTooShort': 'Use at least 8 characters.',
  'validation.passwordTooLong': 'Use at most 128 characters.',
  'validation.passwordCommon': 'This password is too common. Choose a less obvious one.',
  'validation.passwordIsUsername': 'The password cannot be the username.',
  'validation.passwordMismatch': 'The passwords do not match.',
  'validation.oneDecimal': 'Use at most one decimal.',
  'testItems.inputNameErrorRequired': 'Enter a name.',
  'testItems.inputSubstanceErrorRequired': 'Choose at least one substance.',
  'testItems.inputDuplicateReaderIndexError': 'Each substance needs its own reader index.',
  'testItems.inputPositiveOrNegativeMissingError':
    'An override needs both a positive and a negative value, or neither.',
  'testItems.inputNegativeMinMaxError': 'The negative range must lie within the measurable range.',
  'readerFirmware.invalidVersionError': 'Enter a semantic version such as 1.4.2.',
  'readerFirmware.versionNumberLowError': 'The version is lower than the latest version.',
  'readerFirmware.invalidFileError': 'The file must be a zip file.',
}

export function describeCode(code: string, field: string): string {
  const text = MESSAGES[code]
  if (text) return field ? `${field}: ${text}` : text
  return field ? `${field}: The value is not valid (${code}).` : `The value is not valid (${code}).`
}
