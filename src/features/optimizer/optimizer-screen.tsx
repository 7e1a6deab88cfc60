import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes } from '../../emoji/graphemes.ts';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { TEXT_LIMITS, type TextProblem, textProblem } from '../../optimizer/text-limits.ts';
import type { OptimizeMode, OptimizeResult } from '../../optimizer/types.ts';
import { copyText } from '../../platform/clipboard.ts';
import { takeSharedText } from '../../platform/share-target.ts';
import { canShareWithSystem, shareWithSystem } from '../../platform/system-share.ts';
import { useToast } from '../../ui/toast.tsx';
import { prepareOnDevice } from './local-engine.ts';
import { DEFAULT_DRAFT, type OptimizerDraft, readDraft, saveDraft } from './optimizer-draft.ts';
import { resultPieces } from './result-pieces.ts';
import { type OnDeviceReason, runOptimizer, TextRefused } from './run-optimizer.ts';
import './optimizer.css';

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; source: OptimizerDraft; result: OptimizeResult; onDevice: OnDeviceReason | null }
  /** `offline`: the browser had no connection, so the device's data for this language was never kept */
  | { kind: 'failed'; offline: boolean };

function ResultText({ source, result }: { source: OptimizerDraft; result: OptimizeResult }) {
  const pieces = useMemo(() => resultPieces(source.text, source.mode, result), [source, result]);
  if (!pieces) return <>{result.text}</>;
  return (
    <>
      {pieces.map((piece, index) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one result, rebuilt whole for each result.
          <mark key={index} className="optimizer-emoji emoji" title={piece.word}>
            {piece.emoji}
          </mark>
        ),
      )}
    </>
  );
}

