/**
 * A runnable sample (a fence marked `run`, issue 38): the build-time highlighted block with Run, Edit and
 * Reset under it, and what the run printed. The runner (src/runner) loads only when the reader presses
 * Run; a tap before hydration is kept and pressed again after it (plugins/early-taps).
 */
import React, {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RunResult} from '@site/src/runner/core';
import {timeLimit, type RunLanguage} from '@site/src/runner/marks';
import type {RunnerData} from '@site/plugins/runner';
import styles from './styles.module.css';

/** The runtime each language runs in, as the note under the block names it. */
const runsIn: Record<RunLanguage, string> = {
  lua: 'Lua 5.4',
  teal: 'Teal → Lua 5.4',
  yue: 'YueScript → Lua 5.4',
  ts: 'TypeScriptToLua → Lua 5.4',
};

function stageLabel(stage: NonNullable<RunResult['error']>['stage']): string {
  if (stage === 'compile')
    return translate({id: 'runner.error.compile', message: 'Did not compile', description: 'Runnable sample'});
  if (stage === 'time')
    return translate(
      {
        id: 'runner.error.time',
        message: 'Stopped: the code ran past the {seconds}-second limit (an endless loop?)',
        description: 'Runnable sample',
      },
      {seconds: timeLimit / 1000},
    );
  return translate({id: 'runner.error.run', message: 'Stopped with an error', description: 'Runnable sample'});
}

export default function RunnableCode({
  language,
  code,
  children,
}: {
  language: RunLanguage;
  code: string;
  children: ReactNode;
}): ReactNode {
  const {version} = usePluginData('runner') as RunnerData;
  const folder = useBaseUrl(`/runner/${version}/`);
  const [draft, setDraft] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<RunResult | undefined>();

  const run = async () => {
    setRunning(true);
    try {
      const {runSample} = await import('@site/src/runner/client');
      setResult(await runSample(folder, language, draft ?? code));
    } catch (error) {
      setResult({output: '', error: {stage: 'run', message: error instanceof Error ? error.message : String(error)}});
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className={styles.runnable} data-runnable-sample={language}>
      {draft === undefined ? (
        children
      ) : (
        <textarea
          className={styles.editor}
          value={draft}
          spellCheck={false}
          autoFocus
          rows={draft.split('\n').length + 1}
          aria-label={translate({id: 'runner.editor', message: 'Code to run', description: 'Runnable sample'})}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      <div className={styles.toolbar}>
        <button type="button" className="button button--sm button--primary" onClick={run} disabled={running}>
          {running ? (
            <Translate id="runner.running" description="Runnable sample: while it runs">
              Running…
            </Translate>
          ) : (
            <>
              <span aria-hidden="true">▶ </span>
              <Translate id="runner.run" description="Runnable sample: the button">
                Run
              </Translate>
            </>
          )}
        </button>
        {draft === undefined ? (
          <button type="button" className="button button--sm button--secondary" onClick={() => setDraft(code)}>
            <Translate id="runner.edit" description="Runnable sample: the button">
              Edit
            </Translate>
          </button>
        ) : (
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setDraft(undefined);
              setResult(undefined);
            }}>
            <Translate id="runner.reset" description="Runnable sample: the button">
              Reset
            </Translate>
          </button>
        )}
        <span className={styles.note}>
          <Translate
            id="runner.note"
            description="Runnable sample: where it runs; {runtime} is e.g. Teal → Lua 5.4"
            values={{runtime: runsIn[language]}}>
            {'Runs in your browser: {runtime}, no engine'}
          </Translate>
        </span>
      </div>
      {result && (
        <div className={styles.result} role="status">
          <div className={styles.label}>
            <Translate id="runner.output" description="Runnable sample: the heading of what the reader's run printed">
              Output of this run
            </Translate>
          </div>
          {result.output !== '' && <pre className={styles.output}>{result.output}</pre>}
          {result.output === '' && !result.error && (
            <p className={styles.empty}>
              <Translate id="runner.nothing" description="Runnable sample: it printed nothing">
                (nothing printed)
              </Translate>
            </p>
          )}
          {result.error && (
            <div className={styles.error}>
              <strong>{stageLabel(result.error.stage)}</strong>
              {result.error.stage !== 'time' && <pre className={styles.output}>{result.error.message}</pre>}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
