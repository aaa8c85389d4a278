/**
 * The signed-in portal: the router with the shell and every route. It is its own chunk, fetched
 * at boot in parallel with the session check (see SessionGate), so the first screen (spinner or
 * sign-in) does not wait for the router and the shell's widgets.
 */
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter } from './router'

export default function SignedInPortal() {
  // One router per signed-in session: a new sign-in starts from a fresh history.
  const [router] = useState(createAppRouter)
  return <RouterProvider router={router} />
}