export default function OptimizerScreen() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const showToast = useToast();
  const ids = useId();
  const inputId = `${ids}-input`;
  const errorId = `${ids}-error`;
  const lengthId = `${ids}-length`;
  const hintId = `${ids}-hint`;
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // The prerendered HTML and the first client render both show the defaults; the stored draft is
  // read after hydration, so the two never differ.
  const [draft, setDraft] = useState<OptimizerDraft>(DEFAULT_DRAFT);
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [problem, setProblem] = useState<TextProblem | null>(null);
  const [showPasteHint, setShowPasteHint] = useState(false);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const runId = useRef(0);
  /** Set when a shared text's run is done: on a phone its result is below the fold, with Copy and Share. */
  const revealResult = useRef(false);
  const resultRef = useRef<HTMLElement>(null);

  /** Runs the optimizer on `source`; too short, too long or invisible text gets its message instead. */
  const runDraft = useCallback(
    async (source: OptimizerDraft, reveal = false) => {
      const found = textProblem(source.text);
      setProblem(found);
      if (found) {
        setRun({ kind: 'idle' });
        inputRef.current?.focus();
        return;
      }
      const id = ++runId.current;
      setRun({ kind: 'running' });
      try {
        const { result, onDevice } = await runOptimizer(source.text, source.mode, lang);
        if (id !== runId.current) return;
        revealResult.current = reveal;
        setRun({ kind: 'done', source, result, onDevice });
      } catch (error) {
        if (id !== runId.current) return;
        if (error instanceof TextRefused && error.problem !== 'invalid') {
          setProblem(error.problem);
          setRun({ kind: 'idle' });
        } else {
          setRun({ kind: 'failed', offline: !navigator.onLine });
        }
      }
    },
    [lang],
  );

  useEffect(() => {
    // Text shared from another app (the manifest's share_target) replaces the draft and runs once.
    const shared = takeSharedText();
    const stored = readDraft();
    const opened = shared === null ? stored : { ...stored, text: shared };
    setDraft(opened);
    setDraftLoaded(true);
    prepareOnDevice(lang);
    if (shared !== null) void runDraft(opened, true);
  }, [lang, runDraft]);

  useEffect(() => {
    if (run.kind !== 'done' || !revealResult.current) return;
    revealResult.current = false;
    resultRef.current?.scrollIntoView({ block: 'start' });
  }, [run]);

  useEffect(() => {
    if (draftLoaded) saveDraft(draft);
  }, [draft, draftLoaded]);

  const length = useMemo(() => countGraphemes(draft.text.trim()), [draft.text]);

  const updateText = (text: string) => {
    setDraft((current) => ({ ...current, text }));
    if (problem) setProblem(null);
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      updateText(text);
      setShowPasteHint(false);
      showToast(t('optimizer.pasted'));
    } catch {
      setShowPasteHint(true);
      showToast(t('optimizer.pasteFailed'), 'error');
      inputRef.current?.focus();
    }
  };

  const optimizeDraft = (event: FormEvent) => {
    event.preventDefault();
    void runDraft(draft);
  };

  const copyResult = async () => {
    if (run.kind !== 'done') return;
    const copied = await copyText(run.result.text);
    showToast(t(copied ? 'toast.copied' : 'toast.copyFailed'), copied ? 'success' : 'error');
  };

  /** Back to the app the text came from, through the system share sheet; copied where the sheet refuses. */
  const shareResult = async () => {
    if (run.kind !== 'done') return;
    if ((await shareWithSystem({ text: run.result.text })) === 'failed') await copyResult();
  };

  const status =
    run.kind === 'running'
      ? t('optimizer.running')
      : run.kind === 'failed'
        ? t(run.offline ? 'optimizer.offlineUnavailable' : 'optimizer.failed')
        : run.kind === 'done'
          ? // Each on-device message says the text was optimized: "Optimization complete" before it read as two sentences run together.
            run.onDevice === 'rateLimited'
            ? t('optimizer.rateLimited')
            : run.onDevice === 'unreachable'
              ? t('optimizer.offline')
              : t('optimizer.done')
          : '';

  const modes: { mode: OptimizeMode; label: string }[] = [
    { mode: 'add', label: t('optimizer.modeAdd') },
    { mode: 'replace', label: t('optimizer.modeReplace') },
  ];
  const describedBy = [lengthId, problem ? errorId : null, showPasteHint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className="screen optimizer">
      <h1>{t('optimizer.heading')}</h1>
      <p className="intro">{t('optimizer.intro')}</p>

      <form className="optimizer-form" onSubmit={optimizeDraft} noValidate>
        <div className="optimizer-field">
          <div className="optimizer-field-head">
            <label htmlFor={inputId}>{t('optimizer.inputLabel')}</label>
            <button type="button" className="optimizer-secondary" data-testid="optimizer-paste" onClick={paste}>
              {t('optimizer.paste')}
            </button>
          </div>
          <textarea
            id={inputId}
            ref={inputRef}
            data-testid="optimizer-input"
            value={draft.text}
            onChange={(event) => updateText(event.target.value)}
            placeholder={t('optimizer.placeholder')}
            rows={7}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={lengthId} className={`optimizer-length${length > TEXT_LIMITS.max ? ' over' : ''}`}>
            {t('optimizer.length', { count: length })}
          </p>
          {problem && (
            <p id={errorId} className="optimizer-error" role="alert" data-testid="optimizer-error">
              {t(`optimizer.${problem}`)}
            </p>
          )}
          {showPasteHint && (
            <p id={hintId} className="optimizer-hint">
              {t('optimizer.pasteHint')}
            </p>
          )}
        </div>

        <fieldset className="optimizer-modes">
          <legend>{t('optimizer.modeLabel')}</legend>
          {modes.map(({ mode, label }) => (
            <label key={mode} className="optimizer-mode">
              <input
                type="radio"
                name={`${ids}-mode`}
                value={mode}
                data-testid={`optimizer-mode-${mode}`}
                checked={draft.mode === mode}
                onChange={() => setDraft((current) => ({ ...current, mode }))}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>

        <button type="submit" className="optimizer-run" data-testid="optimizer-run" disabled={run.kind === 'running'}>
          {t('optimizer.run')}
        </button>
      </form>

      <p className={`optimizer-status optimizer-status-${run.kind}`} role="status" data-testid="optimizer-status">
        {status}
      </p>

      {run.kind === 'done' && (
        <section ref={resultRef} className="optimizer-result" aria-labelledby={`${ids}-result`}>
          <div className="optimizer-result-head">
            <h2 id={`${ids}-result`}>{t('optimizer.result')}</h2>
            <p className="optimizer-changes">{t('optimizer.changes', { count: run.result.changes.length })}</p>
          </div>
          <div className="optimizer-output" data-testid="optimizer-output">
            <ResultText source={run.source} result={run.result} />
          </div>
          <div className="optimizer-result-actions">
            <button type="button" className="optimizer-secondary" data-testid="optimizer-copy" onClick={copyResult}>
              {t('optimizer.copy')}
            </button>
            {canShareWithSystem() && (
              <button type="button" className="optimizer-secondary" data-testid="optimizer-share" onClick={shareResult}>
                {t('optimizer.share')}
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
