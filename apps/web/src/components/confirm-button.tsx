import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";
import { toApiError } from "../lib/api-error";
import { showBanner } from "../lib/banner-store";

interface ConfirmButtonProps {
  /** The question, e.g. 'Apakah anda yakin akan menghapus pengguna ini ?'. */
  title: string;
  /** Awaited: the popup's OK button spins until it settles. */
  onConfirm: () => Promise<unknown>;
  /** Banner text when onConfirm fails; the server's message follows it. Omit to rethrow-only. */
  failureMessage?: string;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
  children?: ReactNode;
  size?: "small" | "middle" | "large";
}

/**
 * A button that asks for confirmation first (Popconfirm 'Ya' / 'Batal') and awaits the action;
 * a failure is shown in the status banner instead of being swallowed.
 */
export function ConfirmButton({
  title,
  onConfirm,
  failureMessage,
  icon,
  danger,
  disabled,
  ariaLabel,
  children,
  size = "small",
}: ConfirmButtonProps) {
  const confirm = async () => {
    try {
      await onConfirm();
    } catch (error) {
      const apiError = toApiError(error);
      const detail = apiError.diagnosticMessage ?? apiError.message;
      showBanner({
        type: "error",
        message: failureMessage ? `${failureMessage}: ${detail}` : detail,
        status: apiError.status,
      });
    }
  };
  return (
    <Popconfirm
      title={title}
      okText="Ya"
      cancelText="Batal"
      onConfirm={confirm}
      disabled={disabled}
    >
      <Button size={size} danger={danger} icon={icon} disabled={disabled} aria-label={ariaLabel}>
        {children}
      </Button>
    </Popconfirm>
  );
}
