import { Alert } from "antd";
import type { CSSProperties } from "react";
import { errorTexts, toApiError } from "../lib/api-error";

interface ErrorAlertProps {
  /** A failed query's or call's error; nothing shows while it is null or undefined. */
  error: unknown;
  style?: CSSProperties;
}

/** A failed load or call as 'Error Message : {message}' (spec 01 §8) in a red alert. */
export function ErrorAlert({ error, style }: ErrorAlertProps) {
  if (!error) return null;
  const failure = toApiError(error);
  return (
    <Alert
      type="error"
      showIcon
      style={style}
      title={errorTexts.detail(failure.diagnosticMessage ?? failure.message)}
    />
  );
}
