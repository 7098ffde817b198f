import { Button, Modal } from "antd";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { getAuthState } from "../lib/auth/auth-store";

/** The question asked before a form with unsaved changes is left (issue 23 item 1). */
export const LEAVE_QUESTION = "Perubahan belum disimpan. Tinggalkan halaman ini?";
export const LEAVE_BUTTON = "Tinggalkan";
export const STAY_BUTTON = "Tetap di sini";

interface Guard {
  isDirty: () => boolean;
  ask: () => Promise<boolean>;
}

// The guard of the form on screen (one form is guarded at a time, like the router's blocker).
let current: Guard | null = null;

/**
 * Asks the form on screen, if it has unsaved changes, whether it may be left; resolves true at
 * once when there is nothing to lose. For ways out that are not a navigation (Keluar).
 */
export function askBeforeLeaving(): Promise<boolean> {
  return current?.isDirty() ? current.ask() : Promise.resolve(true);
}

export interface UnsavedChangesGuard {
  /** Lets the next navigation go without asking: call it after a successful save. */
  release: () => void;
  /** The dialog: render it with the form. */
  dialog: ReactNode;
}

/**
 * Guards a form while `dirty`: a navigation inside the app (sidebar, links, the back button)
 * first asks LEAVE_QUESTION, and a reload or closing the tab gets the browser's own question
 * (browsers show their own text there). Once signed out nothing can be saved any more, so
 * leaving is not held up then.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  options: { detail?: string } = {},
): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const released = useRef(false);
  const [asking, setAsking] = useState<{ answer: (leave: boolean) => void } | null>(null);

  const holding = useCallback(
    () => dirtyRef.current && !released.current && getAuthState().user !== null,
    [],
  );
  const shouldBlock = useCallback<BlockerFunction>(
    // Only leaving the page loses the form; a change of query or hash keeps it on screen.
    ({ currentLocation, nextLocation }) =>
      holding() && currentLocation.pathname !== nextLocation.pathname,
    [holding],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!holding()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, holding]);

  useEffect(() => {
    const guard: Guard = {
      isDirty: holding,
      ask: () => new Promise<boolean>((resolve) => setAsking({ answer: resolve })),
    };
    current = guard;
    return () => {
      if (current === guard) current = null;
    };
  }, [holding]);

  const answer = (leave: boolean) => {
    if (blocker.state === "blocked") {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    asking?.answer(leave);
    setAsking(null);
  };

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <Modal
      open={blocker.state === "blocked" || asking !== null}
      title={LEAVE_QUESTION}
      onCancel={() => answer(false)}
      footer={[
        <Button key="stay" type="primary" autoFocus onClick={() => answer(false)}>
          {STAY_BUTTON}
        </Button>,
        <Button key="leave" danger onClick={() => answer(true)}>
          {LEAVE_BUTTON}
        </Button>,
      ]}
      width={440}
    >
      {options.detail ?? null}
    </Modal>
  );
  return { release, dialog };
}
