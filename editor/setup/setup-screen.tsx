import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { getJson, OfflineError, sendJson } from '../edit-api.ts';
import { PreviewPane } from '../preview-pane.tsx';
import { ScreenTabs } from '../screen-tabs.tsx';
import { HoursQuestion } from './hours-question.tsx';
import { MenuQuestion } from './menu-question.tsx';
import { LogoQuestion, PhotosQuestion } from './picture-questions.tsx';
import { KindQuestion, NameQuestion, PhoneQuestion, PlaceQuestion } from './simple-questions.tsx';
import {
  SETUP_API,
  SETUP_QUESTIONS,
  type SetupAnswers,
  type SetupQuestion,
  type SetupReply,
  type SetupState,
  type SetupWarning,
} from './setup-protocol.ts';

/** What each question is called in the list of steps, and the page of the site it changes (shown beside it). */
const STEPS: Record<(typeof SETUP_QUESTIONS)[number], { title: string; route: string }> = {
  kind: { title: 'Kind of place', route: '/' },
  name: { title: 'Name', route: '/' },
  place: { title: 'Where you are', route: '/contact' },
  phone: { title: 'Phone', route: '/contact' },
  hours: { title: 'Opening hours', route: '/contact' },
  menu: { title: 'Menu', route: '/menu' },
  logo: { title: 'Logo and colour', route: '/' },
  photos: { title: 'Photos', route: '/' },
};

/** Sends one answer: what the server said, or the words for a server that is gone. */
export type Answer = <Q extends SetupQuestion>(question: Q, answer: SetupAnswers[Q]) => Promise<SetupReply>;

/** What every question is given: the answers so far, and how to send its own. */
export interface QuestionProps {
  state: SetupState;
  answer: Answer;
}

/** The last save's outcome, said under the question. */
interface Said {
  ok: boolean;
  text: string;
  warnings: SetupWarning[];
}

/**
 * `kiln init`'s questions, one at a time, each saved into the catalogue the moment it is answered,
 * with the new site building beside them. Every answer can be changed later here or in the files.
 */
export function SetupScreen() {
  const [state, setState] = useState<SetupState>();
  const [error, setError] = useState<string>();
  const [step, setStep] = useState(0);
  const [said, setSaid] = useState<Said>();
  const [tab, setTab] = useState<'form' | 'preview'>('form');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    document.title = 'Set up your site · Kiln editor';
    getJson<SetupState>(SETUP_API.state).then(
      ({ status, body }) => (status === 200 ? setState(body) : setError(`The setup could not start (${status}).`)),
      () => setError(OFFLINE),
    );
  }, []);
  useEffect(() => {
    // Each new question is announced and taken up by keyboard users where it begins.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const answer: Answer = async (question, body) => {
    setSaid(undefined);
    const reply = await sendJson<SetupReply>('POST', SETUP_API.answer(question), body).then(
      (r) => r.body,
      (e) => ({ message: e instanceof OfflineError ? OFFLINE : String(e) }),
    );
    if ('saved' in reply) {
      setState(reply.state);
      const title = STEPS[question as keyof typeof STEPS]?.title ?? 'Brand colour';
      setSaid({
        ok: true,
        text: reply.unchanged
          ? `${title}: nothing changed.`
          : `${title}: saved. The site beside is being rebuilt with it.`,
        warnings: reply.warnings,
      });
      // Nothing to check: on to the next question. A guess or a suggested colour waits to be read.
      const next = SETUP_QUESTIONS.indexOf(question as (typeof SETUP_QUESTIONS)[number]) + 1;
      if (!reply.warnings.length && !reply.suggestion && next > 0 && next < SETUP_QUESTIONS.length) setStep(next);
    } else setSaid({ ok: false, text: reply.message, warnings: [] });
    return reply;
  };

  if (error)
    return (
      <p className="problem" role="alert">
        {error}
      </p>
    );
  if (!state) return <p className="loading">Loading the setup…</p>;
  const question = SETUP_QUESTIONS[step]!;
  const go = (to: number) => {
    setSaid(undefined);
    setStep(to);
  };
  const props: QuestionProps = { state, answer };
  return (
    <div className={`file-screen setup tab-${tab}`}>
      <ScreenTabs tab={tab} setTab={setTab} />
      <section className="form-pane" id="pane-form" aria-labelledby="setup-title">
        <h1 id="setup-title">Set up your site</h1>
        <p className="hint">
          Answer what you can: each answer is saved at once and the site beside shows it. Skip any question and come
          back to it later.
        </p>
        <nav aria-label="Questions" className="setup-steps">
          <ol>
            {SETUP_QUESTIONS.map((q, i) => (
              <li key={q}>
                <button type="button" aria-current={i === step ? 'step' : undefined} onClick={() => go(i)}>
                  {STEPS[q].title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <div className="setup-question">
          <h2 ref={heading} tabIndex={-1}>
            <span className="hint">
              Question {step + 1} of {SETUP_QUESTIONS.length}:
            </span>{' '}
            {STEPS[question].title}
          </h2>
          {question === 'kind' && <KindQuestion {...props} />}
          {question === 'name' && <NameQuestion {...props} />}
          {question === 'place' && <PlaceQuestion {...props} />}
          {question === 'phone' && <PhoneQuestion {...props} />}
          {question === 'hours' && <HoursQuestion {...props} />}
          {question === 'menu' && <MenuQuestion {...props} />}
          {question === 'logo' && <LogoQuestion {...props} />}
          {question === 'photos' && <PhotosQuestion {...props} />}
          <SaveOutcome said={said} />
          <div className="actions">
            {step > 0 && (
              <button type="button" onClick={() => go(step - 1)}>
                Back
              </button>
            )}
            {step < SETUP_QUESTIONS.length - 1 ? (
              <button type="button" onClick={() => go(step + 1)}>
                Next: {STEPS[SETUP_QUESTIONS[step + 1]!].title}
              </button>
            ) : (
              <Link className="button" href="/launch">
                Done: see what is left before going live
              </Link>
            )}
          </div>
        </div>
      </section>
      <PreviewPane id="pane-preview" routes={[STEPS[question].route]} sitePort={state.sitePort} />
    </div>
  );
}

const OFFLINE = 'The editor’s server did not answer: is kiln still running in its terminal?';

/** "Saved", or why not, and the guesses to check: read out when it changes. */
function SaveOutcome({ said }: { said?: Said }) {
  return (
    <div role="status" className="setup-outcome">
      {said && (
        <>
          <p className={said.ok ? 'ok' : 'problem'}>{said.text}</p>
          {said.warnings.length > 0 && (
            <div className="warning">
              <p>
                <strong>Check {said.warnings.length === 1 ? 'this' : `these ${said.warnings.length}`}</strong>: change
                your answer and save again if one is wrong.
              </p>
              <ul>
                {said.warnings.map((w, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each save.
                  <li key={i}>
                    {w.where && <span className="where">{w.where}: </span>}
                    {w.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  );
}
