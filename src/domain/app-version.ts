/** The application version shown in the navigation (CORE-1.2) and sent with every feedback. */
export const APP_VERSION = '1.8.6'
