/** The application version shown in the navigation (core.md §1) and sent with every feedback. */
export const APP_VERSION = '1.8.6'
