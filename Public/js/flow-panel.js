// The recorded flow, shown when recording stops: its YAML (as the server writes it, POST
// /api/flows/yaml) to copy or download, and Run, which runs it on every device (POST
// /api/flows/run) and opens the report.

import { ROUTES } from 'formsim/wire.js';
import { download } from 'formsim/export.js';

export class FlowPanel {
  // dialog: the popover element holding #flow-yaml, #flow-copy, #flow-download,
  // #flow-run and #flow-status.
  constructor(dialog, { report = () => {} } = {}) {
    this.dialog = dialog;
    this.report = report;
    this.text = dialog.querySelector('#flow-yaml');
    this.status = dialog.querySelector('#flow-status');
    this.lastReportURL = null;
    dialog.querySelector('#flow-copy').addEventListener('click', () => this.copy());
    dialog.querySelector('#flow-download').addEventListener('click', () => this.save());
    dialog.querySelector('#flow-run').addEventListener('click', () => this.run());
  }

  show(yaml) {
    this.text.value = yaml;
    this.status.textContent = '';
    if (!this.dialog.matches(':popover-open')) this.dialog.showPopover();
  }

  // The recording could not be written (nothing recorded, say): why, and no text.
  showError(message) {
    this.show('');
    this.status.textContent = `Not written: ${message}`;
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.text.value);
      this.status.textContent = 'Copied.';
    } catch {
      this.text.select();
      this.status.textContent = 'Select the text and copy it (the clipboard is not available here).';
    }
  }

  save() {
    download(new Blob([this.text.value], { type: 'application/yaml' }), 'flow.yaml');
  }

  // Runs the flow on every device; the report opens in a new tab (the server keeps it
  // at its own URL). Resolves with that URL.
  async run() {
    this.status.textContent = 'Running on every device…';
    const response = await fetch(ROUTES.flowsReport, {
      method: 'POST', headers: { 'Content-Type': 'application/yaml' }, body: this.text.value,
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok || !answer) {
      const error = answer && answer.error;
      this.status.textContent = error ? `Not run: ${error.message}` : `Not run: HTTP ${response.status}`;
      return null;
    }
    const failing = (answer.results || []).filter((r) => !r.passed).map((r) => r.device);
    this.status.textContent = failing.length ? `Failed on ${failing.join(', ')}.` : 'Passed on every device.';
    this.lastReportURL = answer.report;
    window.open(answer.report, '_blank', 'noopener');
    return answer.report;
  }
}
