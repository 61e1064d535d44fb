// The update loop: one long-poll request in flight per session.
// GET events?since=V -> apply ops or reset; on a network error or 5xx wait and retry
// with the backoff table; on 404 or 410 (the session is gone: the server restarted, or its cluster process died) start a
// new session with the same parameters and say so.

import { ROUTES, BACKOFF_MS, isLostStatus } from 'formsim/wire.js';
import { requestJSON } from 'formsim/session.js';

export const RESTART_NOTICE =
  'The simulator restarted: each device got a new session, so what was typed and picked there was reset.';

export class LongPoll {
  // session: a Session. handlers: onStatus({state, retryIn?, error?}),
  // onNotice(text), onSession(session) after it was re-created.
  constructor(session, { onStatus = () => {}, onNotice = () => {}, onSession = () => {} } = {}) {
    this.session = session;
    this.onStatus = onStatus;
    this.onNotice = onNotice;
    this.onSession = onSession;
    this.stopped = true;
    this.controller = null;
    this.attempt = 0;
    this.state = null;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  stop() {
    this.stopped = true;
    if (this.controller) this.controller.abort();
  }

  // Drop the request in flight and ask again at once (e.g. an input answered 404:
  // the session is probably gone, and the held request may not notice for a while).
  kick() {
    if (this.stopped || !this.controller) return;
    this.kicked = true;
    this.controller.abort();
  }

  setState(state, extra = {}) {
    if (this.state === state && !extra.retryIn) return;
    this.state = state;
    this.onStatus({ state, ...extra });
  }

  async run() {
    while (!this.stopped) {
      const session = this.session;
      const id = session.id;
      const since = session.version;
      this.controller = new AbortController();
      this.kicked = false;
      try {
        if (!id) throw Object.assign(new Error('no session'), { status: 404 });
        const answer = await requestJSON(ROUTES.events(id, since), { signal: this.controller.signal });
        if (this.stopped) break;
        this.attempt = 0;
        this.setState('connected');
        if (id !== session.id) continue; // the session changed while we waited
        const applied = session.applyAnswer(answer, since);
        // An answer for versions we already hold is skipped: ask again from ours.
        // If nothing moved on our side either, pause so a confused server cannot spin us.
        if (!applied && session.version === since && answer && answer.version !== since) {
          await this.wait(BACKOFF_MS[0]);
        }
      } catch (error) {
        if (this.stopped) break;
        if (this.kicked) {
          this.kicked = false;
          continue;
        }
        if (error && isLostStatus(error.status)) {
          if (await this.recreate()) continue;
        } else if (error && error.status >= 400 && error.status < 500) {
          this.setState('error', { error });
        }
        const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
        this.attempt += 1;
        this.setState('reconnecting', { retryIn: delay, error });
        await this.wait(delay);
      }
    }
    this.controller = null;
  }

  // Session lost: create a new one with the same parameters.
  async recreate() {
    try {
      await this.session.create();
      this.attempt = 0;
      // Connected as soon as the new session exists, not at the next poll's answer.
      this.setState('connected');
      this.onNotice(RESTART_NOTICE);
      this.onSession(this.session);
      return true;
    } catch {
      return false;
    }
  }

  wait(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      if (this.controller) {
        this.controller.signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
      }
    });
  }
}
