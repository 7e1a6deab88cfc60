import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

const ToastContext = createContext<(message: string, tone?: Toast['tone']) => void>(() => {});

/** Shows short messages in one polite live region (data-testid toast, role=status). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(0);
  const show = useCallback((message: string, tone: Toast['tone'] = 'success') => {
    setToast({ id: ++nextId.current, message, tone });
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), 2500);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <ToastContext value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" data-testid="toast">
        {toast && (
          <p key={toast.id} className={`toast toast-${toast.tone}`}>
            {toast.message}
          </p>
        )}
      </div>
    </ToastContext>
  );
}

export const useToast = () => useContext(ToastContext);
