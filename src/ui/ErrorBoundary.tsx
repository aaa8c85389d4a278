/**
 * Catches errors thrown while rendering its children (CORE-8.5): shows a closable alert titled
 * errors.errorInfo with the error's message. Closing the alert, or a change of `resetKeys` (such
 * as the pathname, so navigating away recovers), renders the children again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Box, CloseButton } from '@chakra-ui/react'

export interface ErrorBoundaryProps {
  children: ReactNode
  /** When any of these changes (compared with Object.is), a caught error is cleared. */
  resetKeys?: readonly unknown[]
  /** For reporting; React logs the error in development anyway. */
  onError?: (error: Error, info: ErrorInfo) => void
  /** What to show instead of the closable alert (a corner widget wants something smaller). */
  fallback?: (error: Error) => ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error !== null && keysChanged(previous.resetKeys, this.props.resetKeys)) {
      this.reset()
    }
  }

  reset = () => this.setState({ error: null })

  override render() {
    if (this.state.error !== null) {
      if (this.props.fallback) return this.props.fallback(this.state.error)
      return <ErrorAlert message={this.state.error.message} onClose={this.reset} />
    }
    return this.props.children
  }
}

function keysChanged(before: readonly unknown[] = [], after: readonly unknown[] = []): boolean {
  return (
    before.length !== after.length || before.some((key, index) => !Object.is(key, after[index]))
  )
}

function ErrorAlert({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Box p="4">
      <Alert.Root status="error" role="alert" alignItems="start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('errors.errorInfo')}</Alert.Title>
          <Alert.Description overflowWrap="anywhere">{message}</Alert.Description>
        </Alert.Content>
        <CloseButton
          size="sm"
          position="relative"
          top="-1"
          insetEnd="-1"
          aria-label={t('errors.close')}
          onClick={onClose}
        />
      </Alert.Root>
    </Box>
  )
}
